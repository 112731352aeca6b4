import { describe, expect, it } from 'vitest'
import { depositStatusText } from './chain-deposits.ts'

describe('a deposit’s state in words', () => {
  it('counts the confirmations while pending, and says credited after', () => {
    expect(depositStatusText({ status: 'pending', confirmations: 3, required: 12 })).toBe('Pending · 3 of 12 confirmations')
    expect(depositStatusText({ status: 'pending', confirmations: 0, required: 12 })).toBe('Pending · 0 of 12 confirmations')
    expect(depositStatusText({ status: 'credited', confirmations: 12, required: 12 })).toBe('Credited')
  })
})
