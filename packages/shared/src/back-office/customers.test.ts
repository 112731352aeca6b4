import { describe, expect, it } from 'vitest'
import { CustomerParams } from './customers.ts'

describe('account ids in staff paths', () => {
  it('takes what better-auth generates and UUIDs', () => {
    expect(CustomerParams.safeParse({ customerId: 'f3Q9xk2LmN8pR4sT6vW1yZ0aB5cD7eGh' }).success).toBe(true)
    expect(CustomerParams.safeParse({ customerId: '0b6d2c1e-7a3f-4e8b-9c5d-1f2e3a4b5c6d' }).success).toBe(true)
  })

  it('refuses a NUL byte, other control characters, spaces, slashes and over-long ids before any query', () => {
    for (const customerId of ['', '\u0000', 'a\u0000b', '\u0003\u0000\u{51206}', 'a b', '../x', 'a/b', 'é', 'x'.repeat(101)]) {
      expect(CustomerParams.safeParse({ customerId }).success, JSON.stringify(customerId)).toBe(false)
    }
  })
})
