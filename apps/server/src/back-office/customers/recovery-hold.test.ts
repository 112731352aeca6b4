import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { FactorResetAnswer } from '@wallet/shared/identity/factor-resets'
import { RECOVERY_HOLD_TEXTS } from '@wallet/shared/identity/recovery-hold'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { cookiesOf, enrolThroughRoutes, post, signIn, signInWithMailedCode } from '../../../test/auth-support.ts'
import { addPaymentMethod, createUser, fund, ORIGIN, signInWithCode, USER_PASSWORD, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { auditRowsOf, createTeams, signInAsHolder, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { transactions, userProfiles } from '../../db/schema.ts'
import { shiftableClock } from '../../lib/clock.ts'

const HOUR = 60 * 60 * 1000
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

/**
 * After any recovery, withdrawals and sends wait RECOVERY_HOLD_HOURS (docs/decisions/122): the money routes refuse
 * with the hold's end, the customer is mailed when it ends, swaps and staking stay open, and the hold ends on the clock.
 */
describe('the recovery hold', () => {
  const clock = shiftableClock()
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp({ clock })
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
  })
  afterAll(() => t.close())

  const session = (cookie: string, email: string, id: string): TestUser => ({
    id,
    email,
    cookie,
    headers: (extra = {}) => ({ cookie, origin: ORIGIN, ...extra }),
  })
  const call = (user: TestUser, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: user.headers(), payload })
  const send = (user: TestUser) => call(user, '/api/wallets/send', { assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS })
  const withdraw = async (user: TestUser) =>
    call(user, '/api/payments/withdrawals', { tokenId: 'USDT', amount: '10', paymentMethodId: await addPaymentMethod(t, user.id, 'bank_account') })
  const rowsOf = async (user: TestUser) => (await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).length

  /** A customer of w1 with funds to move. */
  async function fundedCustomer(): Promise<TestUser> {
    const customer = await createUser(t, { fullName: 'Hal Held' })
    await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
    await fund(t, customer.id, 'BTC', '1')
    await fund(t, customer.id, 'USDT', '1000')
    return customer
  }

  /**
   * Money cannot leave (403 with the hold's end, nothing written), swaps and stakes still work, the profile and the
   * mail name the same end, and the hold ends on the clock.
   */
  async function expectHeld(customer: TestUser, mail: { subject: RegExp }, startedAt: number) {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers() })).json<{ recovery_hold_until: string | null }>()
    const until = new Date(profile.recovery_hold_until!)
    expect(Math.abs(until.getTime() - (startedAt + 24 * HOUR))).toBeLessThan(60_000)
    const message = RECOVERY_HOLD_TEXTS.refusal(lockTimeText(until))
    const rows = await rowsOf(customer)
    for (const res of [await send(customer), await withdraw(customer)]) {
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { error: message, code: 'RECOVERY_HOLD', params: { key: 'recoveryHold', values: { until: lockTimeText(until) } }, requestId: expect.any(String) },
      ])
    }
    expect(await rowsOf(customer)).toBe(rows)
    expect((await t.smtp.waitFor(customer.email, mail.subject)).text).toContain(RECOVERY_HOLD_TEXTS.mailed(lockTimeText(until)))

    // Money that stays inside the account still moves.
    const swap = await call(customer, '/api/swaps', { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '10' })
    expect(swap.statusCode, swap.body).toBe(201)
    const stake = await call(customer, '/api/stakes', { assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 })
    expect(stake.statusCode, stake.body).toBe(201)

    // A minute before the end it still holds; once it ends, sends and withdrawals go through.
    clock.advance(until.getTime() - clock.now().getTime() - 60_000)
    expect((await send(customer)).statusCode).toBe(403)
    clock.advance(2 * 60_000)
    expect((await send(customer)).statusCode).toBe(201)
    expect((await withdraw(customer)).statusCode).toBe(201)
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers() })).json().recovery_hold_until).toBeNull()
  }

  it('follows a password reset by support', async () => {
    const customer = await fundedCustomer()
    const startedAt = clock.now().getTime()
    expect((await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/password`, { newPassword: 'set by support 1' })).statusCode).toBe(200)
    const [row] = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.password.reset')
    expect(row!.after).toMatchObject({ recoveryHoldUntil: expect.any(String) })
    const signedIn = await signInAsHolder(t, customer.email, 'set by support 1')
    await expectHeld(signedIn, { subject: /password was reset by support/ }, startedAt)
  })

  it("follows the customer's own password reset through the mailed link", async () => {
    const customer = await fundedCustomer()
    expect((await post(t, '/api/auth/request-password-reset', { email: customer.email })).statusCode).toBe(200)
    const link = new URL((await t.smtp.waitFor(customer.email, /Reset your password/)).text.match(/https?:\/\/\S+/)![0])
    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    const token = new URL(landing.headers.location as string, ORIGIN).searchParams.get('token')!
    const startedAt = clock.now().getTime()
    const reset = await post(t, '/api/auth/reset-password', { newPassword: 'my own new passphrase', token })
    expect(reset.statusCode, reset.body).toBe(200)
    const cookie = cookiesOf(await signIn(t, { email: customer.email, password: 'my own new passphrase' }))
    await expectHeld(session(cookie, customer.email, customer.id), { subject: /paused after your password reset/ }, startedAt)
  })

  it('follows a second-factor reset approved by a second staff member', async () => {
    const customer = await fundedCustomer()
    await enrolThroughRoutes(t, customer.cookie)
    const asked = (
      await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/second-factor/resets`, { reason: 'Lost phone' })
    ).json<FactorResetAnswer>()
    const startedAt = clock.now().getTime()
    const approved = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/second-factor/resets/${asked.state.waiting!.id}/approve`, {})
    expect(approved.statusCode, approved.body).toBe(200)
    const cookie = await signInWithMailedCode(t, customer.email, USER_PASSWORD)
    await expectHeld(session(cookie, customer.email, customer.id), { subject: /second factor was reset by support/ }, startedAt)
  })

  it('follows an unfreeze by support, and a longer hold already running is kept', async () => {
    const customer = await fundedCustomer()
    await t.database.db.update(userProfiles).set({ frozenAt: new Date(), frozenVia: 'settings' }).where(eq(userProfiles.userId, customer.id))
    const startedAt = clock.now().getTime()
    expect((await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/unfreeze`)).statusCode).toBe(200)
    // A later, shorter hold would not shorten it: the hold ends at the latest end any recovery set.
    const longer = new Date(startedAt + 48 * HOUR)
    await t.database.db.update(userProfiles).set({ recoveryHoldUntil: longer }).where(eq(userProfiles.userId, customer.id))
    const kept = await t.database.db.transaction((tx) => t.app.services.customers.startRecoveryHold(tx, customer.id))
    expect(kept).toEqual(longer)
    await t.database.db
      .update(userProfiles)
      .set({ recoveryHoldUntil: new Date(startedAt + 24 * HOUR) })
      .where(eq(userProfiles.userId, customer.id))
    const cookie = await signInWithCode(t, customer.email, USER_PASSWORD)
    await expectHeld(session(cookie, customer.email, customer.id), { subject: /account has been unfrozen/ }, startedAt)
  })

  it('holds nothing for a staff account, and a money route of a customer without a recovery is not held', async () => {
    const staffer = await createUser(t, { role: 'WORKER' })
    const held = await t.database.db.transaction((tx) => t.app.services.customers.startRecoveryHold(tx, staffer.id))
    expect(held).toBeNull()
    const customer = await fundedCustomer()
    expect((await send(customer)).statusCode).toBe(201)
  })
})

describe('the recovery hold turned off', () => {
  it('holds nothing with RECOVERY_HOLD_HOURS=0, and the mail says nothing of a hold', async () => {
    const t = await buildTestApp({ env: { RECOVERY_HOLD_HOURS: '0' } })
    try {
      const teams = await createTeams(t)
      await fund(t, teams.c1.id, 'BTC', '1')
      expect((await staffCall(t, teams.w1, 'POST', `/api/customers/${teams.c1.id}/password`, { newPassword: 'set by support 1' })).statusCode).toBe(200)
      expect((await t.smtp.waitFor(teams.c1.email, /password was reset by support/)).text).not.toContain('paused')
      const customer = await signInAsHolder(t, teams.c1.email, 'set by support 1')
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/wallets/send',
        headers: customer.headers(),
        payload: { assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS },
      })
      expect(sent.statusCode, sent.body).toBe(201)
    } finally {
      await t.close()
    }
  })
})
