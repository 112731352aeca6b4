import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ASSET_IDS } from '../assets.ts'
import { money } from '../amounts.ts'
import { CreateStakeBody, estimatedEarnings, findStakeOption, STAKE_MESSAGES, STAKE_PLANS, stakeEarnings, stakePayout } from './stake-plans.ts'

describe('stake plans (part 2 §9)', () => {
  it('lists every asset but DOT', () => {
    expect(STAKE_PLANS.map((p) => p.assetId).sort()).toEqual(ASSET_IDS.filter((a) => a !== 'DOT').sort())
    expect(STAKE_PLANS.find((p) => p.assetId === 'DOT')).toBeUndefined()
  })

  it('has BTC, ETH and USDT exactly as written', () => {
    expect(STAKE_PLANS.find((p) => p.assetId === 'BTC')!.options).toEqual([
      { durationDays: 7, rate: '2.7', min: '0.0117769844', max: '2.2376270413' },
      { durationDays: 14, rate: '4.7', min: '0.0235539689', max: '2.2376270413' },
      { durationDays: 30, rate: '9.1', min: '0.0588649221', max: '2.2376270413' },
    ])
    expect(findStakeOption('ETH', 14)).toEqual({ durationDays: 14, rate: '4.7', min: '0.3939993951', max: '37.4294258326' })
    expect(findStakeOption('USDT', 30)).toEqual({ durationDays: 30, rate: '9.1', min: '2501.5009005403', max: '95057.034220532' })
  })

  it('gives BNB, SOL, ADA and DOGE the BTC durations and rates with their own mins and one max', () => {
    expect(findStakeOption('BNB', 7)).toEqual({ durationDays: 7, rate: '2.7', min: '1.6025641026', max: '304.4871794872' })
    expect(findStakeOption('SOL', 30)).toEqual({ durationDays: 30, rate: '9.1', min: '25.1736985198', max: '956.6005437519' })
    expect(findStakeOption('ADA', 14)).toEqual({ durationDays: 14, rate: '4.7', min: '1902.2256039566', max: '180711.43237588' })
    expect(findStakeOption('DOGE', 30)).toEqual({ durationDays: 30, rate: '9.1', min: '31238.285642884', max: '1187054.8544296' })
  })

  it('has XRP and LTC on 180/365/730 days at 8/12/42 with their maxes', () => {
    expect(STAKE_PLANS.find((p) => p.assetId === 'XRP')!.options).toEqual([
      { durationDays: 180, rate: '8', min: '1740669', max: '9740669' },
      { durationDays: 365, rate: '12', min: '1740669', max: '9671064.20404575' },
      { durationDays: 730, rate: '42', min: '1740669', max: '9990669' },
    ])
    expect(STAKE_PLANS.find((p) => p.assetId === 'LTC')!.options.map((o) => o.max)).toEqual(['96147.25', '99147.25', '99947.26'])
    expect(findStakeOption('LTC', 7)).toBeUndefined()
  })
})

describe('stake earnings', () => {
  it('is amount × rate/100 × days/365, exact', () => {
    // 1 BTC at 9.1% for 30 days = 0.091 × 30 / 365 = 0.007479452054794520547945…
    expect(stakeEarnings('1', '9.1', 30).toDecimalPlaces(24).toFixed()).toBe('0.007479452054794520547945')
    expect(estimatedEarnings('1', '9.1', 30)).toBe('0.00747945')
    expect(stakePayout('1', '9.1', 30)).toBe('1.00747945205479452')
    // 365 days at 12% is exactly 12%
    expect(stakePayout('1740669', '12', 365)).toBe('1949549.28')
  })

  it('never pays less than the principal nor more than principal plus earnings', () => {
    const amount = fc.bigInt({ min: 1n, max: 10n ** 24n }).map((n) => money(n.toString()).dividedBy(1e6).toFixed())
    const option = fc.constantFrom(...STAKE_PLANS.flatMap((p) => p.options))
    fc.assert(
      fc.property(amount, option, (a, o) => {
        const payout = money(stakePayout(a, o.rate, o.durationDays))
        const exact = money(a).plus(stakeEarnings(a, o.rate, o.durationDays))
        expect(payout.greaterThan(a)).toBe(true)
        expect(payout.lessThanOrEqualTo(exact)).toBe(true)
        expect(exact.minus(payout).lessThan('1e-18')).toBe(true)
        expect(payout.decimalPlaces()).toBeLessThanOrEqual(18)
      }),
    )
  })
})

describe('CreateStakeBody', () => {
  it.each([['0'], ['-1'], ['NaN'], ['abc'], ['0.' + '1'.repeat(30)], [12]])('refuses the amount %s with the spec message', (amount) => {
    const r = CreateStakeBody.safeParse({ assetId: 'BTC', amount, durationDays: 7, rate: 2.7 })
    expect(r.error?.issues[0]?.message).toBe(STAKE_MESSAGES.invalidAmount)
  })

  it('accepts the rate as number or string', () => {
    expect(CreateStakeBody.parse({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 }).rate).toBe('2.7')
    expect(CreateStakeBody.parse({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: '2.7' }).rate).toBe('2.7')
  })

  it('words its messages as the spec does', () => {
    expect(STAKE_MESSAGES.insufficient('0.5', 'BTC')).toBe('Insufficient balance. You have 0.50000000 BTC available.')
    expect(STAKE_MESSAGES.belowMin('0.0117769844', 'BTC')).toBe('Amount must be at least 0.0117769844 BTC')
    expect(STAKE_MESSAGES.aboveMax('2.2376270413', 'BTC')).toBe('Amount cannot exceed 2.2376270413 BTC')
  })
})
