import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, loadCatalogue } from '@/lib/i18n/i18n'
import { type ItemResultKind, ItemResults } from './item-results'

const items = [
  { key: '1', name: 'cara@example.com', done: true, error: null },
  { key: '2', name: 'dan@example.com', done: false, error: 'Refused.' },
]
const results = (kind: ItemResultKind) => {
  render(<ItemResults label="Results" kind={kind} items={items} />)
  const texts = screen.getAllByRole('listitem').map((item) => item.lastElementChild?.textContent)
  cleanup()
  return texts
}

describe('ItemResults', () => {
  afterEach(async () => {
    cleanup()
    await act(() => activateLocale('en'))
  })

  it('writes the English of the spec word for word', () => {
    expect(results('decided')).toEqual(['Decided', 'Not decided: Refused.'])
    expect(results('moved')).toEqual(['Moved', 'Not moved: Refused.'])
  })

  // The sentence was once built as `Not ${done.toLowerCase()}`, which gave 'Not decidida' in Spanish.
  it('takes each sentence whole from the language, never English glued to a translated word', async () => {
    await loadCatalogue('app', 'messages')
    await act(() => activateLocale('es'))
    expect(results('decided')).toEqual(['Decidida', 'No decidida: Refused.'])
    expect(results('moved')).toEqual(['Trasladado', 'No trasladado: Refused.'])
    // The server's reason is one the catalogue knows: it is translated too.
    render(
      <ItemResults
        label="Results"
        kind="moved"
        items={[{ key: '3', name: 'eve@example.com', done: false, error: 'The customer already has that account manager.' }]}
      />,
    )
    expect(screen.getByText('No trasladado: El cliente ya tiene ese gestor de cuenta.')).toBeTruthy()
    cleanup()
    await act(() => activateLocale('ar'))
    expect(results('decided')).toEqual(['تم البتّ', 'لم يتم البتّ: Refused.'])
  })
})
