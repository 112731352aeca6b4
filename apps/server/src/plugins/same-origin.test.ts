import { readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentMethods, transactions } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { addPaymentMethod, createUser, fund, ORIGIN, type TestUser } from '../../test/factories.ts'
import { kycSubmission, multipart } from '../../test/multipart.ts'

const FOREIGN = { error: 'This request did not come from the wallet app.', code: 'FOREIGN_ORIGIN', requestId: expect.any(String) }
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('state-changing requests from another origin', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
    await fund(t, user.id, 'BTC', '1')
  })
  afterAll(() => t.close())

  const send = (origin: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallets/send',
      headers: { cookie: user.cookie, ...(origin === undefined ? {} : { origin }) },
      payload: { assetId: 'BTC', amount: '0.1', recipientAddress: BTC_ADDRESS },
    })
  const sends = () => t.database.db.$count(transactions, eq(transactions.userId, user.id))

  it.each(['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'http://localhost:3001', 'https://localhost:3000'])(
    'refuses a money POST with Origin %s and moves nothing',
    async (origin) => {
      const before = await sends()
      const res = await send(origin)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual(FOREIGN)
      expect(await sends()).toBe(before)
    },
  )

  it('refuses a POST that carries the session cookie and no Origin at all', async () => {
    const res = await send(undefined)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(FOREIGN)
  })

  it('accepts the app’s own origin', async () => {
    expect((await send(ORIGIN)).statusCode).toBe(201)
  })

  it('refuses a forged multipart KYC upload before a byte is stored', async () => {
    const uploads = path.join(t.env.DATA_DIR, 'uploads', 'kyc')
    const files = () => {
      try {
        return readdirSync(uploads)
      } catch {
        return []
      }
    }
    const before = files()
    const { payload, contentType } = multipart(kycSubmission())
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kyc',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': contentType },
      payload,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(FOREIGN)
    expect(files()).toEqual(before)
  })

  it('refuses a DELETE from another origin', async () => {
    const id = await addPaymentMethod(t, user.id)
    const res = await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${id}`, headers: { cookie: user.cookie, origin: 'https://evil.example' } })
    expect(res.statusCode).toBe(403)
    expect(await t.database.db.$count(paymentMethods, eq(paymentMethods.id, id))).toBe(1)
  })

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'outside production, trusts this port’s other local address %s (the app opened at 127.0.0.1 still signs in)',
    async (origin) => {
      expect((await send(origin)).statusCode).toBe(201)
      // better-auth checks the origin too: a wrong password is the only refusal, with the spec's text.
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        // A first failure for this address and account, so no captcha is asked for yet.
        remoteAddress: origin.includes('::1') ? '10.0.0.61' : '10.0.0.62',
        payload: { email: `first-try-${origin.length}@example.com`, password: 'wrong-password1' },
      })
      expect(signIn.json()).toEqual({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS', requestId: expect.any(String) })
      expect(signIn.statusCode).toBe(401)
    },
  )

  it('refuses a sign-in posted from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: 'x' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(FOREIGN)
  })

  it('lets reads through from anywhere (they change nothing) and a cookie-less POST without Origin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: { cookie: user.cookie, origin: 'https://evil.example' } })).statusCode).toBe(200)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/captcha/verify', payload: { captchaToken: 'x' } })
    expect(anonymous.statusCode).toBe(400)
    expect(anonymous.json().code).not.toBe('FOREIGN_ORIGIN')
  })
})

describe('answers with account data are never cached', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
  })
  afterAll(() => t.close())

  it.each([
    '/api/wallets',
    '/api/profile',
    '/api/session',
    '/api/transactions',
    '/api/transactions/statement.csv',
    '/api/security/login-history',
    '/api/no-such-route',
  ])('GET %s says Cache-Control: no-store', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })
    expect(res.headers['cache-control'], url).toBe('no-store')
  })
})
