import { and, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { accounts, sessions, users } from '../../db/schema.ts'

export async function setCredentialPassword(db: DbOrTx, userId: string, passwordHash: string): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: sql`now()` })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id })
  return updated.length === 1
}

/** The hash of the account's current password, or null when it has none. */
export async function credentialPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  return row?.password ?? null
}

export async function setPasswordChangeFlag(db: DbOrTx, userId: string, required: boolean) {
  await db.update(users).set({ requiresPasswordChange: required, updatedAt: sql`now()` }).where(eq(users.id, userId))
}

export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
}

/** Ends every session of the user; answers how many there were. */
export async function deleteAllSessions(db: DbOrTx, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
  return deleted.length
}

export async function lockBanState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ banned: users.banned, banReason: users.banReason, banExpires: users.banExpires })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row ?? null
}

export async function setBan(db: DbOrTx, userId: string, ban: { banned: boolean; banReason: string | null; banExpires: Date | null }) {
  await db.update(users).set({ ...ban, updatedAt: sql`now()` }).where(eq(users.id, userId))
}
