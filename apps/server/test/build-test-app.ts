import { Writable } from 'node:stream'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { buildApp, type AppDeps } from '../src/app.ts'
import { loadEnv, type Env } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { createMailer, mailerFor, type Mail, type Mailer } from '../src/lib/mailer.ts'
import { createTestDatabase } from './database.ts'
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts'

export interface TestApp {
  app: FastifyInstance
  database: Awaited<ReturnType<typeof createTestDatabase>>
  smtp: SmtpCapture
  env: Env
  close(): Promise<void>
}

/**
 * The route limits (docs/decisions/059) raised out of reach, for tests and load runs that send far more requests per
 * account and address than a person does; the limiter still runs. The limits have tests of their own (route-limits.test.ts).
 */
export const LOAD_RUN_LIMITS = Object.fromEntries(
  ['MONEY_RATE_LIMIT', 'CAPTCHA_RATE_LIMIT', 'UPLOAD_RATE_LIMIT', 'FREEZE_RATE_LIMIT'].map((name) => [name, '100000']),
)

/**
 * The real app on a fresh database, sending mail through a real SMTP server in this process.
 * `env` overrides configuration (e.g. `{ REQUIRE_EMAIL_CONFIRMATION: 'false' }`; `SMTP_URL: ''` for no SMTP at all).
 * `logLines` keeps every log line of the app and its mailer (JSON, from info up); `onMail` sees each mail handed to the
 * mailer, secrets included, before the mailer does what the configuration says with it.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; authRateLimit?: boolean; logLines?: string[]; onMail?: (mail: Mail) => void } & Partial<
    Pick<AppDeps, 'webDist' | 'clock' | 'chain' | 'depositIndexes'>
  > = {},
): Promise<TestApp> {
  const smtp = await startSmtpCapture()
  const database = await createTestDatabase()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-test-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ...LOAD_RUN_LIMITS,
    ...options.env,
  })
  const logger = options.logLines ? pino({ level: 'info' }, linesSink(options.logLines)) : pino({ level: env.LOG_LEVEL })
  const mailer = recordingMails(mailerFor(env, logger), options.onMail)
  const app = await buildApp({
    env,
    database,
    mailer,
    logger: options.logLines ? logger : false,
    authRateLimit: options.authRateLimit ?? false,
    webDist: options.webDist,
    clock: options.clock,
    chain: options.chain,
    depositIndexes: options.depositIndexes,
  })
  await app.ready()
  return {
    app,
    database,
    smtp,
    env,
    async close() {
      await app.close()
      await database.dropped()
      await smtp.close()
    },
  }
}

/**
 * Another app instance on the same PostgreSQL database as `t` (its own pool and LISTEN connection), as a second
 * server behind a load balancer would be.
 */
export async function buildSecondInstance(t: TestApp, options: { authRateLimit?: boolean } = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!t.database.url) throw new Error('a second instance needs TEST_DATABASE_URL')
  const database = await openDatabase({ url: t.database.url, poolSize: 5 })
  const mailer = createMailer({
    smtpUrl: t.env.SMTP_URL,
    from: t.env.MAIL_FROM,
    outboxDir: path.join(t.env.DATA_DIR, 'outbox'),
    log: pino({ level: 'silent' }),
  })
  const app = await buildApp({ env: t.env, database, mailer, logger: false, authRateLimit: options.authRateLimit ?? false })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/**
 * A second app on `t`'s database whose log lines (JSON, at `level`) are kept in `lines`, for tests of what the log
 * says, or never says.
 */
export async function buildLoggingApp(t: TestApp, level: pino.Level): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = []
  const logger = pino({ level }, linesSink(lines))
  const mailer = createMailer({ smtpUrl: t.env.SMTP_URL, from: t.env.MAIL_FROM, outboxDir: t.env.DATA_DIR, log: logger })
  const app = await buildApp({ env: t.env, database: t.database, mailer, logger, authRateLimit: false })
  await app.ready()
  return { app, lines }
}

function linesSink(lines: string[]): Writable {
  return new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
}

function recordingMails(mailer: Mailer, onMail: ((mail: Mail) => void) | undefined): Mailer {
  if (!onMail) return mailer
  return {
    async send(mail) {
      onMail(mail)
      await mailer.send(mail)
    },
  }
}
