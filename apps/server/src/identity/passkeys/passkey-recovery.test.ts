import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { authenticatorStepUp, enrolThroughRoutes, mailedStepUp, post, type StepUp } from '../../../test/auth-support.ts'
import { createUser, USER_PASSWORD, type TestUser } from '../../../test/factories.ts'
import { SoftPasskey } from '../../../test/passkey-authenticator.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { accountProtection, passkeys, verifications } from '../../db/schema.ts'
import { ORIGIN } from '../../../test/auth-support.ts'

/**
 * Passkeys are factors (docs/decisions/124): changing them, and reading the anti-phishing code, takes the password and
 * the second factor; every recovery step removes them; support sees and removes them as a staff action.
 */

let t: TestApp
let teams: Teams
beforeAll(async () => {
  t = await buildTestApp()
  teams = await createTeams(t)
})
afterAll(() => t.close())

const stepUpOf = (who: TestUser): Promise<StepUp> => mailedStepUp(t, who.cookie, who.email, USER_PASSWORD)

/** Registers a passkey through Settings → Security, step-up included: the authenticator that holds it. */
async function givePasskey(who: TestUser, name = 'Laptop', stepUp?: StepUp): Promise<SoftPasskey> {
  const key = new SoftPasskey({ origin: ORIGIN })
  const options = await post(t, '/api/security/passkeys/registration-options', stepUp ?? (await stepUpOf(who)), { cookie: who.cookie })
  expect(options.statusCode, options.body).toBe(200)
  const registered = await post(t, '/api/security/passkeys', { name, credential: key.register(options.json()) }, { cookie: who.cookie })
  expect(registered.statusCode, registered.body).toBe(201)
  return key
}

async function passkeySignIn(key: SoftPasskey) {
  const options = await post(t, '/api/auth/passkey/sign-in-options', {})
  return post(t, '/api/auth/passkey/sign-in', { credential: key.authenticate(options.json()) })
}

const passkeysOf = (userId: string) => t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId))

/** A customer of w1 (m1's team), signed in. */
async function customerOfW1(fullName = 'Pia Passkey'): Promise<TestUser> {
  const customer = await createUser(t, { fullName })
  await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
  return customer
}

/** After a recovery step: no passkey left, the old one signs nobody in, and the customer's bell says so. */
async function expectPasskeysRevoked(customer: TestUser, key: SoftPasskey, count: number) {
  expect(await passkeysOf(customer.id)).toEqual([])
  const signIn = await passkeySignIn(key)
  expect([signIn.statusCode, signIn.json().code]).toEqual([401, 'PASSKEY_UNKNOWN'])
  const told = (await notificationsOf(t, customer.id)).map((n) => n.message).join('\n')
  expect(told).toContain(count === 1 ? 'Your passkey was removed' : `Your ${count} passkeys were removed`)
}

describe('a session alone', () => {
  it('registers, renames and removes no passkey', async () => {
    const customer = await customerOfW1()
    await givePasskey(customer)
    const [passkey] = await passkeysOf(customer.id)
    const challenges = () => t.database.db.$count(verifications, like(verifications.identifier, 'passkey-challenge:%'))
    const challengesBefore = await challenges()

    const options = (body: object) => post(t, '/api/security/passkeys/registration-options', body, { cookie: customer.cookie })
    const noStepUp = await options({})
    expect([noStepUp.statusCode, noStepUp.json().error]).toEqual([400, 'Please enter your password to continue.'])
    const wrongPassword = await options({ password: 'not the password', secondFactorCode: '123456' })
    expect([wrongPassword.statusCode, wrongPassword.json().code]).toEqual([400, 'PASSWORD_VERIFICATION_FAILED'])
    const wrongCode = await options({ password: USER_PASSWORD, secondFactorCode: '000000' })
    expect([wrongCode.statusCode, wrongCode.json().code]).toEqual([400, 'SECOND_FACTOR_INVALID'])
    // No challenge was handed out, so no registration can follow.
    expect(await challenges()).toBe(challengesBefore)

    const rename = await t.app.inject({ method: 'PATCH', url: `/api/security/passkeys/${passkey!.id}`, headers: customer.headers(), payload: { name: 'Mine' } })
    expect(rename.statusCode).toBe(400)
    const remove = await post(t, `/api/security/passkeys/${passkey!.id}/remove`, {}, { cookie: customer.cookie })
    expect(remove.statusCode).toBe(400)
    // The bodiless DELETE is gone.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/security/passkeys/${passkey!.id}`, headers: customer.headers() })).statusCode).toBe(404)
    expect(await passkeysOf(customer.id)).toEqual([expect.objectContaining({ id: passkey!.id, name: 'Laptop' })])

    // With the step-up, both work.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/security/passkeys/${passkey!.id}`,
      headers: customer.headers(),
      payload: { name: 'Phone', ...(await stepUpOf(customer)) },
    })
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Phone'])
    const removed = await post(t, `/api/security/passkeys/${passkey!.id}/remove`, await stepUpOf(customer), { cookie: customer.cookie })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await passkeysOf(customer.id)).toEqual([])
  })

  it('reads no anti-phishing code: only whether one is set, and the code after the step-up', async () => {
    const customer = await customerOfW1()
    await t.database.db
      .insert(accountProtection)
      .values({ userId: customer.id, antiPhishingCode: 'Blue Heron 42' })
      .onConflictDoUpdate({
        target: accountProtection.userId,
        set: { antiPhishingCode: 'Blue Heron 42' },
      })
    const state = await t.app.inject({ method: 'GET', url: '/api/security/anti-phishing-code', headers: customer.headers() })
    expect(state.json()).toEqual({ isSet: true })
    expect(state.body).not.toContain('Heron')

    const reveal = (body: object) => post(t, '/api/security/anti-phishing-code/reveal', body, { cookie: customer.cookie })
    expect((await reveal({})).statusCode).toBe(400)
    expect((await reveal({ password: USER_PASSWORD, secondFactorCode: '000000' })).json().code).toBe('SECOND_FACTOR_INVALID')
    const revealed = await reveal(await stepUpOf(customer))
    expect([revealed.statusCode, revealed.json()]).toEqual([200, { antiPhishingCode: 'Blue Heron 42' }])
  })
})

describe('every recovery step removes every passkey, and the customer is told', () => {
  it('a password reset from the emailed link', async () => {
    const customer = await customerOfW1()
    const key = await givePasskey(customer)
    await givePasskey(customer, 'Phone')
    const before = t.smtp.mails.length
    expect((await post(t, '/api/auth/request-password-reset', { email: customer.email, redirectTo: '/update-password' })).statusCode).toBe(200)
    const mail = await t.smtp.until((all) => all.slice(before).find((m) => m.to.includes(customer.email) && /Reset your password/.test(m.subject)), {
      timeoutMs: 5000,
      what: 'the reset mail',
    })
    const landing = await t.app.inject({ method: 'GET', url: new URL(mail.text.match(/https?:\/\/\S+/)![0]).pathname + '?callbackURL=/update-password' })
    const token = new URL(landing.headers.location as string, ORIGIN).searchParams.get('token')!
    const reset = await post(t, '/api/auth/reset-password', { newPassword: 'a brand new passphrase 9', token })
    expect(reset.statusCode, reset.body).toBe(200)

    await expectPasskeysRevoked(customer, key, 2)
    const rows = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'account.password.reset')
    expect(rows).toEqual([expect.objectContaining({ actorId: customer.id, after: expect.objectContaining({ passkeysRevoked: 2 }) })])
    expect((await t.smtp.waitFor(customer.email, /Your passkeys were removed/)).text).toContain('reset from the emailed link')
  })

  it('a staff password reset, in its one audit row', async () => {
    const customer = await customerOfW1()
    const key = await givePasskey(customer)
    const reset = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/password`, { newPassword: 'temp-4242' })
    expect(reset.statusCode, reset.body).toBe(200)

    await expectPasskeysRevoked(customer, key, 1)
    const rows = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.password.reset')
    expect(rows).toEqual([expect.objectContaining({ actorId: teams.w1.id, after: expect.objectContaining({ passkeysRevoked: 1 }) })])
    expect((await t.smtp.waitFor(customer.email, /password was reset by support/)).text).toContain('Your passkey was removed')
  })

  it('an approved second-factor reset', async () => {
    const customer = await customerOfW1()
    const secret = await enrolThroughRoutes(t, customer.cookie)
    const key = await givePasskey(customer, 'Laptop', authenticatorStepUp(secret, USER_PASSWORD))
    const asked = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/second-factor/resets`, { reason: 'Lost their phone; checked on a call' })
    expect(asked.statusCode, asked.body).toBe(202)
    const resetId = asked.json().state.waiting.id as string
    const approved = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/second-factor/resets/${resetId}/approve`, {})
    expect(approved.statusCode, approved.body).toBe(200)

    await expectPasskeysRevoked(customer, key, 1)
    const rows = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.second_factor.reset')
    expect(rows).toEqual([expect.objectContaining({ actorId: teams.m1.id, after: expect.objectContaining({ passkeysRevoked: 1 }) })])
    expect((await t.smtp.waitFor(customer.email, /second factor was reset/)).text).toContain('Your passkey was removed')
  })

  it('a freeze', async () => {
    const customer = await customerOfW1()
    const key = await givePasskey(customer)
    const frozen = await post(t, '/api/security/freeze', { password: USER_PASSWORD }, { cookie: customer.cookie })
    expect(frozen.statusCode, frozen.body).toBe(200)

    expect(await passkeysOf(customer.id)).toEqual([])
    // Frozen: no sign-in at all; the passkey is gone for the unfreeze too.
    expect((await passkeySignIn(key)).json().code).toBe('PASSKEY_UNKNOWN')
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContainEqual(expect.stringContaining('Your passkey was removed'))
    const rows = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'account.freeze')
    expect(rows).toEqual([expect.objectContaining({ after: expect.objectContaining({ frozen: true, passkeysRevoked: 1 }) })])
    expect((await t.smtp.waitFor(customer.email, /Your passkeys were removed/)).text).toContain('Your wallet account was frozen.')
  })
})

describe("support and a customer's passkeys", () => {
  it('lists them and removes one as a staff action: one audit row, the customer told', async () => {
    const customer = await customerOfW1()
    const key = await givePasskey(customer, 'Laptop')
    await givePasskey(customer, 'Phone')
    const url = `/api/customers/${customer.id}/passkeys`

    const listed = await staffCall(t, teams.w1, 'GET', url)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().passkeys).toEqual([
      expect.objectContaining({ name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }),
      expect.objectContaining({ name: 'Phone' }),
    ])
    const laptopId = listed.json().passkeys[0].id as string

    // Outside the scope, and customers, get nothing.
    expect((await staffCall(t, teams.w2, 'GET', url)).json().code).toBe('PROFILE_ACCESS_DENIED')
    expect((await staffCall(t, teams.w2, 'DELETE', `${url}/${laptopId}`)).json().code).toBe('PROFILE_ACCESS_DENIED')
    expect((await staffCall(t, teams.c1, 'GET', url)).json().code).toBe('PROFILE_ROLE_DENIED')
    // A passkey of another customer, through this customer's address, is not found.
    const other = await customerOfW1('Otto Other')
    await givePasskey(other)
    const [othersKey] = await passkeysOf(other.id)
    expect((await staffCall(t, teams.w1, 'DELETE', `${url}/${othersKey!.id}`)).json().code).toBe('PASSKEY_NOT_FOUND')
    expect(await passkeysOf(other.id)).toHaveLength(1)

    const auditBefore = (await auditRowsOf(t, customer.id)).length
    const removed = await staffCall(t, teams.w1, 'DELETE', `${url}/${laptopId}`)
    expect([removed.statusCode, removed.json()]).toEqual([200, { success: true, message: 'Passkey removed.' }])
    expect((await passkeysOf(customer.id)).map((p) => p.name)).toEqual(['Phone'])
    expect((await passkeySignIn(key)).json().code).toBe('PASSKEY_UNKNOWN')

    const rows = await auditRowsOf(t, customer.id)
    expect(rows).toHaveLength(auditBefore + 1)
    expect(rows.at(-1)).toMatchObject({ action: 'customer.passkey.remove', actorId: teams.w1.id, before: { passkey: 'Laptop' } })
    expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
      'Support removed the passkey "Laptop" from your account: it no longer signs you in.',
    )
    expect((await t.smtp.waitFor(customer.email, /Support removed a passkey/)).text).toContain('"Laptop"')
    const again = await staffCall(t, teams.w1, 'DELETE', `${url}/${laptopId}`)
    expect([again.statusCode, again.json().code]).toEqual([404, 'PASSKEY_NOT_FOUND'])
    expect(await t.database.db.$count(passkeys, and(eq(passkeys.userId, customer.id)))).toBe(1)
  })

  it('bars whoever removed a passkey from asking for the second-factor reset that would follow it', async () => {
    const customer = await customerOfW1('Rita Recovery')
    await givePasskey(customer)
    await enrolThroughRoutes(t, customer.cookie)
    const [passkey] = await passkeysOf(customer.id)
    expect((await staffCall(t, teams.w1, 'DELETE', `/api/customers/${customer.id}/passkeys/${passkey!.id}`)).statusCode).toBe(200)

    const asked = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/second-factor/resets`, { reason: 'Lost phone' })
    expect([asked.statusCode, asked.json().code]).toEqual([409, 'FACTOR_RESET_RECENT_CHANGE'])
  })
})
