import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { depositAddresses, idempotencyKeys, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, setPermissions, type TestUser } from '../../../test/factories.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('wallets', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    alice = await createUser(t)
    bob = await createUser(t)
    await fund(t, alice.id, 'BTC', '2')
    await fund(t, alice.id, 'ETH', '1.5', 'Pending')
    await t.database.db.insert(depositAddresses).values({ userId: alice.id, asset: 'BTC', address: BTC_ADDRESS })
  })
  afterAll(() => t.close())

  const rowCount = async () => (await t.database.db.select().from(transactions)).length
  const send = (user: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: user.headers(headers), payload: payload as object })

  it('lists all ten assets with figures and deposit addresses as decimal strings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallets', headers: alice.headers() })
    expect(res.statusCode).toBe(200)
    const { wallets } = res.json()
    expect(wallets.map((w: { assetId: string }) => w.assetId)).toEqual(['BTC', 'ETH', 'USDT', 'BNB', 'SOL', 'XRP', 'ADA', 'DOGE', 'DOT', 'LTC'])
    expect(wallets[0]).toEqual({
      assetId: 'BTC',
      name: 'Bitcoin',
      balance: '2',
      pendingDeposits: '0',
      pendingWithdrawals: '0',
      available: '2',
      address: BTC_ADDRESS,
    })
    expect(wallets[1]).toMatchObject({ assetId: 'ETH', balance: '0', pendingDeposits: '1.5', available: '0', address: null })
  })

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wallets' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/wallets/send', headers: { origin: 'http://localhost:3000' }, payload: {} })).statusCode).toBe(401)
  })

  it('sends: a Pending withdrawal reserves the amount', async () => {
    const res = await send(alice, { assetId: 'BTC', amount: '0.5', recipientAddress: ` ${BTC_ADDRESS} ` })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('Transaction has been successfully sent for approval.')
    expect(body.transaction).toMatchObject({ assetId: 'BTC', amount: '-0.5', status: 'Pending', type: 'withdrawal', recipientAddress: BTC_ADDRESS })
    const btc = (await t.app.services.ledger.figures(t.database.db, alice.id)).BTC
    expect(btc).toEqual({ balance: '2', pendingDeposits: '0', pendingWithdrawals: '-0.5', available: '1.5' })
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('refuses more than the available balance with the spec message and writes nothing', async () => {
    const before = await rowCount()
    const res = await send(alice, { assetId: 'BTC', amount: '1.50000001', recipientAddress: BTC_ADDRESS })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: 'Insufficient funds, this wallet might not have enough balance to send or pending transactions.',
      code: 'INSUFFICIENT_FUNDS',
      requestId: expect.any(String),
    })
    // Pending deposits are not spendable.
    const eth = await send(alice, { assetId: 'ETH', amount: '0.1', recipientAddress: ETH_ADDRESS })
    expect(eth.statusCode).toBe(409)
    expect(await rowCount()).toBe(before)
  })

  const invalid: [string, unknown, string][] = [
    ['zero', { assetId: 'BTC', amount: '0', recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['negative', { assetId: 'BTC', amount: '-1', recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['NaN', { assetId: 'BTC', amount: 'NaN', recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['Infinity', { assetId: 'BTC', amount: 'Infinity', recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['exponent', { assetId: 'BTC', amount: '1e-3', recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['30 decimals', { assetId: 'BTC', amount: `0.${'1'.repeat(30)}`, recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['huge', { assetId: 'BTC', amount: '9'.repeat(40), recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['a number', { assetId: 'BTC', amount: 0.1, recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['no amount', { assetId: 'BTC', recipientAddress: BTC_ADDRESS }, 'Please enter a valid positive amount.'],
    ['blank recipient', { assetId: 'BTC', amount: '0.1', recipientAddress: '   ' }, 'Please enter a recipient address.'],
    ['no recipient', { assetId: 'BTC', amount: '0.1' }, 'Please enter a recipient address.'],
    [
      'malformed recipient',
      { assetId: 'BTC', amount: '0.1', recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
      'Please enter a valid Bitcoin address.',
    ],
    [
      'bad EIP-55 checksum',
      { assetId: 'ETH', amount: '0.1', recipientAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
      'Please enter a valid Ethereum address.',
    ],
    ['unknown asset', { assetId: 'XYZ', amount: '0.1', recipientAddress: BTC_ADDRESS }, 'Wallet information or user context is missing.'],
    ['missing asset', { amount: '0.1', recipientAddress: BTC_ADDRESS }, 'Wallet information or user context is missing.'],
  ]
  for (const [name, payload, message] of invalid) {
    it(`refuses ${name} with '${message}' and writes nothing`, async () => {
      const before = await rowCount()
      const res = await send(alice, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(message)
      expect(await rowCount()).toBe(before)
    })
  }

  it('refuses a non-JSON or array body with a 4xx', async () => {
    const before = await rowCount()
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/wallets/send',
      headers: alice.headers({ 'content-type': 'application/json' }),
      payload: '{"assetId":',
    })
    expect(text.statusCode).toBe(400)
    const array = await send(alice, [1, 2])
    expect(array.statusCode).toBe(400)
    expect(await rowCount()).toBe(before)
  })

  it('refuses when sending is disabled, with the staff note or a clear message', async () => {
    await setPermissions(t, bob.id, { canSend: false })
    await fund(t, bob.id, 'BTC', '1')
    const before = await rowCount()
    const plain = await send(bob, { assetId: 'BTC', amount: '0.1', recipientAddress: BTC_ADDRESS })
    expect(plain.statusCode).toBe(403)
    expect(plain.json()).toEqual({ error: 'Sending is currently disabled for your account.', code: 'SEND_DISABLED', requestId: expect.any(String) })
    await setPermissions(t, bob.id, { sendDisabledNote: 'Sending is paused while we review your documents.' })
    const noted = await send(bob, { assetId: 'BTC', amount: '0.1', recipientAddress: BTC_ADDRESS })
    expect(noted.json().error).toBe('Sending is paused while we review your documents.')
    expect(await rowCount()).toBe(before)
    await setPermissions(t, bob.id, { canSend: true, sendDisabledNote: null })
  })

  it('shows each customer only their own wallets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallets', headers: bob.headers() })
    expect(res.json().wallets[0]).toMatchObject({ assetId: 'BTC', balance: '1', address: null })
  })

  describe('Idempotency-Key', () => {
    it('returns the first answer to a replay and records one entry', async () => {
      const payload = { assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS }
      const first = await send(alice, payload, { 'idempotency-key': 'send-1' })
      const before = await rowCount()
      const again = await send(alice, { recipientAddress: BTC_ADDRESS, amount: '0.01', assetId: 'BTC' }, { 'idempotency-key': 'send-1' })
      expect(first.statusCode).toBe(201)
      expect(again.statusCode).toBe(201)
      expect(again.json()).toEqual(first.json())
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(await rowCount()).toBe(before)
      const rows = await t.database.db.select().from(transactions).where(eq(transactions.idempotencyKey, 'send-1'))
      expect(rows).toHaveLength(1)
    })

    it('refuses the same key with another body (422) and keeps keys per user', async () => {
      const other = await send(alice, { assetId: 'BTC', amount: '0.02', recipientAddress: BTC_ADDRESS }, { 'idempotency-key': 'send-1' })
      expect(other.statusCode).toBe(422)
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
      const bobs = await send(bob, { assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS }, { 'idempotency-key': 'send-1' })
      expect(bobs.statusCode).toBe(201)
    })

    it('replays a refusal too, and refuses a malformed key', async () => {
      const payload = { assetId: 'BTC', amount: '100', recipientAddress: BTC_ADDRESS }
      expect((await send(alice, payload, { 'idempotency-key': 'too-much' })).statusCode).toBe(409)
      const replay = await send(alice, payload, { 'idempotency-key': 'too-much' })
      expect(replay.statusCode).toBe(409)
      expect(replay.headers['idempotent-replayed']).toBe('true')
      const bad = await send(alice, { assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS }, { 'idempotency-key': 'x'.repeat(300) })
      expect(bad.statusCode).toBe(400)
      const stored = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, alice.id))
      expect(stored.map((k) => k.key).sort()).toEqual(['send-1', 'too-much'])
    })
  })
})
