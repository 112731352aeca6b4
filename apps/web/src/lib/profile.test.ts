import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, loadCatalogue } from './i18n/i18n'
import { useSendBlockedNote } from './profile'

const OPEN = { can_send: true, send_disabled_note: null, recovery_hold_until: null }
const HELD = { ...OPEN, recovery_hold_until: '2026-11-29T21:05:30.000Z' }
const note = (profile: Parameters<typeof useSendBlockedNote>[0]) => renderHook(() => useSendBlockedNote(profile)).result.current

describe('useSendBlockedNote', () => {
  afterEach(() => act(() => activateLocale('en')))

  it("says until when sends and withdrawals wait, in the server's words, and nothing without a hold", () => {
    expect(note(HELD)).toBe('Withdrawals and sends are paused until 2026-11-29 21:05 UTC because your account was recovered. Swaps and staking stay open.')
    expect(note(OPEN)).toBeNull()
    expect(note(undefined)).toBeNull()
  })

  it("gives sending turned off before a hold: the staff's note as written, else the spec's sentence", () => {
    expect(note({ ...HELD, can_send: false })).toBe('Sending is currently disabled for your account.')
    expect(note({ ...HELD, can_send: false, send_disabled_note: ' Call us first. ' })).toBe('Call us first.')
  })

  // The wallets page once showed the hold's English sentence in every language.
  it("speaks the page's language", async () => {
    await loadCatalogue('app', 'messages')
    await act(() => activateLocale('es'))
    expect(note(HELD)).toMatch(/^Los retiros y los envíos están en pausa hasta el 2026-11-29 21:05 UTC/)
    expect(note({ ...OPEN, can_send: false })).toBe('El envío está desactivado para tu cuenta.')
  })
})
