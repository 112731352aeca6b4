import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { Tabs } from './tabs'

const items = [
  { value: 'General', label: 'General', content: 'general' },
  { value: 'Security', label: 'Security', content: 'security' },
]

describe('Tabs', () => {
  afterEach(async () => {
    cleanup()
    await act(() => activateLocale('en'))
  })

  // Radix writes dir="ltr" on the tabs' root unless told otherwise, which would turn a right-to-left page's panels back.
  it('follow the page language’s direction, also after a switch', async () => {
    await act(() => activateLocale('ar'))
    render(<Tabs items={items} label="Sections" />)
    expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    await act(() => activateLocale('es'))
    expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('ltr')
  })
})
