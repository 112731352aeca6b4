import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther, type Address } from 'viem'
import { auditLog, chainAddresses, chainAlerts, chainDeposits, depositAddresses, notifications, transactions } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { createAccount } from '../../identity/sign-in/accounts.ts'
import { connectedChain, startAnvil, type Anvil } from '../../../test/anvil.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'
import type { ChainAdapter } from './chain-adapter.ts'
import { reconcile } from './reconcile.ts'
import { createDepositWatcher, type DepositWatcherDeps } from './deposit-watcher.ts'

const CONFIRMATIONS = 3

describe('Ethereum deposits found by the watcher', () => {
  let anvil: Anvil
  let chain: ChainAdapter
  let usdt: Address
  let t: TestApp
  let alice: TestUser
  let bob: TestUser

  beforeAll(async () => {
    anvil = await startAnvil()
    ;({ chain, usdt } = await connectedChain(anvil))
    t = await buildTestApp({ chain, env: { ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS) } })
    alice = await createUser(t)
    bob = await createUser(t)
  })
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
  })

  /** A watcher as another instance would run it, on the same database and chain. */
  const watcher = (overrides: Partial<DepositWatcherDeps> = {}) => {
    const s = t.app.services
    return createDepositWatcher({
      db: t.database.db,
      chain,
      confirmations: CONFIRMATIONS,
      ledger: s.ledger,
      audit: s.audit,
      notifications: s.notifications,
      events: s.events,
      mailer: { send: async () => {} },
      background: s.background,
      ...overrides,
    })
  }
  const run = () => t.app.services.depositWatcher!.run()
  const addressOf = async (user: TestUser) => {
    const [row] = await t.database.db.select().from(chainAddresses).where(eq(chainAddresses.userId, user.id))
    return row!.address as Address
  }
  const deposits = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/wallets/deposits', headers: user.headers() })).json().deposits
  const ledgerRows = (user: TestUser) => t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))

  it('gives each customer one address at sign-up, shared by ETH, USDT and BNB, and staff none', async () => {
    const staff = await createUser(t, { role: 'WORKER' })
    const rows = await t.database.db.select().from(chainAddresses)
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort())
    expect(rows.find((r) => r.userId === staff.id)).toBeUndefined()
    for (const row of rows) expect(row.address).toBe(chain.depositAddress(row.index))
    expect(new Set(rows.map((r) => r.index)).size).toBe(2)

    const res = await t.app.inject({ method: 'GET', url: '/api/wallets', headers: alice.headers() })
    const wallets = res.json().wallets as { assetId: string; address: string | null; onChain?: { confirmations: number } }[]
    const address = await addressOf(alice)
    for (const id of ['ETH', 'USDT', 'BNB']) expect(wallets.find((w) => w.assetId === id)).toMatchObject({ address, onChain: { confirmations: CONFIRMATIONS } })
    expect(wallets.find((w) => w.assetId === 'BTC')).toEqual(expect.not.objectContaining({ onChain: expect.anything() }))
  })

  it('gives an account made from the command line (create-user, seed-accounts, the demo) its address in the same way', async () => {
    const { id } = await createAccount(t.app.auth, { email: 'cli-made@example.com', password: 'a-long-password-2026', fullName: 'Cli Made' })
    const [row] = await t.database.db.select().from(chainAddresses).where(eq(chainAddresses.userId, id))
    expect(row!.address).toBe(chain.depositAddress(row!.index))
    const shown = await t.database.db.select().from(depositAddresses).where(eq(depositAddresses.userId, id))
    expect(shown.map((r) => `${r.asset} ${r.address}`).sort()).toEqual(['BNB', 'ETH', 'USDT'].map((asset) => `${asset} ${row!.address}`))
  })

  it('gives customers made before the chain was connected an address at start-up, and refuses an xpub that did not make the stored ones', async () => {
    // A customer without one, as an account made before ETHEREUM_RPC_URL was set.
    const carol = await createUser(t)
    await t.database.db.delete(depositAddresses).where(eq(depositAddresses.userId, carol.id))
    await t.database.db.delete(chainAddresses).where(eq(chainAddresses.userId, carol.id))
    expect(await t.app.services.chainAddresses!.prepare()).toBe(1)
    const [row] = await t.database.db.select().from(chainAddresses).where(eq(chainAddresses.userId, carol.id))
    expect(row!.address).toBe(chain.depositAddress(row!.index))
    expect(await t.app.services.chainAddresses!.prepare()).toBe(0)

    const { createChainAddresses } = await import('./chain-addresses.ts')
    const otherKey = { ...chain, depositAddress: (index: number) => chain.depositAddress(index + 1) }
    await expect(createChainAddresses({ db: t.database.db, chain: otherKey }).prepare()).rejects.toThrow(
      'ETHEREUM_XPUB does not derive the stored deposit address',
    )
  })

  it('refuses a typed deposit address for a connected asset and writes nothing; other assets stay manual', async () => {
    const admin = await createUser(t, { role: 'ADMIN' })
    const before = await t.database.db.select().from(depositAddresses).where(eq(depositAddresses.userId, alice.id))
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${alice.id}/addresses/ETH`,
      headers: admin.headers(),
      payload: { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('ADDRESS_FROM_CHAIN')
    expect(await t.database.db.select().from(depositAddresses).where(eq(depositAddresses.userId, alice.id))).toEqual(before)
    const btc = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${alice.id}/addresses/BTC`,
      headers: admin.headers(),
      payload: { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    })
    expect(btc.statusCode).toBe(200)
  })

  it('shows an ETH deposit as pending below the confirmations and credits it once at the last one', async () => {
    await run() // the cursor starts at the head
    const to = await addressOf(alice)
    const txHash = await anvil.sendEth(to, parseEther('0.25'))
    await run()
    expect(await deposits(alice)).toEqual([
      expect.objectContaining({ assetId: 'ETH', amount: '0.25', txHash, status: 'pending', confirmations: 1, required: CONFIRMATIONS }),
    ])
    expect(await ledgerRows(alice)).toEqual([])

    await anvil.mine(CONFIRMATIONS - 2)
    await run()
    expect((await deposits(alice))[0]).toMatchObject({ status: 'pending', confirmations: CONFIRMATIONS - 1 })
    expect(await ledgerRows(alice)).toEqual([])

    await anvil.mine(1)
    const result = await run()
    expect(result.credited).toBe(1)
    expect((await deposits(alice))[0]).toMatchObject({ status: 'credited', confirmations: CONFIRMATIONS })
    const rows = await ledgerRows(alice)
    expect(rows).toEqual([
      expect.objectContaining({ asset: 'ETH', amount: '0.250000000000000000', status: 'Complete', type: 'deposit', txid: txHash, createdBy: null }),
    ])
    expect((await t.app.services.ledger.figures(t.database.db, alice.id)).ETH.balance).toBe('0.25')

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'chain.deposit.credit'))
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: null,
        actorRole: 'system:chain',
        targetUserId: alice.id,
        after: expect.objectContaining({ txHash, amount: '0.25' }),
      }),
    ])
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, alice.id))
    expect(notes.map((n) => n.message)).toContain('Your deposit of 0.25 ETH has been credited.')
    const mail = await t.smtp.waitFor(alice.email, /Your ETH deposit has arrived/)
    expect(mail.text).toContain(txHash)

    // More blocks, more runs, another instance: never a second credit.
    await anvil.mine(2)
    await Promise.all([run(), watcher().run()])
    expect(await ledgerRows(alice)).toHaveLength(1)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })

  it('credits a token deposit exactly in the token units', async () => {
    const to = await addressOf(bob)
    const txHash = await anvil.sendToken(usdt, to, 1_234_567_891n)
    await run()
    expect(await deposits(bob)).toEqual([expect.objectContaining({ assetId: 'USDT', amount: '1234.567891', status: 'pending', confirmations: 1 })])
    await anvil.mine(CONFIRMATIONS - 1)
    await run()
    expect(await ledgerRows(bob)).toEqual([expect.objectContaining({ asset: 'USDT', amount: '1234.567891000000000000', txid: txHash })])
  })

  it('drops a pending deposit whose block a reorg removed, and keeps what the new chain holds', async () => {
    const to = await addressOf(bob)
    const snapshot = await anvil.testClient.snapshot()
    await anvil.sendEth(to, parseEther('7'))
    await run()
    expect((await deposits(bob)).filter((d: { status: string }) => d.status === 'pending')).toHaveLength(1)

    await anvil.testClient.revert({ id: snapshot })
    const kept = await anvil.sendEth(to, parseEther('0.5')) // the new chain: another transfer at the same height
    await anvil.mine(1)
    const result = await run()
    expect(result.reorgs).toBe(1)
    const pending = (await deposits(bob)).filter((d: { status: string }) => d.status === 'pending')
    expect(pending).toEqual([expect.objectContaining({ amount: '0.5', txHash: kept, confirmations: 2 })])
    await anvil.mine(1)
    await run()
    const eth = (await ledgerRows(bob)).filter((r) => r.asset === 'ETH')
    expect(eth.map((r) => r.amount)).toEqual(['0.500000000000000000'])
  })

  it('raises an alert for a reorg deeper than the confirmations after a credit, and changes no balance', async () => {
    const to = await addressOf(alice)
    const snapshot = await anvil.testClient.snapshot()
    await anvil.sendEth(to, parseEther('1'))
    await anvil.mine(CONFIRMATIONS)
    await run()
    const balance = (await t.app.services.ledger.figures(t.database.db, alice.id)).ETH.balance
    expect(balance).toBe('1.25')

    await anvil.testClient.revert({ id: snapshot })
    await anvil.mine(CONFIRMATIONS + 2)
    await run()
    const alerts = await t.database.db.select().from(chainAlerts)
    expect(alerts).toEqual([expect.objectContaining({ kind: 'deep-reorg', detail: expect.objectContaining({ amount: '1', asset: 'ETH', userId: alice.id }) })])
    expect((await t.app.services.ledger.figures(t.database.db, alice.id)).ETH.balance).toBe(balance)
    const admin = await createUser(t, { role: 'ADMIN' })
    const seen = await t.app.inject({ method: 'GET', url: '/api/admin/chain-alerts', headers: admin.headers() })
    expect(seen.json().alerts).toEqual([expect.objectContaining({ kind: 'deep-reorg' })])
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chain-alerts', headers: alice.headers() })).statusCode).toBe(403)
    // Running again raises no second alert.
    await run()
    expect(await t.database.db.select().from(chainAlerts)).toHaveLength(1)
  })

  it('does not see ETH that reaches an address through a contract call (decision 142)', async () => {
    const to = await addressOf(bob)
    const forwarder = await anvil.deployForwarder()
    const before = await chain.balance('ETH', to)
    const hash = await anvil.walletClient.writeContract({
      address: forwarder,
      abi: [{ type: 'function', name: 'forward', stateMutability: 'payable', inputs: [{ name: 'to', type: 'address' }], outputs: [] }],
      functionName: 'forward',
      args: [to],
      value: parseEther('2'),
      account: anvil.funder,
      chain: null,
    })
    await anvil.publicClient.waitForTransactionReceipt({ hash })
    await anvil.mine(CONFIRMATIONS)
    await run()
    expect(await chain.balance('ETH', to)).toBe(before + parseEther('2'))
    const seen = await t.database.db
      .select()
      .from(chainDeposits)
      .where(and(eq(chainDeposits.userId, bob.id), eq(chainDeposits.txHash, hash)))
    expect(seen).toEqual([])
    // The reconciliation shows it: bob's address holds 2 ETH more than was recorded. It also shows alice's deposit
    // that the deep reorg above removed after its credit: 1 ETH recorded that her address does not hold.
    const alicesAddress = await addressOf(alice)
    expect(await reconcile(t.database.db, chain)).toEqual([
      { userId: alice.id, address: alicesAddress, asset: 'ETH', onChain: '0.25', recorded: '1.25', difference: '-1' },
      { userId: bob.id, address: to, asset: 'ETH', onChain: expect.any(String), recorded: expect.any(String), difference: '2' },
    ])
  })
})
