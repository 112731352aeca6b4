import { count } from 'drizzle-orm'
import type { Role } from '@wallet/shared/roles'
import type { Database } from '../db/client.ts'
import { staff, users } from '../db/schema.ts'
import type { Services } from '../services.ts'
import { createAccount } from '../identity/sign-in/accounts.ts'

export interface DemoAccount {
  id: string
  email: string
  password: string
  role: Role
  /** A staff account's authenticator secret (base32): staff sign in with its codes (decision 072). */
  totpSecret?: string
}

/** The demo accounts created, one per role: what later demo steps (e.g. the customer's funds) build on. */
export interface DemoAccounts {
  customer: DemoAccount
  worker: DemoAccount
  manager: DemoAccount
  admin: DemoAccount
}

/** Fixed, published secrets (the README lists them): fine for a demo database, never for real staff. */
const DEMO: Record<keyof DemoAccounts, Omit<DemoAccount, 'id'> & { fullName: string }> = {
  customer: { email: 'customer@demo.wallet', password: 'demo-customer-2026', fullName: 'Casey Customer', role: 'USER' },
  worker: { email: 'worker@demo.wallet', password: 'demo-worker-2026', fullName: 'Wes Worker', role: 'WORKER', totpSecret: 'DEMOWORKERAUTHENTICATORKEYAAAAAA' },
  manager: {
    email: 'manager@demo.wallet',
    password: 'demo-manager-2026',
    fullName: 'Morgan Manager',
    role: 'MANAGER',
    totpSecret: 'DEMOMANAGERAUTHENTICATORKEYAAAAA',
  },
  admin: { email: 'admin@demo.wallet', password: 'demo-admin-2026', fullName: 'Alex Admin', role: 'ADMIN', totpSecret: 'DEMOADMINAUTHENTICATORKEYAAAAAAA' },
}

/** The demo accounts' addresses, whose passwords (and staff authenticator secrets) anyone can read in the README. */
export const DEMO_EMAILS: readonly string[] = Object.values(DEMO).map((a) => a.email)

export interface SeedDemoOptions {
  database: Database
  services: Pick<Services, 'auth' | 'customers'>
  /** Where the accounts are announced. */
  print?: (text: string) => void
  /** Runs after the accounts exist, with their ids: the place to add more demo data (such as the customer's funds). */
  onAccountsCreated?: (accounts: DemoAccounts) => Promise<void>
}

/**
 * On the first start of an empty embedded database: one confirmed account per role, the worker having claimed
 * the customer and belonging to the manager. Returns null (and does nothing) on PostgreSQL or when users exist.
 */
export async function seedDemo({ database, services, print = console.log, onAccountsCreated }: SeedDemoOptions): Promise<DemoAccounts | null> {
  if (database.kind !== 'pglite') return null
  const [existing] = await database.db.select({ n: count() }).from(users)
  if ((existing?.n ?? 0) > 0) return null

  const create = async (key: keyof DemoAccounts): Promise<DemoAccount> => {
    const spec = DEMO[key]
    const { id } = await createAccount(services.auth, { ...spec, confirmed: true })
    return { id, email: spec.email, password: spec.password, role: spec.role, ...(spec.totpSecret ? { totpSecret: spec.totpSecret } : {}) }
  }
  const accounts: DemoAccounts = {
    customer: await create('customer'),
    worker: await create('worker'),
    manager: await create('manager'),
    admin: await create('admin'),
  }
  await database.db.transaction(async (tx) => {
    await tx.insert(staff).values({ workerId: accounts.worker.id, managerId: accounts.manager.id })
    await services.customers.setAssignedWorker(tx, accounts.customer.id, accounts.worker.id)
  })
  await onAccountsCreated?.(accounts)

  print(
    [
      '',
      '┌─ Demo accounts (created on this first start) ─────────────────────────',
      ...(Object.values(accounts) as DemoAccount[]).map(
        (a) => `│ ${a.role.padEnd(8)} ${a.email.padEnd(24)} password: ${a.password}${a.totpSecret ? `  authenticator secret: ${a.totpSecret}` : ''}`,
      ),
      '│ Staff sign in with the password and the code of an authenticator app holding that secret;',
      '│ `npm run cli -- totp-code --secret <secret>` prints the current code.',
      '└────────────────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
  return accounts
}
