import { randomUUID } from 'node:crypto'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { accounts, loginHistory, sessions, twoFactors, users, verifications } from '../../db/schema.ts'

export type TwoFactorRow = typeof twoFactors.$inferSelect

/** The user's second-factor state; `forUpdate` serialises changes to it. */
export async function findUser(db: DbOrTx, userId: string, forUpdate = false) {
  const query = db
    .select({ id: users.id, email: users.email, name: users.name, activeMfaMethod: users.activeMfaMethod, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function findTwoFactor(db: DbOrTx, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId))
  return row ?? null
}

/** Replaces any earlier factor of the user with a new, not yet verified one. */
export async function replaceWithPendingTwoFactor(db: DbOrTx, userId: string, secret: string, backupCodes: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId))
  await db.insert(twoFactors).values({ id: randomUUID(), userId, secret, backupCodes, verified: false })
}

export async function markTwoFactorVerified(db: DbOrTx, id: string): Promise<void> {
  await db.update(twoFactors).set({ verified: true, failedVerificationCount: 0, lockedUntil: null }).where(eq(twoFactors.id, id))
}

export async function deleteTwoFactor(db: DbOrTx, userId: string): Promise<number> {
  const deleted = await db.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id })
  return deleted.length
}

export async function setMfaState(
  db: DbOrTx,
  userId: string,
  state: { activeMfaMethod: 'totp' | 'email' | 'none'; twoFactorEnabled: boolean; totpLastStep?: number | null },
): Promise<void> {
  await db.update(users).set({ ...state, updatedAt: new Date() }).where(eq(users.id, userId))
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  return row?.password ?? null
}

export async function updatePasswordHash(db: DbOrTx, userId: string, hash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
}

export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id })
  return deleted.length
}

export async function saveVerification(db: DbOrTx, identifier: string, value: string, expiresAt: Date): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, identifier))
  await db.insert(verifications).values({ id: randomUUID(), identifier, value, expiresAt })
}

export async function findVerification(db: DbOrTx, identifier: string) {
  const [row] = await db.select().from(verifications).where(eq(verifications.identifier, identifier)).for('update')
  return row ?? null
}

export async function updateVerificationValue(db: DbOrTx, id: string, value: string): Promise<void> {
  await db.update(verifications).set({ value, updatedAt: new Date() }).where(eq(verifications.id, id))
}

export async function deleteVerification(db: DbOrTx, identifier: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, identifier))
}

export function listLoginHistory(db: DbOrTx, userId: string, limit: number, offset = 0) {
  return db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(limit)
    .offset(offset)
}
