import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountProtection, withdrawalAddresses } from '../../db/schema.ts'
import { WORDED_MESSAGES } from '@wallet/shared/support/worded-messages'
import { shiftableClock } from '../../lib/clock.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { enrolThroughRoutes, totpCode } from '../../../test/auth-support.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { customerWithEmailFactor as emailFactorCustomer, mailedStepUpCode } from '../../../test/step-up.ts'

const HOUR = 60 * 60 * 1000
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const OTHER_BTC = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const clock = shiftableClock()
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ clock })
})
afterAll(() => t.close())

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) })

const customerWithEmailFactor = () => emailFactorCustomer(t)
const stepUp = (user: TestUser) => mailedStepUpCode(t, user)

/** The confirmation code mailed for a new address. */
async function confirmationCode(user: TestUser, from: number): Promise<string> {
  const mail = await t.smtp.until((all) => all.slice(from).find((m) => m.to.includes(user.email) && /Confirm your new withdrawal address/.test(m.subject)), {
    timeoutMs: 5000,
    what: 'the address confirmation',
  })
  return mail.text.match(/confirmation code is (\d{6})/)![1]!
}

/** Adds and confirms an address through the routes: its id. */
async function saveAddress(user: TestUser, assetId: string, address: string): Promise<string> {
  const from = t.smtp.mails.length
  const added = await call(user, 'POST', '/security/withdrawal-addresses', { assetId, address, label: 'Cold wallet', secondFactorCode: await stepUp(user) })
  expect(added.statusCode).toBe(201)
  const id = added.json().address.id as string
  const confirmed = await call(user, 'POST', `/security/withdrawal-addresses/${id}/confirm`, { code: await confirmationCode(user, from) })
  expect(confirmed.statusCode).toBe(200)
  // The time in the words is sent apart too, so that a page in another language can word the sentence.
  const { message, params } = confirmed.json<{ message: string; params: { key: 'addressConfirmed'; values: { usableAt: string } } }>()
  expect(params).toEqual({ key: 'addressConfirmed', values: { usableAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/) } })
  expect(message).toBe(WORDED_MESSAGES.addressConfirmed(params.values))
  return id
}

const send = (user: TestUser, assetId: string, recipientAddress: string) => call(user, 'POST', '/wallets/send', { assetId, amount: '0.01', recipientAddress })

const activity = async (user: TestUser) => (await call(user, 'GET', '/account/activity')).json<{ items?: unknown[] } | unknown[]>()

describe('second factor for protection changes', () => {
  it('refuses a customer without one, and a wrong or replayed code, writing nothing', async () => {
    const none = await createUser(t)
    const refused = await call(none, 'PUT', '/security/anti-phishing-code', { antiPhishingCode: 'blue-heron', secondFactorCode: '123456' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED')

    const user = await createUser(t)
    const secret = await enrolThroughRoutes(t, user.cookie)
    const wrong = await call(user, 'PUT', '/security/anti-phishing-code', {
      antiPhishingCode: 'blue-heron',
      secondFactorCode: totpCode(secret, Date.now() + 5 * HOUR),
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID')
    expect(await t.database.db.select().from(accountProtection).where(eq(accountProtection.userId, user.id))).toEqual([])

    const code = totpCode(secret, Date.now() + 30_000)
    const ok = await call(user, 'PUT', '/security/anti-phishing-code', { antiPhishingCode: 'blue-heron', secondFactorCode: code })
    expect(ok.statusCode).toBe(200)
    // The same authenticator code does not confirm a second change.
    const replay = await call(user, 'PUT', '/security/anti-phishing-code', { antiPhishingCode: 'red-heron', secondFactorCode: code })
    expect(replay.statusCode).toBe(400)
    expect((await call(user, 'GET', '/security/anti-phishing-code')).json()).toEqual({ isSet: true })
    const [saved] = await t.database.db.select().from(accountProtection).where(eq(accountProtection.userId, user.id))
    expect(saved?.antiPhishingCode).toBe('blue-heron')
  })

  it('answers bad input with 400 and a message', async () => {
    const user = await customerWithEmailFactor()
    const cases: Array<[string, 'PUT' | 'POST', object]> = [
      ['/security/anti-phishing-code', 'PUT', { antiPhishingCode: 'ab', secondFactorCode: '123456' }],
      ['/security/anti-phishing-code', 'PUT', { antiPhishingCode: '<script>', secondFactorCode: '123456' }],
      ['/security/anti-phishing-code', 'PUT', { antiPhishingCode: 'good-code' }],
      ['/security/withdrawal-addresses', 'POST', { assetId: 'BTC', address: ETH_ADDRESS, secondFactorCode: '123456' }],
      ['/security/withdrawal-addresses', 'POST', { assetId: 'NOPE', address: BTC_ADDRESS, secondFactorCode: '123456' }],
      ['/security/withdrawal-addresses', 'POST', { assetId: 'BTC', address: BTC_ADDRESS, label: 'x'.repeat(41), secondFactorCode: '123456' }],
      ['/security/withdrawal-allowlist', 'PUT', { enabled: 'yes', secondFactorCode: '123456' }],
      ['/security/withdrawal-addresses/not-a-uuid/confirm', 'POST', { code: '123456' }],
      ['/security/withdrawal-addresses/6a1f7b8e-8d1a-4d6e-9c55-2f0a3a3c1b11/confirm', 'POST', { code: '12' }],
    ]
    for (const [url, method, payload] of cases) {
      const res = await call(user, method, url, payload)
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(typeof res.json().error).toBe('string')
    }
    const missing = await call(user, 'POST', '/security/withdrawal-addresses/6a1f7b8e-8d1a-4d6e-9c55-2f0a3a3c1b11/confirm', { code: '123456' })
    expect(missing.statusCode).toBe(404)
    expect(await t.database.db.select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, user.id))).toEqual([])
  })
})

describe('withdrawal address allowlist', () => {
  it('adds an address only with the second factor and the mailed confirmation, then locks it', async () => {
    const user = await customerWithEmailFactor()
    const from = t.smtp.mails.length
    const added = await call(user, 'POST', '/security/withdrawal-addresses', { assetId: 'BTC', address: BTC_ADDRESS, secondFactorCode: await stepUp(user) })
    expect(added.statusCode).toBe(201)
    expect(added.json().address).toMatchObject({ state: 'awaiting_confirmation', usableAt: null })
    const id = added.json().address.id as string
    const code = await confirmationCode(user, from)

    const wrong = await call(user, 'POST', `/security/withdrawal-addresses/${id}/confirm`, { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('ADDRESS_CONFIRMATION_INVALID')
    // Another customer's code path never reaches this address.
    const other = await customerWithEmailFactor()
    expect((await call(other, 'POST', `/security/withdrawal-addresses/${id}/confirm`, { code })).statusCode).toBe(404)

    const confirmed = await call(user, 'POST', `/security/withdrawal-addresses/${id}/confirm`, { code })
    expect(confirmed.statusCode).toBe(200)
    const usableAt = Date.parse(confirmed.json().address.usableAt)
    expect(usableAt - clock.now().getTime()).toBeGreaterThan(47.9 * HOUR)
    expect(usableAt - clock.now().getTime()).toBeLessThanOrEqual(48 * HOUR)
    expect(confirmed.json().address.state).toBe('locked')
    await t.smtp.waitFor(user.email, /A withdrawal address was added/)

    const again = await call(user, 'POST', `/security/withdrawal-addresses/${id}/confirm`, { code })
    expect(again.statusCode).toBe(409)
    const duplicate = await call(user, 'POST', '/security/withdrawal-addresses', { assetId: 'BTC', address: BTC_ADDRESS, secondFactorCode: await stepUp(user) })
    expect(duplicate.statusCode).toBe(409)

    const items = await activity(user)
    expect(JSON.stringify(items)).toContain('Withdrawal address saved')
    expect(JSON.stringify(items)).toContain('"by":"You"')
  })

  it('refuses sends to unsaved and locked addresses while on, and lets one through once its lock ends', async () => {
    const user = await customerWithEmailFactor()
    await fund(t, user.id, 'BTC', '1')
    await fund(t, user.id, 'ETH', '1')
    const id = await saveAddress(user, 'BTC', BTC_ADDRESS)

    // Off: any valid address.
    expect((await send(user, 'BTC', OTHER_BTC)).statusCode).toBe(201)

    const on = await call(user, 'PUT', '/security/withdrawal-allowlist', { enabled: true, secondFactorCode: await stepUp(user) })
    expect(on.statusCode).toBe(200)
    expect(on.json().state.enabled).toBe(true)

    const unsaved = await send(user, 'BTC', OTHER_BTC)
    expect(unsaved.statusCode).toBe(403)
    expect(unsaved.json()).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' })
    expect(unsaved.json().error).toMatch(/not on your list of saved withdrawal addresses/)
    // Saved for BTC only: the same list says nothing for another asset.
    expect((await send(user, 'ETH', ETH_ADDRESS)).json().code).toBe('ADDRESS_NOT_ALLOWED')

    const locked = await send(user, 'BTC', BTC_ADDRESS)
    expect(locked.statusCode).toBe(403)
    expect(locked.json()).toMatchObject({ code: 'ADDRESS_LOCKED' })
    expect(locked.json().error).toMatch(/locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
    expect(locked.json().params).toEqual({ key: 'addressLocked', values: { until: expect.stringMatching(/UTC$/) } })
    expect(locked.json().error).toBe(WORDED_MESSAGES.addressLocked(locked.json().params.values))

    clock.advance(47 * HOUR)
    expect((await send(user, 'BTC', BTC_ADDRESS)).json().code).toBe('ADDRESS_LOCKED')
    clock.advance(1 * HOUR + 1000)
    const through = await send(user, 'BTC', BTC_ADDRESS)
    expect(through.statusCode).toBe(201)
    // Case is not part of a bech32 address: the upper-case spelling is the same saved address.
    expect((await send(user, 'BTC', BTC_ADDRESS.toUpperCase())).statusCode).toBe(201)

    // The job mails the end of the lock once.
    expect((await t.app.services.accountProtection.runDue()).usable).toBeGreaterThanOrEqual(1)
    await t.smtp.waitFor(user.email, /Your new withdrawal address is ready/)
    expect((await t.app.services.accountProtection.runDue()).usable).toBe(0)

    // Removing it (no second factor needed to narrow the list) refuses it again at once.
    expect((await call(user, 'DELETE', `/security/withdrawal-addresses/${id}`)).statusCode).toBe(200)
    expect((await send(user, 'BTC', BTC_ADDRESS)).json().code).toBe('ADDRESS_NOT_ALLOWED')
    await t.smtp.waitFor(user.email, /A withdrawal address was removed/)
  })

  it('turning the allowlist off waits out the lock; turning it on again cancels', async () => {
    const user = await customerWithEmailFactor()
    await fund(t, user.id, 'BTC', '1')
    await call(user, 'PUT', '/security/withdrawal-allowlist', { enabled: true, secondFactorCode: await stepUp(user) })

    const off = await call(user, 'PUT', '/security/withdrawal-allowlist', { enabled: false, secondFactorCode: await stepUp(user) })
    expect(off.statusCode).toBe(200)
    expect(off.json().state.enabled).toBe(true)
    expect(Date.parse(off.json().state.turnsOffAt) - clock.now().getTime()).toBeGreaterThan(47.9 * HOUR)
    expect(off.json().params).toEqual({ key: 'allowlistOffScheduled', values: { at: expect.stringMatching(/UTC$/) } })
    expect(off.json().message).toBe(WORDED_MESSAGES.allowlistOffScheduled(off.json().params.values))
    await t.smtp.waitFor(user.email, /Your address allowlist will turn off/)
    expect((await send(user, 'BTC', OTHER_BTC)).json().code).toBe('ADDRESS_NOT_ALLOWED')

    // Cancelled, then asked again: the lock starts over.
    const keep = await call(user, 'PUT', '/security/withdrawal-allowlist', { enabled: true, secondFactorCode: await stepUp(user) })
    expect(keep.json()).toMatchObject({ message: 'The allowlist stays on.', state: { enabled: true, turnsOffAt: null } })
    clock.advance(47 * HOUR)
    await call(user, 'PUT', '/security/withdrawal-allowlist', { enabled: false, secondFactorCode: await stepUp(user) })
    clock.advance(47 * HOUR)
    expect((await send(user, 'BTC', OTHER_BTC)).json().code).toBe('ADDRESS_NOT_ALLOWED')
    clock.advance(1 * HOUR + 1000)
    expect((await send(user, 'BTC', OTHER_BTC)).statusCode).toBe(201)
    expect((await call(user, 'GET', '/security/withdrawal-addresses')).json()).toMatchObject({ enabled: false, turnsOffAt: null })

    expect((await t.app.services.accountProtection.runDue()).turnedOff).toBeGreaterThanOrEqual(1)
    await t.smtp.waitFor(user.email, /Your address allowlist is now off/)
    const labels = JSON.stringify(await activity(user))
    for (const label of ['Sends limited to saved addresses', 'Turning off the address allowlist', 'Address allowlist kept on']) expect(labels).toContain(label)
  })
})
