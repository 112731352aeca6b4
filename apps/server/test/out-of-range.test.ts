import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import { auditLog, creditApprovals, transactions } from '../src/db/schema.ts'
import { verifyLedger } from '../src/money/ledger/verify-ledger.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { addPaymentMethod, createUser, fund, type TestUser } from './factories.ts'
import { setPrices, TEST_PRICES } from './market-fixtures.ts'
import { createTeams, staffCall, type Teams } from './staff-fixtures.ts'

/** The largest amount NUMERIC(38,18) stores: one more credit of it overflows any balance that is not zero. */
const HUGE = '99999999999999999999.999999999999999999'
const TOO_LARGE = { error: ERRORS.AMOUNT_TOO_LARGE.message, code: 'AMOUNT_TOO_LARGE', requestId: expect.any(String) }

/** The probe's out-of-range numbers and dates (numeric overflow, dates PostgreSQL cannot hold): each a clear 4xx, nothing written. */
describe('numbers and dates beyond what the database holds', () => {
  let t: TestApp
  let teams: Teams
  let customer: TestUser
  let card: string
  let bank: string
  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    teams = await createTeams(t)
    customer = await createUser(t)
    for (const asset of ['BTC', 'USDT'] as const) await fund(t, customer.id, asset, '10')
    await fund(t, teams.c1.id, 'USDT', '10')
    card = await addPaymentMethod(t, customer.id, 'credit_card')
    bank = await addPaymentMethod(t, customer.id, 'bank_account')
  })
  afterAll(() => t.close())

  const rows = async () => ({
    transactions: await t.database.db.$count(transactions),
    approvals: await t.database.db.$count(creditApprovals),
    audit: await t.database.db.$count(auditLog),
  })

  const sentAt = () => new Date().toISOString()
  const moneyRoutes = () =>
    [
      ['a deposit', customer, '/api/payments/deposits', { tokenId: 'BTC', amount: HUGE, paymentMethodId: card }],
      ['a withdrawal', customer, '/api/payments/withdrawals', { tokenId: 'BTC', amount: HUGE, paymentMethodId: bank }],
      ['a send', customer, '/api/wallets/send', { assetId: 'BTC', amount: HUGE, recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }],
      ['a swap', customer, '/api/swaps', { fromTokenId: 'BTC', toTokenId: 'USDT', fromAmount: HUGE }],
      ['a stake', customer, '/api/stakes', { assetId: 'USDT', amount: HUGE, durationDays: 30, rate: '4.7' }],
      [
        'a pending staff credit',
        teams.admin,
        `/api/customers/${teams.c1.id}/transactions`,
        { assetId: 'USDT', amount: HUGE, sentAt: sentAt(), senderAddress: 'bank', status: 'Pending' },
      ],
      [
        'a completed staff credit',
        teams.admin,
        `/api/customers/${teams.c1.id}/transactions`,
        { assetId: 'USDT', amount: HUGE, sentAt: sentAt(), senderAddress: 'bank', status: 'Complete' },
      ],
    ] as const

  const MONEY_ROUTES = ['a deposit', 'a withdrawal', 'a send', 'a swap', 'a stake', 'a pending staff credit', 'a completed staff credit']
  it.each(MONEY_ROUTES.map((what, i) => [what, i] as const))('refuses %s of 99999999999999999999.999999999999999999 with a clear 400', async (_what, i) => {
    const [what, who, url, payload] = moneyRoutes()[i]!
    expect(what).toBe(MONEY_ROUTES[i])
    for (let attempt = 0; attempt < 2; attempt++) {
      const before = await rows()
      const res = await t.app.inject({ method: 'POST', url, headers: who.headers(), payload })
      expect([res.statusCode, res.json()]).toEqual([400, TOO_LARGE])
      expect(await rows()).toEqual(before)
    }
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('takes the largest amount allowed; a deposit that would take a pending total past NUMERIC(38,18) is a 422, not a 500', async () => {
    const other = await createUser(t)
    const otherCard = await addPaymentMethod(t, other.id, 'credit_card')
    const deposit = (tokenId: string, amount: string) =>
      t.app.inject({ method: 'POST', url: '/api/payments/deposits', headers: other.headers(), payload: { tokenId, amount, paymentMethodId: otherCard } })
    expect((await deposit('ADA', '1000000000000000')).statusCode).toBe(201)
    // Straight into the ledger, past the schema: a pending total that one more large deposit takes beyond 20 whole digits.
    await fund(t, other.id, 'DOGE', '99999999999000000000', 'Pending')
    const before = await rows()
    const res = await deposit('DOGE', '1000000000000000')
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { error: ERRORS.AMOUNT_OUT_OF_RANGE.message, code: 'AMOUNT_OUT_OF_RANGE', requestId: expect.any(String) },
    ])
    expect(await rows()).toEqual(before)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it.each([
    ['a date before year 0', '?from=-271821-04-20'],
    ['the last date JavaScript knows', '?to=%2B275760-09-13'],
    ['a year far ahead', '?from=%2B200000-01-01'],
    ['a date before 2000', '?from=1999-12-31'],
    ['a date after 2100', '?to=2101-01-01'],
  ])('refuses an audit filter with %s, for the page and the CSV export alike', async (_what, query) => {
    for (const url of [`/api/admin/audit${query}`, `/api/admin/audit.csv${query}`]) {
      const res = await staffCall(t, teams.admin, 'GET', url)
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        { error: ERRORS.DATE_OUT_OF_RANGE.message, code: 'DATE_OUT_OF_RANGE', requestId: expect.any(String) },
      ])
    }
  })

  it('keeps ordinary audit filters working', async () => {
    const page = await staffCall(t, teams.admin, 'GET', '/api/admin/audit?from=2020-01-01&to=2099-12-31')
    expect(page.statusCode).toBe(200)
    const csv = await staffCall(t, teams.admin, 'GET', '/api/admin/audit.csv?from=2020-01-01T00:00:00Z')
    expect(csv.statusCode).toBe(200)
  })

  it.each([
    ['year 0001', '0001-01-01T00:00:00.000Z'],
    ['year 9999', '9999-12-31T23:59:59.000Z'],
    ['the day before the first bitcoin block', '2009-01-02T23:59:59.000Z'],
    ['two days ahead', () => new Date(Date.now() + 2 * 24 * 3600_000).toISOString()],
  ])('refuses a staff transaction sent in %s', async (_what, when) => {
    const before = await rows()
    const res = await staffCall(t, teams.admin, 'POST', `/api/customers/${teams.c1.id}/transactions`, {
      assetId: 'USDT',
      amount: '5',
      sentAt: typeof when === 'function' ? when() : when,
      senderAddress: 'bank',
      status: 'Pending',
    })
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: ERRORS.SENT_AT_OUT_OF_RANGE.message, code: 'SENT_AT_OUT_OF_RANGE', requestId: expect.any(String) },
    ])
    expect(await rows()).toEqual(before)
  })

  it('takes a staff transaction sent on the day of the first block, or a few hours ahead (a time zone away)', async () => {
    for (const when of ['2009-01-03T18:15:05.000Z', new Date(Date.now() + 6 * 3600_000).toISOString()]) {
      const res = await staffCall(t, teams.admin, 'POST', `/api/customers/${teams.c1.id}/transactions`, {
        assetId: 'USDT',
        amount: '5',
        sentAt: when,
        senderAddress: 'bank',
        status: 'Pending',
      })
      expect(res.statusCode, when).toBe(201)
    }
  })
})
