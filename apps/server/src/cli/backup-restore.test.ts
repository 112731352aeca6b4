import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../test/factories.ts'
import { takeBackup } from '../db/backup.ts'
import { openDatabase } from '../db/client.ts'
import { auditLog, balances, transactions } from '../db/schema.ts'
import { controlSocketPath, openControlSocket, type ControlSocket } from '../lib/control-socket.ts'

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const KEYS = { AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') }

/** `npm run cli -- <args>` as an operator runs it, in its own process (the server here keeps serving meanwhile). */
async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...KEYS, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    })
    return { code: 0, out: stdout + stderr }
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

// PGlite's own backups; PostgreSQL is backed up with pg_dump (the command says so, tested below).
describe.skipIf(process.env.TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  let t: TestApp
  let control: ControlSocket
  let admin: TestUser
  let customers: TestUser[]
  const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-backup-'))

  beforeAll(async () => {
    t = await buildTestApp({ env: { ...KEYS, REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    control = await openControlSocket(controlSocketPath(t.env.DATA_DIR), { backup: () => takeBackup(t.database, t.app.services.audit) })
    admin = await createUser(t, { role: 'ADMIN' })
    customers = []
    for (let i = 0; i < 4; i++) {
      const customer = await createUser(t)
      await fund(t, customer.id, 'USDT', '100000')
      customers.push(customer)
    }
  })
  afterAll(async () => {
    await control?.close()
    await t?.close()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('backs up under load, and the restored copy holds the books and the audit chain as they were at one point', async () => {
    interface Sent {
      id: string
      startedAt: number
      answeredAt: number
    }
    const sent: Sent[] = []
    let stop = false
    let refused = 0
    // Customers send money and staff write audited notes, without pause, until told to stop.
    const sender = async (customer: TestUser) => {
      while (!stop) {
        const startedAt = performance.now()
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/wallets/send',
          headers: customer.headers({ 'idempotency-key': randomBytes(8).toString('hex') }),
          payload: { assetId: 'USDT', amount: '0.5', recipientAddress: ADDRESS },
        })
        if (res.statusCode === 201) sent.push({ id: res.json().transaction.id, startedAt, answeredAt: performance.now() })
        else refused++
      }
    }
    const noter = async () => {
      for (let i = 0; !stop; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/customers/${customers[i % customers.length]!.id}/internal-notes`,
          headers: admin.headers(),
          payload: { body: `Note ${i}` },
        })
        if (res.statusCode !== 201 && res.statusCode !== 200) refused++
      }
    }
    const load = Promise.all([...customers.map(sender), noter()])
    while (sent.length < 20) await new Promise((resolve) => setTimeout(resolve, 20))

    const file = path.join(scratch, 'wallet.backup.sql')
    const backupStarted = performance.now()
    const backup = await cli(t.env.DATA_DIR, 'backup', '--out', file)
    const backupEnded = performance.now()
    const sentDuringBackup = sent.filter((s) => s.answeredAt > backupStarted && s.startedAt < backupEnded).length
    while (sent.filter((s) => s.startedAt > backupEnded).length < 10) await new Promise((resolve) => setTimeout(resolve, 20))
    stop = true
    await load
    expect(backup, backup.out).toMatchObject({ code: 0 })
    expect(refused).toBe(0)
    expect(sentDuringBackup).toBeGreaterThan(0)

    // A second backup never replaces the first.
    expect(await cli(t.env.DATA_DIR, 'backup', '--out', file)).toMatchObject({ code: 1, out: expect.stringContaining('already exists') })

    const restoredDir = path.join(scratch, 'restored')
    const restore = await cli(restoredDir, 'restore', '--from', file)
    expect(restore, restore.out).toMatchObject({ code: 0 })
    const [ledger, audit] = await Promise.all([cli(restoredDir, 'verify-ledger'), cli(restoredDir, 'verify-audit')])
    expect(ledger, ledger.out).toMatchObject({ code: 0, out: expect.stringContaining('Ledger and balances agree.') })
    expect(audit, audit.out).toMatchObject({ code: 0, out: expect.stringContaining('Audit chain verified through row') })
    expect(audit.out).not.toContain('No published head')

    const restored = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') })
    try {
      const sourceRows = await t.database.db.select().from(transactions)
      const restoredRows = await restored.db.select().from(transactions)
      const restoredIds = new Set(restoredRows.map((r) => r.id))
      // The books at one point: every send answered before the backup began is in it, none begun after it ended.
      for (const s of sent) {
        if (s.answeredAt < backupStarted) expect(restoredIds.has(s.id)).toBe(true)
        if (s.startedAt > backupEnded) expect(restoredIds.has(s.id)).toBe(false)
      }
      // Each restored row is the source's row as it is, and the restored balances are the sums of exactly those rows.
      const byId = new Map(sourceRows.map((r) => [r.id, r]))
      for (const row of restoredRows) expect(row).toEqual(byId.get(row.id))
      expect(restoredRows.length).toBeLessThan(sourceRows.length)
      for (const customer of customers) {
        const own = restoredRows.filter((r) => r.userId === customer.id && r.asset === 'USDT')
        const [balance] = await restored.db.select().from(balances).where(sqlUserAsset(customer.id))
        const sends = own.filter((r) => r.type === 'withdrawal')
        expect(Number(balance!.balance)).toBe(100000)
        expect(sends.length).toBeGreaterThan(0)
        expect(Number(balance!.pendingWithdrawals)).toBeCloseTo(
          sends.reduce((sum, r) => sum + Number(r.amount), 0),
          9,
        )
      }
      const sourceAudit = await t.database.db.select().from(auditLog)
      const restoredAudit = await restored.db.select().from(auditLog)
      expect(restoredAudit.length).toBeGreaterThan(0)
      expect(restoredAudit).toEqual(sourceAudit.filter((r) => r.id <= restoredAudit.at(-1)!.id))
    } finally {
      await restored.close()
    }
  }, 300_000)

  it('restores only into an empty data folder, and only a whole backup', async () => {
    const file = path.join(scratch, 'second.backup.sql')
    expect(await cli(t.env.DATA_DIR, 'backup', '--out', file)).toMatchObject({ code: 0 })

    const used = path.join(scratch, 'used')
    mkdirSync(path.join(used, 'pglite'), { recursive: true })
    writeFileSync(path.join(used, 'pglite', 'PG_VERSION'), '17\n')
    expect(await cli(used, 'restore', '--from', file)).toMatchObject({ code: 1, out: expect.stringContaining('is not empty') })
    expect(readFileSync(path.join(used, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17\n')

    const cut = path.join(scratch, 'cut.sql')
    const text = readFileSync(file, 'utf8')
    writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)))
    const fresh = path.join(scratch, 'fresh')
    expect(await cli(fresh, 'restore', '--from', cut)).toMatchObject({ code: 1, out: expect.stringContaining('cut short') })
    expect(existsSync(path.join(fresh, 'pglite'))).toBe(false)
    expect(existsSync(path.join(fresh, 'audit-head.json'))).toBe(false)

    writeFileSync(cut, 'select 1;\n')
    expect(await cli(fresh, 'restore', '--from', cut)).toMatchObject({ code: 1, out: expect.stringContaining('not a Wallet backup') })
    expect(await cli(fresh, 'restore')).toMatchObject({ code: 2, out: expect.stringContaining('--from FILE is required') })
  }, 180_000)
})

describe('backup on PostgreSQL', () => {
  // A CLI process of its own: its start alone took over 30 s on a machine at a load of 20.
  it('points to pg_dump', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-backup-pg-'))
    try {
      const out = path.join(dataDir, 'never.sql')
      const res = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'backup', '--out', out], {
        cwd: SERVER_ROOT,
        env: { ...process.env, ...KEYS, DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      }).catch((err: { code: number; stderr: string }) => err)
      expect(res).toMatchObject({ code: 1, stderr: expect.stringContaining('pg_dump') })
      expect(existsSync(out)).toBe(false)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

function sqlUserAsset(userId: string) {
  return and(eq(balances.userId, userId), eq(balances.asset, 'USDT'))
}
