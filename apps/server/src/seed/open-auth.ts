import path from 'node:path'
import pino from 'pino'
import { loadEnv } from '../config/env.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { createMailer } from '../lib/mailer.ts'
import { createAuthEmails } from '../modules/auth/auth-emails.ts'
import { createAuth, type Auth } from '../modules/auth/better-auth.ts'

/**
 * For command-line work: opens the database the server uses (DATABASE_URL, else PGlite in DATA_DIR/pglite),
 * runs `work` with better-auth on it, and closes it again.
 */
export async function withAuth<T>(work: (ctx: { auth: Auth; database: Database }) => Promise<T>): Promise<T> {
  const env = loadEnv()
  const log = pino({ level: 'warn' })
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite'), poolSize: 2 })
  try {
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log })
    const auth = createAuth({
      db: database.db,
      secret: env.AUTH_SECRET,
      baseURL: env.PUBLIC_URL,
      requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
      emails: createAuthEmails(mailer),
      rateLimit: false,
    })
    return await work({ auth, database })
  } finally {
    await database.close()
  }
}
