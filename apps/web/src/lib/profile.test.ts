import { describe, expect, it } from 'vitest'
import { recoveryHoldText } from './profile'

describe('recoveryHoldText', () => {
  it("says until when sends and withdrawals wait, in the server's words, and nothing without a hold", () => {
    expect(recoveryHoldText({ recovery_hold_until: '2026-11-29T21:05:30.000Z' })).toBe(
      'Withdrawals and sends are paused until 2026-11-29 21:05 UTC because your account was recovered. Swaps and staking stay open.',
    )
    expect(recoveryHoldText({ recovery_hold_until: null })).toBeNull()
    expect(recoveryHoldText(undefined)).toBeNull()
  })
})
