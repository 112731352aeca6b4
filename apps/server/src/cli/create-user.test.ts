import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadEnv, REPO_ROOT } from '../config/env.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { userProfiles, users } from '../db/schema.ts'
import { createMailer } from '../lib/mailer.ts'
import { cookiesOf, post, randomTotpSecret, signIn, stepUpWithAuthenticator, totpCode } from '../../test/auth-support.ts'
import pino from 'pino'
import type { FastifyInstance } from 'fastify'

const run = promisify(execFile)

/** The CLI as an operator runs it, on an embedded database in a fresh DATA_DIR. */
describe('create-user and create-admin commands', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-cli-'))
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    })
  const secret = randomTotpSecret()
  let database: Database
  let app: FastifyInstance
  let adminOutput = ''
  const t = () => ({ app }) as never

  beforeAll(async () => {
    await cli(
      'create-user',
      '--email',
      'fixture@example.com',
      '--password',
      'fixture password',
      '--full-name',
      'Fixture Person',
      '--role',
      'WORKER',
      '--totp-secret',
      secret,
    )
    await cli(
      'create-user',
      '--email',
      'pending@example.com',
      '--password',
      'fixture password',
      '--confirmed',
      'false',
      '--banned',
      '--requires-password-change',
      '--mfa-email',
    )
    adminOutput = (await cli('create-admin', '--email', 'root@example.com', '--password', 'admin password')).stdout
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' })
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
    const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), log: pino({ level: 'silent' }) })
    app = await buildApp({ env, database, mailer, logger: false, authRateLimit: false })
  }, 600_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('creates an account that signs in, and passes a step-up, with the given TOTP secret', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'fixture@example.com'))
    expect(user).toMatchObject({ fullName: 'Fixture Person', role: 'WORKER', emailVerified: true, activeMfaMethod: 'totp', banned: false })
    expect(await database.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id))).toHaveLength(1)

    const first = await signIn(t(), { email: 'fixture@example.com', password: 'fixture password' })
    expect(first.json()).toEqual({ twoFactorRedirect: true, method: 'totp' })
    const verified = await post(t(), '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, { cookie: cookiesOf(first) })
    expect(verified.statusCode).toBe(200)
    // A step-up takes the same authenticator's next code, as sign-in did.
    const stepUp = await stepUpWithAuthenticator(t(), cookiesOf(verified), secret)
    expect(stepUp.statusCode, stepUp.body).toBe(200)
  })

  it('sets the optional flags', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'pending@example.com'))
    expect(user).toMatchObject({ role: 'USER', emailVerified: false, banned: true, requiresPasswordChange: true, activeMfaMethod: 'email' })
  })

  it('creates a confirmed admin, whose authenticator secret it prints once: the password alone does not sign in', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'root@example.com'))
    expect(user).toMatchObject({ role: 'ADMIN', emailVerified: true, activeMfaMethod: 'totp' })
    const printed = adminOutput.match(/Authenticator secret \(shown once\): ([A-Z2-7]+)/)?.[1]
    expect(printed, adminOutput).toBeDefined()
    expect(adminOutput).toContain(`otpauth://totp/Wallet:root%40example.com?issuer=Wallet&secret=${printed}`)

    const first = await signIn(t(), { email: 'root@example.com', password: 'admin password' })
    expect(first.json()).toEqual({ twoFactorRedirect: true, method: 'totp' })
    const verified = await post(t(), '/api/auth/two-factor/verify-totp', { code: totpCode(printed!) }, { cookie: cookiesOf(first) })
    expect(verified.statusCode).toBe(200)
    const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookiesOf(verified) } })
    expect(session.json().user).toMatchObject({ role: 'ADMIN', authenticatorRequired: false })
  })

  it('refuses bad options and a taken email with a message and a non-zero exit', async () => {
    await expect(cli('create-user', '--email', 'nope', '--password', 'fixture password')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--email must be an email address'),
    })
    await expect(cli('create-admin', '--email', 'root@example.com', '--password', 'admin password')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists'),
    })
  }, 300_000)
})
