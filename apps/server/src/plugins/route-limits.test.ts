import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cryptoBuyingLinks, idempotencyKeys, kycDocuments, transactions } from '../db/schema.ts'
import { shiftableClock } from '../lib/clock.ts'
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, ORIGIN, type TestUser } from '../../test/factories.ts'
import { kycSubmission, multipart, PNG } from '../../test/multipart.ts'
import { createTeams, staffCall, type Teams } from '../../test/staff-fixtures.ts'

const LIMIT = 2
const WINDOW_SECONDS = 60
const RATE_LIMITED = { error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', requestId: expect.any(String) }
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const LIMITS = {
  MONEY_RATE_LIMIT: String(LIMIT),
  CAPTCHA_RATE_LIMIT: String(LIMIT),
  UPLOAD_RATE_LIMIT: String(LIMIT),
  FREEZE_RATE_LIMIT: String(LIMIT),
  RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
}

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown }

/** A 429 in the product's error shape, with the seconds left of the window in Retry-After. */
function expectLimited(res: Answer) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual(RATE_LIMITED)
  const retryAfter = Number(res.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS)
}

/** Routes with a limit: past it a 429 with Retry-After, per account or per client address (docs/decisions/059). */
describe('route limits', () => {
  let t: TestApp
  const clock = shiftableClock()
  let addresses = 0
  /** A client address no other test uses. */
  const freshIp = () => `10.59.${Math.floor(++addresses / 250)}.${addresses % 250}`

  beforeAll(async () => {
    t = await buildTestApp({ env: LIMITS, clock })
  })
  afterAll(() => t.close())

  /** A funded customer with a card, as every money request below needs. */
  async function customer(): Promise<TestUser & { card: string }> {
    const user = await createUser(t)
    await fund(t, user.id, 'BTC', '5')
    return { ...user, card: await addPaymentMethod(t, user.id, 'credit_card') }
  }
  const writesOf = async (userId: string) => ({
    ledger: (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId))).length,
    keys: (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))).length,
  })

  const moneyRoutes: Array<[string, (user: { card: string }) => object]> = [
    ['/api/wallets/send', () => ({ assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS })],
    ['/api/payments/deposits', (u) => ({ tokenId: 'BTC', amount: '0.01', paymentMethodId: u.card })],
    ['/api/payments/withdrawals', (u) => ({ tokenId: 'BTC', amount: '0.01', paymentMethodId: u.card })],
    ['/api/swaps', () => ({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.01' })],
    ['/api/stakes', () => ({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: 2.7 })],
  ]

  it.each(moneyRoutes)('POST %s: 429 past the limit per account, writing nothing; another account goes on', async (url, body) => {
    const alice = await customer()
    const bob = await customer()
    const ip = freshIp()
    const call = (user: TestUser & { card: string }, key: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: user.headers({ 'idempotency-key': key }), payload: body(user) })
    for (let i = 0; i < LIMIT; i++) expect((await call(alice, `${url}-${i}`)).statusCode).toBe(201)
    const before = await writesOf(alice.id)

    expectLimited(await call(alice, `${url}-late`))
    expect(await writesOf(alice.id)).toEqual(before)
    // Another account from the same address has its own count.
    expect((await call(bob, `${url}-bob`)).statusCode).toBe(201)

    // The refusal was not stored under its key: once the window has passed, the same request runs.
    clock.advance(WINDOW_SECONDS * 1000)
    const retried = await call(alice, `${url}-late`)
    expect(retried.statusCode).toBe(201)
    expect(retried.headers['idempotent-replayed']).toBeUndefined()
  })

  it('counts the money routes together: sends past the limit also stop swaps', async () => {
    const alice = await customer()
    for (let i = 0; i < LIMIT; i++) {
      const res = await t.app.inject({ method: 'POST', url: moneyRoutes[0]![0], headers: alice.headers(), payload: moneyRoutes[0]![1](alice) })
      expect(res.statusCode).toBe(201)
    }
    expectLimited(await t.app.inject({ method: 'POST', url: '/api/swaps', headers: alice.headers(), payload: moneyRoutes[3]![1](alice) }))
  })

  it('GET /api/captcha/challenge: 429 past the limit per client address; another address goes on', async () => {
    const ip = freshIp()
    const challenge = (from: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: from, headers })
    for (let i = 0; i < LIMIT; i++) expect((await challenge(ip)).statusCode).toBe(200)
    expectLimited(await challenge(ip))
    // A client's own X-Forwarded-For is not believed (no TRUST_PROXY): it does not buy a fresh count.
    expectLimited(await challenge(ip, { 'x-forwarded-for': '203.0.113.7' }))
    // Nor does a session: the challenge is for signed-out callers, counted by address whoever is signed in.
    const signedIn = await createUser(t)
    expectLimited(await challenge(ip, { cookie: signedIn.cookie }))
    expect((await challenge(freshIp())).statusCode).toBe(200)
  })

  it('counts an IPv6 client by its /64, which it usually holds whole', async () => {
    const challenge = (from: string) => t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: from })
    for (let i = 0; i < LIMIT; i++) expect((await challenge(`2001:db8:59::${i + 1}`)).statusCode).toBe(200)
    expectLimited(await challenge('2001:db8:59::ffff'))
    expect((await challenge('2001:db8:5a::1')).statusCode).toBe(200)
  })

  describe('uploads', () => {
    let teams: Teams
    beforeAll(async () => {
      teams = await createTeams(t)
    })

    const submitKyc = (user: TestUser, ip: string) => {
      const { payload, contentType } = multipart(kycSubmission())
      return t.app.inject({ method: 'POST', url: '/api/kyc', remoteAddress: ip, headers: user.headers({ 'content-type': contentType }), payload })
    }
    const kycRowsOf = async (userId: string) => (await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId))).length
    const kycFiles = () => {
      const dir = path.join(t.env.DATA_DIR, 'uploads', 'kyc')
      return existsSync(dir) ? readdirSync(dir).length : 0
    }

    it('POST /api/kyc: 429 past the limit per account, storing no document; another account goes on', async () => {
      const alice = await createUser(t)
      const bob = await createUser(t)
      const ip = freshIp()
      // Requests count whatever their answer: here each is refused for not being multipart.
      for (let i = 0; i < LIMIT; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/kyc', remoteAddress: ip, headers: alice.headers(), payload: {} })
        expect(res.statusCode).toBe(415)
      }
      const files = kycFiles()
      expectLimited(await submitKyc(alice, ip))
      expect(await kycRowsOf(alice.id)).toBe(0)
      expect(kycFiles()).toBe(files)
      expect((await submitKyc(bob, ip)).statusCode).toBe(201)
    })

    it('POST /api/customers/:customerId/buying-links (a logo): 429 past the limit per staff account; another goes on', async () => {
      const addLink = (who: TestUser, name: string) => {
        const { payload, contentType } = multipart([
          { name: 'url', value: 'https://exchange.example.com' },
          { name: 'name', value: name },
          { name: 'logo', filename: 'logo.png', content: PNG, type: 'image/png' },
        ])
        return t.app.inject({
          method: 'POST',
          url: `/api/customers/${teams.c1.id}/buying-links`,
          headers: { cookie: who.cookie, origin: ORIGIN, 'content-type': contentType },
          payload,
        })
      }
      const links = async () => (await t.database.db.select().from(cryptoBuyingLinks).where(eq(cryptoBuyingLinks.userId, teams.c1.id))).length
      for (let i = 0; i < LIMIT; i++) expect((await addLink(teams.w1, `Exchange ${i}`)).statusCode).toBe(201)
      const before = await links()
      expectLimited(await addLink(teams.w1, 'One too many'))
      expect(await links()).toBe(before)
      expect((await addLink(teams.m1, 'The manager’s')).statusCode).toBe(201)
      // Still refused for the worker, whichever route of the group it tries.
      expectLimited(await staffCall(t, teams.w1, 'POST', `/api/customers/${teams.c1.id}/buying-links`, {}))
    })
  })

  it('the signed-out freeze link and unfreeze steps: 429 past the limit per client address, counted together', async () => {
    const ip = freshIp()
    const call = (url: string, payload: object, from = ip) => t.app.inject({ method: 'POST', url, remoteAddress: from, headers: { origin: ORIGIN }, payload })
    for (let i = 0; i < LIMIT; i++) expect((await call('/api/account-freeze/link', { token: `no-such-token-${i}` })).statusCode).not.toBe(429)
    expectLimited(await call('/api/account-freeze/unfreeze/start', { email: 'someone@example.com', password: 'a guess at it' }))
    expectLimited(await call('/api/account-freeze/unfreeze', { email: 'someone@example.com', password: 'a guess at it' }))
    expect((await call('/api/account-freeze/link', { token: 'no-such-token' }, freshIp())).statusCode).not.toBe(429)
  })

  it('describes the 429 and its Retry-After on each limited route, and on no other', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>
    }>()
    const limited = Object.entries(document.paths)
      .flatMap(([p, item]) => Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${p}`, op.responses['429']] as const))
      .filter(([, answer]) => answer)
    expect(limited.map(([op]) => op).sort()).toEqual(
      [
        'GET /api/captcha/challenge',
        'POST /api/account-freeze/link',
        'POST /api/account-freeze/unfreeze',
        'POST /api/account-freeze/unfreeze/start',
        'POST /api/customers/{customerId}/buying-links',
        'POST /api/kyc',
        'POST /api/payments/deposits',
        'POST /api/payments/withdrawals',
        'POST /api/stakes',
        'POST /api/swaps',
        'POST /api/wallets/send',
      ].sort(),
    )
    for (const [, answer] of limited) expect(answer!.headers).toHaveProperty('Retry-After')
  })
})

/** Every instance behind the load balancer sees the same counts (the README: instances are stateless). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('route limits across two app instances', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: LIMITS })
  })
  afterAll(() => t.close())

  it('counts a client’s captcha challenges on both instances together', async () => {
    const second = await buildSecondInstance(t)
    try {
      const challenge = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '10.59.200.1' })
      for (let i = 0; i < LIMIT; i++) expect((await challenge(i % 2 === 0 ? t.app : second.app)).statusCode).toBe(200)
      expectLimited(await challenge(second.app))
      expectLimited(await challenge(t.app))
    } finally {
      await second.close()
    }
  })
})
