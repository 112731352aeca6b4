import path from 'node:path'
import pino from 'pino'
import { loadEnv } from '../config/env.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { mailerFor } from '../lib/mailer.ts'
import { createServices, type ServiceDeps, type Services } from '../services.ts'

/**
 * For command-line work: opens the database the server uses (DATABASE_URL, else PGlite in DATA_DIR/pglite),
 * runs `work` with the app's services on it, and closes it again.
 */
export async function withServices<T>(
  work: (ctx: { services: Services; database: Database }) => Promise<T>,
  more: Pick<ServiceDeps, 'chain'> = {},
): Promise<T> {
  const env = loadEnv()
  const log = pino({ level: 'warn' })
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite'), poolSize: 2 })
  try {
    const mailer = mailerFor(env, log)
    const services = createServices({ database, env, mailer, authRateLimit: false, ...more })
    return await work({ services, database })
  } finally {
    await database.close()
  }
}
