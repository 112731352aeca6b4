import { describe, expect, it } from 'vitest'
import { creditWaitText } from './staff-transactions.ts'

describe('why a credit waits, in words', () => {
  it('names the limit it was judged against, as staff read amounts', () => {
    expect(creditWaitText('amount', '1000')).toBe('Over 1,000 USD')
    expect(creditWaitText('amount', '2500.50')).toBe('Over 2,500.50 USD')
    expect(creditWaitText('customer_daily_limit', '1000.00')).toBe("Customer's 24-hour staff credits would pass 1,000 USD")
    expect(creditWaitText('maker_daily_limit', '25000')).toBe("This staff member's 24-hour credits would pass 25,000 USD")
    expect(creditWaitText('no_price', null)).toBe('No price: its USD value is unknown')
  })
})
