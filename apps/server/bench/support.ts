/** What the benchmarks share: running under a throwaway PostgreSQL, an app to measure, and signed-in accounts. */
import { spawnSync } from 'node:child_process'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isStaffRole, type Role } from '@wallet/shared/roles'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { loadEnv, REPO_ROOT } from '../src/config/env.ts'
import type { Database, Db } from '../src/db/client.ts'
import { sessions } from '../src/db/schema.ts'
import { createMailer } from '../src/lib/mailer.ts'
import type { Actor } from '../src/identity/sign-in/actor.ts'
import { enrolAuthenticator } from '../src/identity/sign-in/accounts.ts'
import { randomTotpSecret } from '../test/auth-support.ts'
import { signInWithCode } from '../test/factories.ts'
import { LOAD_RUN_LIMITS } from '../test/build-test-app.ts'

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
export const ORIGIN = 'http://localhost:3000'

/**
 * Without TEST_DATABASE_URL and with PostgreSQL 15 installed, runs this script again under scripts/with-postgres.sh
 * (a throwaway cluster) and exits with its status; otherwise returns and the caller goes on.
 */
export function rerunUnderPostgres(defaultPort: string): void {
  if (process.env.TEST_DATABASE_URL || process.env.BENCH_UNDER_POSTGRES || !existsSync(path.join(PG_BIN, 'initdb'))) return
  const result = spawnSync('bash', [path.join(REPO_ROOT, 'scripts/with-postgres.sh'), process.execPath, '--import', 'tsx', process.argv[1]!], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_UNDER_POSTGRES: '1', PG_PORT: process.env.PG_PORT ?? defaultPort },
  })
  process.exit(result.status ?? 1)
}

/** The whole app on `database`, quiet, without jobs or rate limits; `close` also removes its data folder. */
/** The audit key of every bench app: what the seeded audit rows are marked with. */
export const BENCH_AUDIT_KEY = 'bench-audit-key-'.padEnd(64, '0')

/**
 * `metrics: false` builds it without request timing or /metrics; `authSecret` makes its sessions another app's;
 * `logger` gives it one, as `main.ts` does (without, Fastify skips listening for each answer's end).
 */
export async function benchApp(
  database: Database,
  options: { metrics?: boolean; authSecret?: string; logger?: FastifyBaseLogger } = {},
): Promise<{ app: FastifyInstance; authSecret: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-bench-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    AUDIT_KEY: BENCH_AUDIT_KEY,
    ...LOAD_RUN_LIMITS,
    ...(options.authSecret ? { AUTH_SECRET: options.authSecret } : {}),
  })
  const mailer = createMailer({
    from: env.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    log: { info: () => {}, warn: () => {}, error: () => {} } as never,
  })
  const app = await buildApp({ env, database, mailer, logger: options.logger ?? false, authRateLimit: false, metrics: options.metrics })
  await app.ready()
  return {
    app,
    authSecret: env.AUTH_SECRET,
    async close() {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface SignedIn {
  actor: Actor
  cookie: string
}

/** A confirmed account of `role` with its profile, signed in through the app; `fund` puts USDT on it first. */
export async function signedInAccount(app: FastifyInstance, database: Database, options: { role?: Role; fundUsdt?: string } = {}): Promise<SignedIn> {
  const role = options.role ?? 'USER'
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`
  const password = 'bench password 1'
  const ctx = await app.auth.$context
  const user = await ctx.internalAdapter.createUser({ email, name: 'Bench', fullName: 'Bench', emailVerified: true, role }, { method: 'admin' })
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password) })
  if (role === 'USER') await app.services.customers.ensureProfile(user.id)
  if (options.fundUsdt) {
    await database.db.transaction((tx) =>
      app.services.ledger.record(tx, { userId: user.id, asset: 'USDT', amount: options.fundUsdt!, status: 'Complete', type: 'deposit' }),
    )
  }
  // Staff have their own authenticator app (decision 072), and their sign-in passes it.
  const totpSecret = isStaffRole(role) ? randomTotpSecret() : undefined
  if (totpSecret) await enrolAuthenticator(app.auth, user.id, totpSecret)
  const cookie = await signInWithCode({ app }, email, password, totpSecret)
  const actor: Actor = {
    userId: user.id,
    email,
    fullName: 'Bench',
    role,
    requiresPasswordChange: false,
    authenticatorRequired: false,
    activeMfaMethod: totpSecret ? 'totp' : 'none',
    sessionId: '',
    ip: '127.0.0.1',
    requestId: 'bench',
  }
  return { actor, cookie }
}

/** A session row and its signed cookie, as the sign-in makes them (for load that is not about signing in). */
export async function mintSession(db: Db, userId: string, secret: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.insert(sessions).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 24 * 3600_000) })
  return `wallet.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`)
    await sleep(100)
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
