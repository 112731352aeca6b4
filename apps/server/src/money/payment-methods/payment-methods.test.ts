import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentMethods } from '../../db/schema.ts'
import { buildLoggingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'

const CARD_NUMBER = '4111111111111111'
const CVV = '737'
const HOLDER = 'Zebulon Quixote-Farnsworth'
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')
const EXPIRY = `08/${nextYear}`

const card = (overrides: Record<string, unknown> = {}) => ({
  type: 'credit_card',
  cardNumber: '4111 1111 1111 1111',
  cardHolderName: HOLDER,
  expiryDate: EXPIRY,
  cvv: CVV,
  notes: 'Personal card',
  ...overrides,
})

describe('payment methods', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser

  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    alice = await createUser(t)
    bob = await createUser(t)
  })
  afterAll(() => t.close())

  const add = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/payment-methods', headers: user.headers(), payload: payload as object })
  const list = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/payment-methods', headers: user.headers() })).json().paymentMethods

  it('adds a card keeping only brand, last 4, expiry, holder and notes', async () => {
    const res = await add(alice, card())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      type: 'credit_card',
      card_brand: 'Visa',
      last4: '1111',
      expiry_date: EXPIRY,
      card_holder_name: HOLDER,
      notes: 'Personal card',
      bank_name: null,
    })
    expect(res.body).not.toContain(CARD_NUMBER)
    expect(res.body).not.toContain('4111 1111 1111 1111')
    expect(res.body).not.toContain(CVV)
  })

  it('detects the brand from the number', async () => {
    const brands: Array<[string, string]> = [
      ['5555555555554444', 'Mastercard'],
      ['2223003122003222', 'Mastercard'],
      ['378282246310005', 'American Express'],
      ['6011111111111117', 'Discover'],
      ['3530111333300000', 'JCB'],
    ]
    for (const [number, brand] of brands) {
      const res = await add(bob, card({ cardNumber: number, cvv: undefined }))
      expect(res.statusCode, number).toBe(201)
      expect(res.json().card_brand).toBe(brand)
    }
  })

  it('adds a bank account keeping the bank name and the last 4 digits', async () => {
    const res = await add(alice, { type: 'bank_account', bank_name: 'First Bank', account_number: 'DE89 3704 0044 0532 0130 00', notes: 'Salary' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ type: 'bank_account', bank_name: 'First Bank', bank_last4: '3000', notes: 'Salary', last4: null, card_brand: null })
    expect(res.body).not.toContain('DE89')
  })

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await t.database.db.$count(paymentMethods)
    const cases: Array<[unknown, string]> = [
      [{ type: 'bank_account', bank_name: 'First Bank' }, 'Please fill in all required fields'],
      [{ type: 'bank_account', bank_name: ' ', account_number: '12345678' }, 'Please fill in all required fields'],
      [card({ cardNumber: '' }), 'Please fill in all required fields'],
      [card({ cardHolderName: undefined }), 'Please fill in all required fields'],
      [card({ expiryDate: '' }), 'Please fill in all required fields'],
      [card({ cardNumber: '4111111111111112' }), 'Please enter a valid card number.'],
      [card({ cardNumber: '4111-1111-abcd-1111' }), 'Please enter a valid card number.'],
      [card({ expiryDate: '13/30' }), 'Please enter a valid expiry date (MM/YY).'],
      [card({ expiryDate: '1/30' }), 'Please enter a valid expiry date (MM/YY).'],
      [card({ expiryDate: '01/20' }), 'This card has expired.'],
      [card({ cvv: '12345' }), 'CVV must be 3 or 4 digits.'],
      [card({ cvv: '12a' }), 'CVV must be 3 or 4 digits.'],
      [card({ cardHolderName: 'x'.repeat(10_001) }), 'This field is too long.'],
      [card({ notes: 'n'.repeat(10_001) }), 'This field is too long.'],
      [card({ cardNumber: 4111111111111111 }), 'Please fill in all required fields'],
      [{ type: 'paypal', email: 'a@b.c' }, 'Please choose a card or a bank account.'],
      [{}, 'Please choose a card or a bank account.'],
    ]
    for (const [payload, message] of cases) {
      const res = await add(alice, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json().error, JSON.stringify(payload).slice(0, 80)).toBe(message)
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: alice.headers({ 'content-type': 'application/json' }),
      payload: '{"type":"credit_card",',
    })
    expect(malformed.statusCode).toBe(400)
    expect(await t.database.db.$count(paymentMethods)).toBe(before)
  })

  it("lists the own methods newest first, never another customer's", async () => {
    const carol = await createUser(t)
    await add(carol, card({ notes: 'first' }))
    await add(carol, { type: 'bank_account', bank_name: 'B', account_number: '99887766', notes: 'second' })
    const methods = await list(carol)
    expect(methods.map((m: { notes: string }) => m.notes)).toEqual(['second', 'first'])
    expect(methods.every((m: { user_id: string }) => m.user_id === carol.id)).toBe(true)
  })

  it("deletes only the own method: another customer's answers 404 and stays", async () => {
    const id = (await add(alice, card({ notes: 'to delete' }))).json().id
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${id}`, headers: bob.headers() })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ error: 'Payment method not found.', code: 'PAYMENT_METHOD_NOT_FOUND', requestId: expect.any(String) })
    expect(await t.database.db.$count(paymentMethods, eq(paymentMethods.id, id))).toBe(1)

    const own = await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${id}`, headers: alice.headers() })
    expect(own.statusCode).toBe(204)
    expect(await t.database.db.$count(paymentMethods, eq(paymentMethods.id, id))).toBe(0)
    const again = await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${id}`, headers: alice.headers() })
    expect(again.statusCode).toBe(404)
  })

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment-methods' })).statusCode).toBe(401)
    const res = await t.app.inject({ method: 'POST', url: '/api/payment-methods', headers: { origin: 'http://localhost:3000' }, payload: card() })
    expect(res.statusCode).toBe(401)
  })

  it('keeps no card number, CVV or clear holder name in any text column of any table', async () => {
    const dave = await createUser(t)
    expect((await add(dave, card({ cardNumber: '5105105105105100', cvv: '9876', cardHolderName: 'Xanthippe Orloff' }))).statusCode).toBe(201)

    type Column = { table_schema: string; table_name: string; column_name: string }
    const columns = await t.database.db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`)
    const rows = rowsOf<Column>(columns)
    expect(rows.length).toBeGreaterThan(20)
    expect(rows.some((c) => c.table_name === 'payment_methods' && c.column_name === 'holder_enc')).toBe(true)

    // The CVV is short, so it is searched as a whole word: as a substring it could turn up inside random ids.
    const needles: Array<[string, string]> = [
      ['card number', '5105105105105100'],
      ['spaced card number', '5105 1051 0510 5100'],
      ['CVV', '\\m9876\\M'],
      ['holder first name', 'Xanthippe'],
      ['holder last name', 'Orloff'],
      // A control: the scan must find what is there (the email in user.email), or it proves nothing.
      ['control email', dave.email.replace(/[.]/g, '\\.')],
    ]
    const found: string[] = []
    for (const { table_schema, table_name, column_name } of rows) {
      for (const [what, pattern] of needles) {
        const hit = await t.database.db.execute(
          sql`select 1 from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ~ ${pattern} limit 1`,
        )
        if (rowsOf(hit).length > 0) found.push(`${table_name}.${column_name} holds the ${what}`)
      }
    }
    expect(found).toContain('user.email holds the control email')
    expect(found.filter((f) => !f.endsWith('the control email'))).toEqual([])

    const [stored] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, dave.id))
    expect(stored).toMatchObject({ cardBrand: 'Mastercard', last4: '5100' })
    expect(stored?.holderEnc).toMatch(/^v1\./)
    expect(stored?.expiryEnc).not.toContain(EXPIRY)
    const [again] = await list(dave)
    expect(again.card_holder_name).toBe('Xanthippe Orloff')
  })

  it('encrypts each value with its own IV, so equal holders are stored differently', async () => {
    const erin = await createUser(t)
    await add(erin, card({ cardHolderName: 'Same Name' }))
    await add(erin, card({ cardHolderName: 'Same Name' }))
    const rows = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, erin.id))
    expect(rows).toHaveLength(2)
    expect(rows[0]!.holderEnc).not.toBe(rows[1]!.holderEnc)
  })
})

/** PGlite and node-postgres both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

describe('request logging of a card', () => {
  let lines: string[] = []
  let base: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    base = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    ;({ app, lines } = await buildLoggingApp(base, 'trace'))
  })
  afterAll(async () => {
    await app.close()
    await base.close()
  })

  it('never writes the card number or the CVV to the log, even at trace level', async () => {
    const user = await createUser({ ...base, app })
    const ok = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: user.headers(),
      payload: card({ cardNumber: '4012888888881881', cvv: '4321' }),
    })
    expect(ok.statusCode).toBe(201)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: user.headers(),
      payload: card({ cardNumber: '4012888888881882', cvv: '4321' }),
    })
    expect(bad.statusCode).toBe(400)
    const log = lines.join('')
    expect(log).toContain('/api/payment-methods')
    expect(log).not.toContain('4012888888881881')
    expect(log).not.toContain('4012888888881882')
    expect(withoutNumbersAndIds(log)).not.toContain('4321')
  })

  it('would see a CVV written as a string beside timings and request ids', () => {
    const line = '{"reqId":"0ae04321-2ff5-4864-a2e5-e3a5c6349fad","responseTime":0.4321,"body":{"cvv":"4321"}}'
    expect(withoutNumbersAndIds(line)).toContain('"cvv":"4321"')
    expect(withoutNumbersAndIds(line.replace('"cvv":"4321"', '"cvv":"[Redacted]"'))).not.toContain('4321')
  })
})

/**
 * The log with its JSON numbers (times, pids, durations) and request ids taken out: a short CVV can turn up by chance
 * in "responseTime":0.43212 or a random id, while a CVV that leaked would be a string.
 */
function withoutNumbersAndIds(log: string): string {
  return log.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>').replace(/":-?[0-9][0-9.eE+-]*/g, '":<n>')
}
