import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from '../amounts.ts'
import { isPositiveAmount } from '../amounts.ts'
import { CreateSwapBody, quoteSwap, SWAP_MESSAGES, swapMaths } from './swap.ts'

const decimalString = (maxWhole: number, maxScale: number) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** BigInt(maxWhole) }),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(maxScale) - 1n }),
      fc.integer({ min: 0, max: maxScale }),
    )
    .map(([whole, frac, scale]) => (scale === 0 ? `${whole}` : `${whole}.${frac.toString().padStart(maxScale, '0').slice(0, scale)}`))
    .filter((s) => money(s).greaterThan(0))

describe('swap maths (part 2 §9)', () => {
  it('charges 1% of the amount in the from token and credits the rest at the price ratio', () => {
    const q = quoteSwap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.5', fromPrice: '95000', toPrice: '3400' })
    expect(q.fee).toBe('0.005')
    expect(q.feeUsd).toBe('475')
    // 0.5 × 95000 / 3400 = 13.970588235294117647…; less 0.005 × 95000 / 3400 = 0.139705882352941176…
    expect(q.grossToAmount).toBe('13.970588235294117647')
    expect(q.toAmount).toBe('13.83088235294117647')
    expect(q.rate).toBe('27.941176')
  })

  it('rounds the credited amount down, never up', () => {
    const q = quoteSwap({ fromTokenId: 'USDT', toTokenId: 'ETH', fromAmount: '1', fromPrice: '1', toPrice: '3' })
    // 0.99 / 3 = 0.33 exactly; 1 / 3 is repeating and rounds down
    expect(q.toAmount).toBe('0.33')
    expect(q.grossToAmount).toBe('0.333333333333333333')
    expect(q.rate).toBe('0.333333')
  })

  it('shows the rate with up to 6 decimals', () => {
    expect(quoteSwap({ fromTokenId: 'ETH', toTokenId: 'BTC', fromAmount: '1', fromPrice: '3400', toPrice: '95000' }).rate).toBe('0.035789')
    expect(quoteSwap({ fromTokenId: 'USDT', toTokenId: 'DOT', fromAmount: '1', fromPrice: '1', toPrice: '0.5' }).rate).toBe('2')
  })

  const amount = decimalString(12, 18)
  const price = decimalString(6, 8)

  it('never credits more than the gross value', () => {
    fc.assert(
      fc.property(amount, price, price, (a, fp, tp) => {
        const m = swapMaths(a, fp, tp)
        expect(m.net.lessThan(m.gross)).toBe(true)
        const q = quoteSwap({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: a, fromPrice: fp, toPrice: tp })
        expect(money(q.toAmount).lessThanOrEqualTo(m.net)).toBe(true)
        expect(money(q.toAmount).greaterThan(m.net.minus('1e-18'))).toBe(true)
      }),
    )
  })

  it('fee plus net equals the gross value in USD', () => {
    fc.assert(
      fc.property(amount, price, price, (a, fp, tp) => {
        const m = swapMaths(a, fp, tp)
        const grossUsd = money(a).times(fp)
        const sum = m.fee.times(fp).plus(m.net.times(tp))
        // Division keeps 60 significant digits: the sum matches to far below any displayed digit.
        expect(sum.minus(grossUsd).abs().lessThanOrEqualTo(grossUsd.times('1e-50'))).toBe(true)
        expect(m.net.times(tp).toDecimalPlaces(30).equals(grossUsd.times('0.99').toDecimalPlaces(30))).toBe(true)
      }),
    )
  })
})

describe('CreateSwapBody', () => {
  const parse = (body: unknown) => CreateSwapBody.safeParse(body)
  const firstMessage = (body: unknown) => parse(body).error?.issues[0]?.message

  it('accepts a plain amount and canonicalises it', () => {
    expect(parse({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.50' }).data).toEqual({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.5' })
  })

  it.each([['0'], ['-1'], ['NaN'], ['1e5'], [''], ['abc'], ['1.2.3'], ['0.' + '1'.repeat(30)], ['1'.repeat(21)], [5], [null]])(
    'refuses %s with the spec message',
    (fromAmount) => {
      expect(firstMessage({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount })).toBe(SWAP_MESSAGES.invalidAmount)
    },
  )

  it('refuses a token swapped to itself and unknown tokens', () => {
    expect(firstMessage({ fromTokenId: 'BTC', toTokenId: 'BTC', fromAmount: '1' })).toBe(SWAP_MESSAGES.sameToken)
    expect(firstMessage({ fromTokenId: 'XYZ', toTokenId: 'BTC', fromAmount: '1' })).toBe(SWAP_MESSAGES.unknownToken)
  })

  it('knows the limits of an amount', () => {
    expect(isPositiveAmount('0.' + '0'.repeat(17) + '1')).toBe(true)
    expect(isPositiveAmount('0.' + '0'.repeat(18) + '1')).toBe(false)
    expect(isPositiveAmount('9'.repeat(20))).toBe(true)
    expect(isPositiveAmount('9'.repeat(21))).toBe(false)
    expect(isPositiveAmount('.5')).toBe(true)
  })
})
