import { describe, expect, it } from 'vitest'
import { AddPaymentMethodBody, detectCardBrand, isExpired, normalizeCardNumber, parseExpiry, passesLuhn } from './payment-methods.ts'

describe('card checks', () => {
  it('accepts numbers that pass Luhn and refuses one changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('378282246310005')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('normalises spaces and dashes and refuses anything else', () => {
    expect(normalizeCardNumber('4111 1111-1111 1111')).toBe('4111111111111111')
    expect(normalizeCardNumber('4111x11111111111')).toBeNull()
    expect(normalizeCardNumber('41111')).toBeNull()
  })

  it('detects the brand', () => {
    expect(detectCardBrand('4111111111111111')).toBe('Visa')
    expect(detectCardBrand('5555555555554444')).toBe('Mastercard')
    expect(detectCardBrand('2720990000000007')).toBe('Mastercard')
    expect(detectCardBrand('371449635398431')).toBe('American Express')
    expect(detectCardBrand('6011000990139424')).toBe('Discover')
    expect(detectCardBrand('9999999999999995')).toBe('Card')
  })

  it('reads MM/YY and knows when a card has expired (valid through its month)', () => {
    expect(parseExpiry('00/30')).toBeNull()
    expect(parseExpiry('13/30')).toBeNull()
    expect(parseExpiry('1/30')).toBeNull()
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 })
    const now = new Date(Date.UTC(2030, 5, 30))
    expect(isExpired({ month: 6, year: 2030 }, now)).toBe(false)
    expect(isExpired({ month: 5, year: 2030 }, now)).toBe(true)
    expect(isExpired({ month: 1, year: 2031 }, now)).toBe(false)
  })

  it("gives the spec's message for a bank account without its fields", () => {
    const parsed = AddPaymentMethodBody.safeParse({ type: 'bank_account', bank_name: '' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('Please fill in all required fields')
  })
})
