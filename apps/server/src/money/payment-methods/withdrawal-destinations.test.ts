import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, paymentMethods, transactions } from '../../db/schema.ts'
import { shiftableClock } from '../../lib/clock.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod, fund, USER_PASSWORD, type TestUser } from '../../../test/factories.ts'
import { customerWithEmailFactor, mailedStepUpCode } from '../../../test/step-up.ts'

const HOUR = 60 * 60 * 1000
const BANK = { type: 'bank_account', bank_name: 'Attacker Bank', account_number: 'DE89 3704 0044 0532 0130 00' }
const CARD = { type: 'credit_card', cardNumber: '4111 1111 1111 1111', cardHolderName: 'Ada Lovelace', expiryDate: '08/39', cvv: '737' }

/** Payment methods are destinations like addresses while the withdrawal allowlist is on (docs/decisions/126). */
describe('payment methods under the withdrawal allowlist', () => {
  const clock = shiftableClock()
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ clock })
  })
  afterAll(() => t.close())

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) })
  const withdraw = (user: TestUser, paymentMethodId: string, amount = '900') =>
    call(user, 'POST', '/payments/withdrawals', { tokenId: 'USDT', amount, paymentMethodId })
  const methodsOf = async (userId: string) => t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId))
  const withdrawalsOf = async (userId: string) =>
    t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.type, 'withdrawal')))
  const auditOf = async (userId: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, action)))

  /** A funded customer with an emailed second factor and the allowlist turned on through its route. */
  async function protectedCustomer(): Promise<TestUser> {
    const user = await customerWithEmailFactor(t)
    await fund(t, user.id, 'USDT', '1000')
    const on = await call(user, 'PUT', '/security/withdrawal-allowlist', { enabled: true, secondFactorCode: await mailedStepUpCode(t, user) })
    expect(on.statusCode).toBe(200)
    return user
  }

  it('a session alone can neither add a bank account nor withdraw 900 USDT to one at once', async () => {
    const victim = await protectedCustomer()

    // The attack as found: the session adds a bank account, then withdraws to it.
    const added = await call(victim, 'POST', '/payment-methods', BANK)
    expect(added.statusCode).toBe(403)
    expect(added.json()).toMatchObject({
      code: 'PAYMENT_METHOD_STEP_UP_REQUIRED',
      error: 'Your withdrawal allowlist is on: confirm with your password and second-factor code to add a payment method.',
    })
    expect(await methodsOf(victim.id)).toEqual([])
    // A password alone, or a code alone, is no step-up.
    expect((await call(victim, 'POST', '/payment-methods', { ...BANK, password: USER_PASSWORD })).statusCode).toBe(403)
    expect((await call(victim, 'POST', '/payment-methods', { ...BANK, secondFactorCode: '123456' })).statusCode).toBe(403)
    expect(await methodsOf(victim.id)).toEqual([])

    // Even with the password and the code, the new account waits out the lock before money may go there.
    const stepped = await call(victim, 'POST', '/payment-methods', { ...BANK, password: USER_PASSWORD, secondFactorCode: await mailedStepUpCode(t, victim) })
    expect(stepped.statusCode).toBe(201)
    const lockedUntil = stepped.json().locked_until as string
    expect(Date.parse(lockedUntil) - clock.now().getTime()).toBeGreaterThan(47 * HOUR)
    const refused = await withdraw(victim, stepped.json().id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_METHOD_LOCKED',
      error: expect.stringMatching(/locked for withdrawals until \d{4}-\d\d-\d\d \d\d:\d\d UTC/),
      // The time apart, for a page in another language to word the sentence.
      params: { key: 'paymentMethodLocked', values: { until: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/) } },
    })
    expect(await withdrawalsOf(victim.id)).toEqual([])
    expect((await t.app.services.ledger.figures(t.database.db, victim.id)).USDT.available).toBe('1000')

    // An id that is no payment method of the customer's is refused too.
    const unknown = await withdraw(victim, '6a1f7b8e-8d1a-4d6e-9c55-2f0a3a3c1b11')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('PAYMENT_METHOD_NOT_FOUND')
  })

  it('the list shows the lock and asks for the step-up; the lock ends after the allowlist lock period', async () => {
    const user = await protectedCustomer()
    const before = await addPaymentMethod(t, user.id, 'bank_account')
    const added = await call(user, 'POST', '/payment-methods', { ...CARD, password: USER_PASSWORD, secondFactorCode: await mailedStepUpCode(t, user) })
    expect(added.statusCode).toBe(201)
    const list = (await call(user, 'GET', '/payment-methods')).json()
    expect(list).toMatchObject({ step_up_required: true, lock_hours: 48 })
    const byId = new Map((list.paymentMethods as Array<{ id: string; locked_until: string | null }>).map((m) => [m.id, m.locked_until]))
    expect(byId.get(before)).toBeNull()
    expect(byId.get(added.json().id)).toBe(added.json().locked_until)

    // A method saved before the allowlist was on stays usable; the new one only once its lock has passed.
    expect((await withdraw(user, before, '10')).statusCode).toBe(201)
    clock.advance(47 * HOUR)
    expect((await withdraw(user, added.json().id, '10')).json().code).toBe('PAYMENT_METHOD_LOCKED')
    clock.advance(HOUR + 60_000)
    expect((await withdraw(user, added.json().id, '10')).statusCode).toBe(201)
    expect((await call(user, 'GET', '/payment-methods')).json().paymentMethods.every((m: { locked_until: null }) => m.locked_until === null)).toBe(true)
  })

  it('a wrong password or code adds nothing', async () => {
    const user = await protectedCustomer()
    const wrongPassword = await call(user, 'POST', '/payment-methods', {
      ...BANK,
      password: 'not my password',
      secondFactorCode: await mailedStepUpCode(t, user),
    })
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().code).toBe('PASSWORD_VERIFICATION_FAILED')
    await mailedStepUpCode(t, user)
    const wrongCode = await call(user, 'POST', '/payment-methods', { ...BANK, password: USER_PASSWORD, secondFactorCode: '000000' })
    expect(wrongCode.statusCode).toBe(400)
    expect(wrongCode.json().code).toBe('SECOND_FACTOR_INVALID')
    expect(await methodsOf(user.id)).toEqual([])
    expect(await auditOf(user.id, 'account.payment_method.add')).toEqual([])
  })

  it('adding and removing are audited as the customer’s own action and mailed, allowlist on or off', async () => {
    const plain = await customerWithEmailFactor(t)
    const added = await call(plain, 'POST', '/payment-methods', BANK)
    expect(added.statusCode).toBe(201)
    expect(added.json().locked_until).toBeNull()
    await t.smtp.waitFor(plain.email, /A payment method was added/)
    expect(await auditOf(plain.id, 'account.payment_method.add')).toMatchObject([
      { actorId: plain.id, after: { method: 'Attacker Bank •••• 3000', lockedUntil: null } },
    ])

    const guarded = await protectedCustomer()
    const stepped = await call(guarded, 'POST', '/payment-methods', { ...BANK, password: USER_PASSWORD, secondFactorCode: await mailedStepUpCode(t, guarded) })
    const mail = await t.smtp.waitFor(guarded.email, /A payment method was added/)
    // (The capture reads the quoted-printable bullets byte by byte: match around them.)
    expect(mail.text).toMatch(/added to your wallet account: Attacker Bank .+ 3000\./)
    expect(mail.text).toMatch(/locked for withdrawals until \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    expect(await auditOf(guarded.id, 'account.payment_method.add')).toMatchObject([
      { actorId: guarded.id, after: { lockedUntil: expect.stringMatching(/UTC$/) } },
    ])

    // Removing narrows where money may go: no step-up, but audited and mailed.
    const removed = await call(guarded, 'DELETE', `/payment-methods/${stepped.json().id}`)
    expect(removed.statusCode).toBe(204)
    await t.smtp.waitFor(guarded.email, /A payment method was removed/)
    expect(await auditOf(guarded.id, 'account.payment_method.remove')).toMatchObject([{ actorId: guarded.id, before: { method: 'Attacker Bank •••• 3000' } }])
    const activity = (await call(guarded, 'GET', '/account/activity')).json()
    expect(JSON.stringify(activity)).toContain('Payment method removed')
    // Removing another customer's method, or an unknown one, is 404 and writes nothing.
    expect((await call(plain, 'DELETE', `/payment-methods/${added.json().id}`)).statusCode).toBe(204)
    expect((await call(guarded, 'DELETE', `/payment-methods/${added.json().id}`)).statusCode).toBe(404)
  })
})
