import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SelectField } from './select-field'

describe('SelectField', () => {
  afterEach(cleanup)

  // The chevron is a background image: placed at the right alone, it sat over the start of an Arabic option's text.
  it('puts its chevron and the room for it at the end in either direction', () => {
    render(<SelectField label="Asset" options={[{ value: 'BTC', label: 'BTC' }]} />)
    const classes = screen.getByLabelText('Asset').className.split(' ')
    expect(classes).toEqual(expect.arrayContaining(['pe-10', 'bg-[right_0.9rem_center]', 'rtl:bg-[left_0.9rem_center]']))
    expect(classes).not.toContain('pr-10')
  })
})
