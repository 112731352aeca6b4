import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, waitFor } from '../bench/support.ts'
import { loadEnv, REPO_ROOT } from '../src/config/env.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { users } from '../src/db/schema.ts'
import { mailerFor, MAIL_NOT_SENT } from '../src/lib/mailer.ts'
import { createAccount } from '../src/identity/sign-in/accounts.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { NO_DEMO_IN_PRODUCTION } from '../src/seed/demo-in-production.ts'
import { createServices, type Services } from '../src/services.ts'

/**
 * `NODE_ENV=production npm start` as a new operator runs it (through tsx), on a fresh embedded database with SEED_DEMO
 * on: no demo account, and the log says why. Then without SMTP (ALLOW_MAIL_TO_LOG): a reset link and a sign-in code
 * are mailed, and neither the log nor `npm run cli -- backup` holds them. Then on a database a development start filled
 * with the demo accounts: refused, naming them and the way out.
 */
describe.skipIf(!!process.env.TEST_DATABASE_URL)('a production start on the embedded database', () => {
  // One folder for the demo checks, one (with an account) for the mail checks.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-production-'))
  const mailDataDir = mkdtempSync(path.join(tmpdir(), 'wallet-production-mail-'))
  afterAll(() => [dataDir, mailDataDir].forEach((dir) => rmSync(dir, { recursive: true, force: true })))
  const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') }

  const { SMTP_URL: _smtp, DATABASE_URL: _url, ...inherited } = process.env
  const productionEnv = (folder: string, port: number) => ({
    ...inherited,
    NODE_ENV: 'production',
    DATA_DIR: folder,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALLOW_INSECURE_HTTP: 'true',
    ALLOW_MAIL_TO_LOG: 'true',
    SEED_DEMO: 'true',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'info',
    ...secrets,
  })

  /** A script of apps/server run through tsx, as npm runs it, in production: its exit and everything it printed. */
  function run(script: string, args: string[], folder: string, port: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src', script), ...args], {
      env: productionEnv(folder, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    return { child, exited, output: () => output }
  }

  async function start(folder: string) {
    const port = await freePort()
    const { child: server, ...rest } = run('main.ts', [], folder, port)
    return { server, port, ...rest }
  }

  async function waitUntilReady(server: Awaited<ReturnType<typeof start>>) {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).status === 200, 'the server', 180_000)
  }

  /** The app's services on the data folder while no server runs, as a development start or the CLI would open them. */
  async function withServices<T>(folder: string, work: (database: Database, services: Services) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir: path.join(folder, 'pglite') })
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: folder, ...secrets })
    const services = createServices({ database, env, mailer: mailerFor(env, pino({ level: 'silent' })), authRateLimit: false })
    try {
      return await work(database, services)
    } finally {
      await services.sessions.close()
      await database.close()
    }
  }

  it('creates no demo account and says why; logs and backs up no mail secret; refuses a database that holds demo accounts', async () => {
    const first = await start(dataDir)
    try {
      await waitUntilReady(first)
    } finally {
      first.server.kill('SIGTERM')
    }
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain(NO_DEMO_IN_PRODUCTION)
    expect(first.output()).not.toContain('demo.wallet')

    expect(await withServices(dataDir, async (database) => database.db.select().from(users))).toEqual([])

    // A customer whose second factor is a mailed code, made while no server runs (PGlite admits one process).
    const email = 'owner@example.com'
    const password = 'owner passphrase 2026'
    await withServices(mailDataDir, (_database, services) => createAccount(services.auth, { email, password, fullName: 'Olive Owner', mfaEmail: true }))
    const second = await start(mailDataDir)
    const backupFile = path.join(mailDataDir, 'wallet.backup.sql')
    try {
      await waitUntilReady(second)
      const base = `http://127.0.0.1:${second.port}`
      const call = (url: string, body: object, cookie = '') =>
        fetch(`${base}${url}`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })
      expect((await call('/api/auth/request-password-reset', { email, redirectTo: '/update-password' })).status).toBe(200)
      const signedIn = await call('/api/auth/sign-in/email', { email, password })
      expect(signedIn.status).toBe(200)
      const pending = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; ')
      expect((await call('/api/auth/two-factor/send-otp', {}, pending)).status).toBe(200)
      await waitFor(async () => ['Reset your password', 'Your sign-in code'].every((s) => mailWarnings(second.output()).includes(s)), 'the mails', 30_000)

      const backup = run('cli.ts', ['backup', '--out', backupFile], mailDataDir, second.port)
      expect(await backup.exited, backup.output()).toBe(0)
    } finally {
      second.server.kill('SIGTERM')
    }
    expect(await second.exited).toBe(0)
    const backupText = readFileSync(backupFile, 'utf8')
    // The reset and the pending sign-in are in the backup, as rows that hold neither the token nor the code.
    expect(backupText.match(/^INSERT INTO public\.verification VALUES/gm)?.length).toBeGreaterThanOrEqual(2)
    expect(backupText).not.toContain('reset-password:')
    expect(backupText).not.toMatch(/'\d{6}:\d+'/)
    // The log names each mail, never its link or code.
    expect(second.output()).not.toMatch(/"(link|code)":|token=(?!%5Bredacted%5D)/)

    // What a development start on the same folder would have made.
    await withServices(dataDir, async (database, services) => expect(await seedDemo({ database, services, print: () => {} })).not.toBeNull())

    const third = await start(dataDir)
    expect(await third.exited).toBe(1)
    const output = third.output()
    expect(output).toContain('Refusing to start in production: this database holds demo accounts')
    for (const line of ['customer@demo.wallet (USER)', 'worker@demo.wallet (WORKER)', 'manager@demo.wallet (MANAGER)', 'admin@demo.wallet (ADMIN)']) {
      expect(output).toContain(line)
    }
    expect(output).toContain(`move ${dataDir}/pglite aside (or set DATABASE_URL to a new, empty PostgreSQL database)`)
    expect(output).not.toContain('Wallet is running on')
  }, 400_000)
})

/** The subjects of the mails the log says were not sent. */
function mailWarnings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.includes(MAIL_NOT_SENT))
    .map((line) => (JSON.parse(line) as { subject: string }).subject)
}
