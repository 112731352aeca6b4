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

export async function clearPasswordChangeFlag(db: DbOrTx, userId: string) {
  await db.update(users).set({ requiresPasswordChange: false, updatedAt: sql`now()` }).where(eq(users.id, userId))
}

export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
}
