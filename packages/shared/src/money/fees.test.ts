import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountWithFee, availableOf, feeFor, shownBalanceOf, totalUsd } from './fees.ts'
import { MAX_AMOUNT, money } from '../amounts.ts'
import { PaymentRequestBody } from './payments.ts'

/** Decimal strings with up to 18 fractional digits, as the forms accept them. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n - 1n }), fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), fc.integer({ min: 0, max: 18 }))
  .map(([whole, frac, scale]) => (scale === 0 ? `${whole}` : `${whole}.${frac.toString().padStart(18, '0').slice(0, scale)}`))

describe('fees and balances', () => {
  it('computes the 1% fee and amount × 1.01 exactly', () => {
    expect(feeFor('100')).toBe('1')
    expect(feeFor('0.1')).toBe('0.001')
    expect(feeFor('0.000000000000000001')).toBe('0.00000000000000000001')
    expect(amountWithFee('50')).toBe('50.5')
    expect(amountWithFee('0.3')).toBe('0.303')
    expect(amountWithFee('99999999999999999999.999999999999999999')).toBe('100999999999999999999.99999999999999999899')
  })

  it('available is balance + pending withdrawals, never below 0', () => {
    expect(availableOf('10', '-2.5')).toBe('7.5')
    expect(availableOf('1', '-1')).toBe('0')
    expect(availableOf('1', '-3')).toBe('0')
    expect(availableOf('0.1', '-0.2')).toBe('0')
    expect(availableOf('0.3', '-0.1')).toBe('0.2')
  })

  it('the shown balance adds pending deposits and withdrawals', () => {
    expect(shownBalanceOf('1', '0.25', '-0.5')).toBe('0.75')
  })

  it('totals USD over assets; a missing USDT price counts as 1', () => {
    const figures = {
      BTC: { balance: '0.5', pendingDeposits: '0.1', pendingWithdrawals: '0' },
      USDT: { balance: '100', pendingDeposits: '0', pendingWithdrawals: '-10' },
      DOT: { balance: '3', pendingDeposits: '0', pendingWithdrawals: '0' },
    }
    expect(totalUsd(figures, { BTC: '60000.5' })).toBe('36090.3')
  })

  it('fee + amount is always exactly amount × 1.01, and the fee is never negative', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(money(amountWithFee(a)).equals(money(a).times('1.01'))).toBe(true)
        expect(money(feeFor(a)).isNegative()).toBe(false)
        expect(money(amountWithFee(a)).minus(feeFor(a)).equals(a)).toBe(true)
      }),
    )
  })

  it('available never goes below 0 and equals the sum whenever that sum is positive', () => {
    fc.assert(
      fc.property(amount, amount, (balance, reserved) => {
        const available = money(availableOf(balance, `-${reserved}`))
        expect(available.isNegative()).toBe(false)
        const sum = money(balance).minus(reserved)
        expect(available.equals(sum.isNegative() ? 0 : sum)).toBe(true)
      }),
    )
  })

  it('the payment schema accepts every well-formed positive amount up to MAX_AMOUNT and keeps it as typed', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const parsed = PaymentRequestBody.safeParse({ tokenId: 'BTC', amount: a, paymentMethodId: '7b0f2c1e-4a8e-4f5e-9a55-0c2d6c1a3b4d' })
        expect(parsed.success).toBe(money(a).greaterThan(0) && money(a).lessThanOrEqualTo(MAX_AMOUNT))
        if (parsed.success) expect(parsed.data.amount).toBe(a)
      }),
    )
  })
})
