import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { loginHistory, sessions, twoFactors, userProfiles, users } from '../../db/schema.ts'

export interface UserAccess {
  id: string
  activeMfaMethod: string
  banned: boolean
  banExpires: Date | null
}

const accessColumns = { id: users.id, activeMfaMethod: users.activeMfaMethod, banned: users.banned, banExpires: users.banExpires }

export async function findUserAccess(db: DbOrTx, userId: string): Promise<UserAccess | null> {
  const [row] = await db.select(accessColumns).from(users).where(eq(users.id, userId)).limit(1)
  return row ?? null
}

export async function findUserAccessByEmail(db: DbOrTx, email: string): Promise<UserAccess | null> {
  const [row] = await db.select(accessColumns).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1)
  return row ?? null
}

export async function findTotpSecret(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1)
  return row?.secret ?? null
}

/** Records the TOTP time step just used; false when that step or a later one was already used (a replay). */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id })
  return updated.length === 1
}

export async function insertLoginHistory(db: DbOrTx, row: { userId: string; ipAddress: string | null; userAgent: string | null }) {
  await db.insert(loginHistory).values(row)
}

/** The customer profile every account gets at sign-up (all can_* flags default to true). */
export async function createProfileIfMissing(db: DbOrTx, userId: string) {
  await db.insert(userProfiles).values({ userId }).onConflictDoNothing()
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}
