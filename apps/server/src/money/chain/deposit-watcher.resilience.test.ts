import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther, type Address } from 'viem'
import { auditLog, chainAddresses, chainDeposits, transactions, users } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { connectedChain, startAnvil, testAccountKey, type Anvil } from '../../../test/anvil.ts'
import { verifyLedger } from '../ledger/verify-ledger.ts'
import type { ChainAdapter } from './chain-adapter.ts'
import { createDepositWatcher, type DepositWatcherDeps } from './deposit-watcher.ts'

const CONFIRMATIONS = 2
const CUSTOMERS = 1000

describe('the deposit watcher, stopped, restarted, doubled, and at scale', () => {
  let anvil: Anvil
  let chain: ChainAdapter
  let usdt: Address
  let t: TestApp
  let ids: string[]

  beforeAll(async () => {
    anvil = await startAnvil()
    ;({ chain, usdt } = await connectedChain(anvil))
    t = await buildTestApp({ chain, env: { ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS) } })
    // Customers made in bulk, as before the chain was connected: start-up gives each an address.
    ids = Array.from({ length: CUSTOMERS }, () => randomUUID())
    await t.database.db
      .insert(users)
      .values(ids.map((id, i) => ({ id, name: `Customer ${i}`, email: `bulk-${i}-${id.slice(0, 6)}@example.com`, role: 'USER' })))
    expect(await t.app.services.chainAddresses!.prepare()).toBe(CUSTOMERS)
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
  })

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
  const addressesOf = async (userIds: string[]) => {
    const rows = await t.database.db.select().from(chainAddresses).where(inArray(chainAddresses.userId, userIds))
    return new Map(rows.map((r) => [r.userId, r.address as Address]))
  }
  const creditsOf = (userIds: string[]) => t.database.db.select().from(transactions).where(inArray(transactions.userId, userIds))

  it('watches 1,000 addresses: finds ETH and tokens sent to any of them', async () => {
    await watcher().run() // the cursor starts at the head
    const picked = [ids[0]!, ids[499]!, ids[999]!]
    const addresses = await addressesOf(picked)
    expect(new Set((await t.database.db.select().from(chainAddresses)).map((r) => r.index)).size).toBe(CUSTOMERS)
    await anvil.sendEth(addresses.get(picked[0]!)!, parseEther('0.1'))
    await anvil.sendEth(addresses.get(picked[1]!)!, parseEther('0.2'))
    await anvil.sendToken(usdt, addresses.get(picked[2]!)!, 5_000_000n)
    await anvil.sendEth(anvil.funder.address, 1n) // to nobody watched
    await anvil.mine(CONFIRMATIONS)
    const result = await watcher().run()
    expect(result).toMatchObject({ found: 3, credited: 3 })
    const credits = await creditsOf(picked)
    expect(credits.map((c) => `${c.asset} ${c.amount}`).sort()).toEqual(['ETH 0.100000000000000000', 'ETH 0.200000000000000000', 'USDT 5.000000000000000000'])
  })

  it('stopped between two ranges and restarted: no deposit missed, none credited twice', async () => {
    const picked = ids.slice(10, 16)
    const addresses = await addressesOf(picked)
    for (const id of picked) await anvil.sendEth(addresses.get(id)!, parseEther('1')) // one block each
    // An instance that dies during its third range: its scan of that range never commits.
    let scans = 0
    const dying: ChainAdapter = {
      ...chain,
      scan: async (from, to, isWatched) => {
        if (++scans === 3) throw new Error('killed')
        return chain.scan(from, to, isWatched)
      },
    }
    await expect(watcher({ chain: dying, rangeSize: 2 }).run()).rejects.toThrow('killed')
    const seen = await t.database.db.select().from(chainDeposits).where(inArray(chainDeposits.userId, picked))
    expect(seen).toHaveLength(4)
    // The restarted instance carries on from the cursor.
    await anvil.mine(CONFIRMATIONS)
    await watcher({ rangeSize: 2 }).run()
    await watcher().run()
    const credits = await creditsOf(picked)
    expect(credits).toHaveLength(picked.length)
    expect(new Set(credits.map((c) => c.userId))).toEqual(new Set(picked))
  })

  it('two watchers at once: every deposit credited exactly once, with one audit row each', async () => {
    const picked = ids.slice(20, 40)
    const addresses = await addressesOf(picked)
    for (const id of picked) await anvil.sendEth(addresses.get(id)!, parseEther('0.01'))
    await anvil.mine(CONFIRMATIONS)
    const runs = await Promise.all([watcher({ rangeSize: 5 }).run(), watcher({ rangeSize: 5 }).run(), watcher({ rangeSize: 5 }).run()])
    // A run that lost the cursor to another leaves the rest to the next run.
    await watcher().run()
    expect(runs.reduce((sum, r) => sum + r.credited, 0)).toBeLessThanOrEqual(picked.length)
    const credits = await creditsOf(picked)
    expect(credits).toHaveLength(picked.length)
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'chain.deposit.credit'))
    expect(audits.filter((a) => picked.includes(a.targetUserId!))).toHaveLength(picked.length)
    expect(await verifyLedger(t.database.db)).toEqual([])
  })
})

describe('start-up with the Ethereum settings', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil()
  })
  afterAll(() => anvil?.stop())

  const start = (env: Record<string, string>) => {
    const { DATABASE_URL: _, ...base } = process.env
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-chain-start-'))
    return spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../main.ts')], {
      env: { ...base, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_ENABLED: 'false', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    })
  }
  const settings = () => ({
    ETHEREUM_RPC_URL: anvil.rpcUrl,
    ETHEREUM_XPUB: anvil.xpub,
    ETHEREUM_CHAIN_ID: String(anvil.chainId),
    ETHEREUM_TOKEN_USDT: anvil.funder.address,
    ETHEREUM_TOKEN_BNB: anvil.funder.address,
  })

  it('refuses a node that serves another chain id', () => {
    const run = start({ ...settings(), ETHEREUM_CHAIN_ID: '1' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('ETHEREUM_RPC_URL serves chain id 31337, not ETHEREUM_CHAIN_ID 1.')
  })

  it('refuses an extended private key', () => {
    const secret = start({ ...settings(), ETHEREUM_XPUB: testAccountKey().privateExtendedKey })
    expect(secret.status).toBe(1)
    expect(secret.stderr).toContain('ETHEREUM_XPUB holds a private key')
  })
})
