import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users, withdrawalAddresses } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'

const onPostgres = !!process.env.TEST_DATABASE_URL
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('concurrent changes to one allowlist', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
    await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, user.id))
  })
  afterAll(() => t.close())

  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) })

  async function stepUp(): Promise<string> {
    const from = t.smtp.mails.length
    await call('POST', '/security/second-factor/email-code')
    const mail = await t.smtp.until((all) => all.slice(from).find((m) => m.subject === 'Your verification code'), { timeoutMs: 5000, what: 'step-up code' })
    return mail.text.match(/verification code is (\d{6})/)![1]!
  }

  it.skipIf(!onPostgres)('confirms one address once: one 200, every other confirmation 409, one audit row', async () => {
    const from = t.smtp.mails.length
    const added = await call('POST', '/security/withdrawal-addresses', { assetId: 'BTC', address: BTC_ADDRESS, secondFactorCode: await stepUp() })
    expect(added.statusCode).toBe(201)
    const mail = await t.smtp.until((all) => all.slice(from).find((m) => /Confirm your new/.test(m.subject)), { timeoutMs: 5000, what: 'confirmation' })
    const code = mail.text.match(/confirmation code is (\d{6})/)![1]!
    const id = added.json().address.id as string

    const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', `/security/withdrawal-addresses/${id}/confirm`, { code })))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.withdrawal_address.confirm'))
    expect(rows.filter((r) => r.targetUserId === user.id)).toHaveLength(1)
    const [row] = await t.database.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.id, id))
    expect(row!.confirmedAt).not.toBeNull()
  })

  it.skipIf(!onPostgres)('one emailed second-factor code confirms one change, however many ask at once', async () => {
    const code = await stepUp()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('PUT', '/security/anti-phishing-code', { antiPhishingCode: `racing-code-${i}`, secondFactorCode: code })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400])
  })
})
