import { generateRandomString } from 'better-auth/crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Role } from '@wallet/shared/roles'
import type { MfaMethod } from '@wallet/shared/identity/second-factors'
import type { Locale } from '@wallet/shared/locales'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { accounts, passkeys, sessions, staff, twoFactors, users } from '../../db/schema.ts'

/** What a new account with a password holds (better-auth's user and credential rows). */
export interface NewAccountRow {
  email: string
  fullName: string
  role: Role
  emailVerified: boolean
  requiresPasswordChange: boolean
  activeMfaMethod: MfaMethod
  banned: boolean
  banReason: string | null
  passwordHash: string
}

/** better-auth's own id shape (32 letters and digits), so accounts made here look like the ones it makes. */
const newId = () => generateRandomString(32, 'a-z', 'A-Z', '0-9')

/** Accounts (better-auth's user, account and session tables) as the app changes them, in the caller's transaction. */
export const accountRepository = {
  /** A user row and its credential, in the caller's transaction; answers the new id. */
  async insertWithPassword(tx: Tx, row: NewAccountRow): Promise<string> {
    const id = newId()
    const { passwordHash, ...user } = row
    await tx.insert(users).values({ id, name: row.fullName, ...user, twoFactorEnabled: row.activeMfaMethod !== 'none' })
    await tx.insert(accounts).values({ id: newId(), userId: id, providerId: 'credential', accountId: id, password: passwordHash })
    return id
  },

  async setCredentialPassword(db: DbOrTx, userId: string, passwordHash: string): Promise<boolean> {
    const updated = await db
      .update(accounts)
      .set({ password: passwordHash, updatedAt: sql`now()` })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id })
    return updated.length === 1
  },

  /** The hash of the account's current password, or null when it has none. */
  async credentialPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    return row?.password ?? null
  },

  async setLocale(db: DbOrTx, userId: string, locale: Locale): Promise<void> {
    await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId))
  },

  async setPasswordChangeFlag(db: DbOrTx, userId: string, required: boolean) {
    await db
      .update(users)
      .set({ requiresPasswordChange: required, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
  },

  /** Turns on the emailed sign-in code for an account that has no second factor; false when it has one already. */
  async requireEmailedCodeIfNone(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ activeMfaMethod: 'email', twoFactorEnabled: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.activeMfaMethod, 'none')))
      .returning({ id: users.id })
    return rows.length > 0
  },

  /** The second factor the account signs in with, its row locked for the rest of the transaction. */
  async lockMfaMethod(tx: Tx, userId: string): Promise<MfaMethod | null> {
    const [row] = await tx.select({ method: users.activeMfaMethod }).from(users).where(eq(users.id, userId)).for('update')
    return row ? (row.method as MfaMethod) : null
  },

  /** Whether the account still signs in with a password staff set (it must choose its own at the next sign-in). */
  async passwordSetByStaff(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db.select({ flag: users.requiresPasswordChange }).from(users).where(eq(users.id, userId))
    return row?.flag === true
  },

  async mfaMethod(db: DbOrTx, userId: string): Promise<MfaMethod | null> {
    const [row] = await db.select({ method: users.activeMfaMethod }).from(users).where(eq(users.id, userId))
    return row ? (row.method as MfaMethod) : null
  },

  /** Sets the account's second factor to `method`, dropping any authenticator app it had. */
  async replaceMfaMethod(tx: Tx, userId: string, method: 'email' | 'none'): Promise<void> {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId))
    await tx
      .update(users)
      .set({ activeMfaMethod: method, twoFactorEnabled: method !== 'none', totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
  },

  async deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string) {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
  },

  /** Ends every session of the user; answers how many there were. */
  async deleteAllSessions(db: DbOrTx, userId: string): Promise<number> {
    const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
    return deleted.length
  },

  async deleteAllPasskeys(db: DbOrTx, userId: string): Promise<number> {
    const deleted = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id })
    return deleted.length
  },

  async lockEmailVerified(tx: Tx, userId: string): Promise<boolean | null> {
    const [row] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for('update')
    return row ? row.emailVerified : null
  },

  async lockBanState(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ banned: users.banned, banReason: users.banReason, banExpires: users.banExpires })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    return row ?? null
  },

  async setBan(db: DbOrTx, userId: string, ban: { banned: boolean; banReason: string | null; banExpires: Date | null }) {
    await db
      .update(users)
      .set({ ...ban, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
  },

  /** An account's id, email and role, with its manager when it is a worker. */
  async withManager(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, managerId: staff.managerId })
      .from(users)
      .leftJoin(staff, eq(staff.workerId, users.id))
      .where(eq(users.id, userId))
    return row ?? null
  },

  /** The ids of the accounts holding one of these roles. */
  async idsWithRoles(db: DbOrTx, roles: readonly Role[]): Promise<string[]> {
    if (roles.length === 0) return []
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [...roles]))
    return rows.map((r) => r.id)
  },

  async emailTaken(db: DbOrTx, email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1)
    return row !== undefined
  },
}
