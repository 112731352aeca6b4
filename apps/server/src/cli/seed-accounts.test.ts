import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../config/env.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { depositAddresses, staff, transactions, userProfiles, users } from '../db/schema.ts'
import { createLedger } from '../money/ledger/ledger.service.ts'
import { verifyLedger } from '../money/ledger/verify-ledger.ts'
import { parseAccountsFile } from './seed-accounts.ts'

const run = promisify(execFile)
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

/** The CLI as the browser tests run it: every account of a file, with its funds, in one process. */
describe('seed-accounts command', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-cli-seed-'))
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    })
  const file = (name: string, content: unknown) => {
    const at = path.join(dataDir, name)
    writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content))
    return at
  }
  let output = ''
  let database: Database | undefined

  beforeAll(async () => {
    const accounts = file('accounts.json', [
      { email: 'Staff@Example.com', password: 'fixture password', fullName: 'Stan Staff', role: 'MANAGER', totpSecret: 'JBSWY3DPEHPK3PXP' },
      {
        email: 'held@example.com',
        password: 'fixture password',
        fullName: 'Hal Held',
        mfaEmail: true,
        banned: true,
        requiresPasswordChange: true,
        confirmed: false,
      },
      { email: 'worker@example.com', password: 'fixture password', fullName: 'Wim Worker', role: 'WORKER', managerEmail: 'staff@example.com' },
      {
        email: 'funded@example.com',
        assignedWorkerEmail: 'worker@example.com',
        password: 'fixture password',
        fullName: 'Fern Funded',
        funds: [
          { asset: 'BTC', amount: '0.5', address: BTC_ADDRESS },
          { asset: 'USDT', amount: '10', count: 12 },
        ],
      },
    ])
    output = (await cli('seed-accounts', '--file', accounts)).stdout
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
  }, 600_000)
  afterAll(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('creates every account with its role and flags, each with a profile', async () => {
    expect(output).toContain('Seeded 4 account(s).')
    const rows = await database!.db.select().from(users)
    expect(rows.map((u) => u.email).sort()).toEqual(['funded@example.com', 'held@example.com', 'staff@example.com', 'worker@example.com'])
    expect(rows.find((u) => u.email === 'staff@example.com')).toMatchObject({
      fullName: 'Stan Staff',
      role: 'MANAGER',
      emailVerified: true,
      activeMfaMethod: 'totp',
      banned: false,
    })
    expect(rows.find((u) => u.email === 'held@example.com')).toMatchObject({
      role: 'USER',
      emailVerified: false,
      activeMfaMethod: 'email',
      banned: true,
      requiresPasswordChange: true,
    })
    expect(rows.find((u) => u.email === 'funded@example.com')).toMatchObject({ role: 'USER', emailVerified: true, activeMfaMethod: 'none' })
    expect(await database!.db.select().from(userProfiles)).toHaveLength(4)
  })

  it('puts a worker under their manager and a customer with their worker', async () => {
    const byEmail = new Map((await database!.db.select().from(users)).map((u) => [u.email, u.id]))
    expect(await database!.db.select().from(staff)).toEqual([
      expect.objectContaining({ workerId: byEmail.get('worker@example.com'), managerId: byEmail.get('staff@example.com') }),
    ])
    const [profile] = await database!.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, byEmail.get('funded@example.com')!))
    expect(profile!.assignedWorkerId).toBe(byEmail.get('worker@example.com'))
  })

  it('funds through the ledger: one Complete deposit per count, the deposit address set, balances agreeing', async () => {
    const [funded] = await database!.db.select().from(users).where(eq(users.email, 'funded@example.com'))
    const deposits = await database!.db.select().from(transactions).where(eq(transactions.userId, funded!.id))
    expect(deposits).toHaveLength(13)
    expect(deposits.every((d) => d.status === 'Complete' && d.type === 'deposit')).toBe(true)
    // Fund lines in file order: every USDT deposit (the last line) is newer than the BTC one, as the history shows them.
    const btc = deposits.filter((d) => d.asset === 'BTC')
    const usdt = deposits.filter((d) => d.asset === 'USDT')
    expect(btc).toHaveLength(1)
    expect(Math.min(...usdt.map((d) => d.sentAt.getTime()))).toBeGreaterThan(btc[0]!.sentAt.getTime())
    const figures = await createLedger().figures(database!.db, funded!.id)
    expect(figures.BTC.balance).toBe('0.5')
    expect(figures.USDT.balance).toBe('120')
    const [address] = await database!.db
      .select()
      .from(depositAddresses)
      .where(and(eq(depositAddresses.userId, funded!.id), eq(depositAddresses.asset, 'BTC')))
    expect(address?.address).toBe(BTC_ADDRESS)
    expect(await verifyLedger(database!.db)).toEqual([])
  })

  it('refuses a bad file with what is wrong and where, before creating anything', () => {
    expect(parseAccountsFile('not json')).toEqual({ errors: ['the file is not JSON'] })
    expect(parseAccountsFile('[]')).toEqual({ errors: ['the file lists no account'] })
    expect(parseAccountsFile(JSON.stringify([{ email: 'ok@example.com', password: 'fixture password', funds: [{ asset: 'XYZ', amount: '-1' }] }]))).toEqual({
      errors: [expect.stringMatching(/^0\.funds\.0\.asset: asset must be one of BTC/), '0.funds.0.amount: amount must be a positive decimal'],
    })
    expect(parseAccountsFile(JSON.stringify([{ email: 'ok@example.com', password: 'fixture password', totpSecret: 'JBSWY3DP', mfaEmail: true }]))).toEqual({
      errors: ['0: choose one second factor: totpSecret or mfaEmail'],
    })
    expect(
      parseAccountsFile(JSON.stringify([{ email: 'ok@example.com', password: 'fixture password', funds: [{ asset: 'BTC', amount: '1', address: '0x12' }] }])),
    ).toEqual({
      errors: ['0.funds.0: address is not a valid address of that asset'],
    })
  })

  it('exits 2 for a missing or bad file and 1 for a taken email', async () => {
    // The command opens the same embedded database: close it here first.
    await database!.close()
    database = undefined
    await expect(cli('seed-accounts')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--file is required') })
    const twice = file('twice.json', [
      { email: 'new@example.com', password: 'fixture password' },
      { email: 'NEW@example.com', password: 'fixture password' },
    ])
    await expect(cli('seed-accounts', '--file', twice)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('new@example.com is listed twice') })
    const taken = file('taken.json', [{ email: 'funded@example.com', password: 'fixture password' }])
    await expect(cli('seed-accounts', '--file', taken)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') })
  }, 300_000)
})
