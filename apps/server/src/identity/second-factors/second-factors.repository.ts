import { randomUUID } from 'node:crypto'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { MfaMethod } from '@wallet/shared/identity/second-factors'
import type { DbOrTx } from '../../db/client.ts'
import { accounts, loginHistory, sessions, twoFactors, users, verifications } from '../../db/schema.ts'

export type TwoFactorRow = typeof twoFactors.$inferSelect

export const securityRepository = {
  /** The user's second-factor state; `forUpdate` serialises changes to it. */
  async findUser(db: DbOrTx, userId: string, forUpdate = false) {
    const query = db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        activeMfaMethod: users.activeMfaMethod,
        twoFactorEnabled: users.twoFactorEnabled,
        totpLastStep: users.totpLastStep,
      })
      .from(users)
      .where(eq(users.id, userId))
    const [row] = forUpdate ? await query.for('update') : await query
    return row ?? null
  },

  async findTwoFactor(db: DbOrTx, userId: string): Promise<TwoFactorRow | null> {
    const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId))
    return row ?? null
  },

  /** Replaces any earlier factor of the user with a new, not yet verified one. */
  async replaceWithPendingTwoFactor(db: DbOrTx, userId: string, secret: string, backupCodes: string): Promise<void> {
    await db.delete(twoFactors).where(eq(twoFactors.userId, userId))
    await db.insert(twoFactors).values({ id: randomUUID(), userId, secret, backupCodes, verified: false })
  },

  async markTwoFactorVerified(db: DbOrTx, id: string): Promise<void> {
    await db.update(twoFactors).set({ verified: true, failedVerificationCount: 0, lockedUntil: null }).where(eq(twoFactors.id, id))
  },

  async deleteTwoFactor(db: DbOrTx, userId: string): Promise<number> {
    const deleted = await db.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ id: twoFactors.id })
    return deleted.length
  },

  async setMfaState(db: DbOrTx, userId: string, state: { activeMfaMethod: MfaMethod; twoFactorEnabled: boolean; totpLastStep?: number | null }): Promise<void> {
    await db
      .update(users)
      .set({ ...state, updatedAt: new Date() })
      .where(eq(users.id, userId))
  },

  async findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    return row?.password ?? null
  },

  async updatePasswordHash(db: DbOrTx, userId: string, hash: string): Promise<void> {
    await db
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  },

  async deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<number> {
    const deleted = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id })
    return deleted.length
  },

  async saveVerification(db: DbOrTx, identifier: string, value: string, expiresAt: Date): Promise<void> {
    await db.delete(verifications).where(eq(verifications.identifier, identifier))
    await db.insert(verifications).values({ id: randomUUID(), identifier, value, expiresAt })
  },

  async findVerification(db: DbOrTx, identifier: string) {
    const [row] = await db.select().from(verifications).where(eq(verifications.identifier, identifier)).for('update')
    return row ?? null
  },

  async updateVerificationValue(db: DbOrTx, id: string, value: string): Promise<void> {
    await db.update(verifications).set({ value, updatedAt: new Date() }).where(eq(verifications.id, id))
  },

  async deleteVerification(db: DbOrTx, identifier: string): Promise<void> {
    await db.delete(verifications).where(eq(verifications.identifier, identifier))
  },

  listLoginHistory(db: DbOrTx, userId: string, limit: number, offset = 0) {
    return db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, userId))
      .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
      .limit(limit)
      .offset(offset)
  },
}
