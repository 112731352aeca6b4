import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentMethods, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { fund, USER_PASSWORD, type TestUser } from '../../../test/factories.ts'
import { customerWithEmailFactor, mailedStepUpCode } from '../../../test/step-up.ts'

const onPostgres = !!process.env.TEST_DATABASE_URL
const BANK = { type: 'bank_account', bank_name: 'Racing Bank', account_number: 'GB29 NWBK 6016 1331 9268 19' }

/** Adding a payment method and withdrawing to it at the same moment, on real PostgreSQL (docs/decisions/126). */
describe('adding a payment method while withdrawals race for it', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await customerWithEmailFactor(t)
    await fund(t, user.id, 'USDT', '1000')
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/security/withdrawal-allowlist',
      headers: user.headers(),
      payload: { enabled: true, secondFactorCode: await mailedStepUpCode(t, user) },
    })
    expect(on.statusCode).toBe(200)
  })
  afterAll(() => t.close())

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) })

  /** Withdraws to every method the list shows, over and over, until `done` says stop: every answer. */
  async function withdrawToWhateverAppears(done: () => boolean): Promise<number[]> {
    const answers: number[] = []
    do {
      const listed = (await inject('GET', '/payment-methods')).json().paymentMethods as Array<{ id: string }>
      const tries = await Promise.all(listed.map((m) => inject('POST', '/payments/withdrawals', { tokenId: 'USDT', amount: '900', paymentMethodId: m.id })))
      answers.push(...tries.map((r) => r.statusCode))
    } while (!done())
    return answers
  }

  it.skipIf(!onPostgres)('no withdrawal reaches a method from the moment it is added, whatever runs at once', async () => {
    const code = await mailedStepUpCode(t, user)
    let added = false
    const adding = inject('POST', '/payment-methods', { ...BANK, password: USER_PASSWORD, secondFactorCode: code }).finally(() => {
      added = true
    })
    // Three racers poll and fire until the add has answered, then once more each.
    let rounds = 0
    const racers = Array.from({ length: 3 }, () => withdrawToWhateverAppears(() => added && ++rounds > 3))
    const [answer, ...raced] = await Promise.all([adding, ...racers])
    expect(answer.statusCode).toBe(201)
    const statuses = raced.flat()
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s === 201)).toEqual([])
    expect(new Set(statuses)).toEqual(new Set([403]))
    expect(await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toHaveLength(1)
    const withdrawals = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'withdrawal')))
    expect(withdrawals).toEqual([])
  })
})
