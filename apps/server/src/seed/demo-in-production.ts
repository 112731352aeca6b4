import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Env } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import type { Services } from '../services.ts'
import { DEMO_EMAILS, seedDemo } from './demo.ts'
import { seedDemoFunds } from './demo-funds.ts'

/** Why a production start made no demo account (logged at every production start). */
export const NO_DEMO_IN_PRODUCTION =
  'Demo accounts are not created in production (NODE_ENV=production), whatever SEED_DEMO says: their passwords and authenticator secrets are published in the README.'

/** A production start on a database that holds demo accounts: the process must not serve it. */
export class DemoAccountsInProduction extends Error {
  constructor(
    readonly accounts: Array<{ email: string; role: string }>,
    dataDir: string,
  ) {
    super(
      [
        'Refusing to start in production: this database holds demo accounts whose passwords and authenticator secrets are published in the README:',
        ...accounts.map((a) => `  ${a.email} (${a.role})`),
        'A start outside production (SEED_DEMO) created them, with demo funds. Ledger and audit rows are never erased (docs/decisions/055),',
        'so they cannot be removed from this database (docs/decisions/120). Start production on a fresh database instead:',
        `  stop the app, move ${dataDir}/pglite aside (or set DATABASE_URL to a new, empty PostgreSQL database), and start again`,
        '  with NODE_ENV=production: no demo account is created in production.',
      ].join('\n'),
    )
    this.name = 'DemoAccountsInProduction'
  }
}

/**
 * The demo accounts present: a demo address held by a staff account, or by a confirmed customer (the seeding
 * confirms its customer; an unconfirmed sign-up with that address is a stranger's, and must not block a start).
 */
export async function findDemoAccounts(database: Database): Promise<Array<{ email: string; role: string }>> {
  return database.db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.email, [...DEMO_EMAILS]), or(ne(users.role, 'USER'), eq(users.emailVerified, true))))
    .orderBy(users.createdAt, users.email)
}

/**
 * At start-up. Outside production: the demo accounts (and the customer's funds) on the first start of an empty embedded
 * database when SEED_DEMO is on. In production: never any, and a database that already holds some is refused.
 */
export async function prepareDemoData(options: {
  env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO' | 'DATA_DIR'>
  database: Database
  services: Pick<Services, 'auth' | 'customers'>
  log: Pick<Logger, 'info'>
}): Promise<void> {
  const { env, database, services, log } = options
  if (env.NODE_ENV === 'production') {
    const present = await findDemoAccounts(database)
    if (present.length > 0) throw new DemoAccountsInProduction(present, env.DATA_DIR)
    log.info(NO_DEMO_IN_PRODUCTION)
    return
  }
  if (env.SEED_DEMO) {
    await seedDemo({ database, services, onAccountsCreated: ({ customer }) => seedDemoFunds(database.db, customer.id) })
  }
}
