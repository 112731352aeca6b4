import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { captchaRequirements, usedCaptchaSolutions } from '../../db/schema.ts'

export const captchaRepository = {
  /** Records a solution as used. False when it was already used (a replay). */
  async markSolutionUsed(db: DbOrTx, signature: string, expiresAt: Date): Promise<boolean> {
    const inserted = await db
      .insert(usedCaptchaSolutions)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchaSolutions.signature })
    return inserted.length === 1
  },

  async isSolutionUsed(db: DbOrTx, signature: string): Promise<boolean> {
    const rows = await db
      .select({ signature: usedCaptchaSolutions.signature })
      .from(usedCaptchaSolutions)
      .where(eq(usedCaptchaSolutions.signature, signature))
      .limit(1)
    return rows.length === 1
  },

  /** Solutions whose challenge has expired can no longer be replayed: their rows are not needed. */
  async deleteExpiredSolutions(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(usedCaptchaSolutions).where(lt(usedCaptchaSolutions.expiresAt, now))
  },

  async hasActiveRequirement(db: DbOrTx, keys: string[], now: Date): Promise<boolean> {
    const rows = await db
      .select({ key: captchaRequirements.key })
      .from(captchaRequirements)
      .where(and(inArray(captchaRequirements.key, keys), gt(captchaRequirements.until, now)))
      .limit(1)
    return rows.length === 1
  },

  async deleteExpiredRequirements(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(captchaRequirements).where(lt(captchaRequirements.until, now))
  },

  async setRequirements(db: DbOrTx, keys: string[], until: Date): Promise<void> {
    await db
      .insert(captchaRequirements)
      .values(keys.map((key) => ({ key, until })))
      .onConflictDoUpdate({ target: captchaRequirements.key, set: { until } })
  },
}
