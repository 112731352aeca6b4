import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { loginHistory, sessions, twoFactors, userProfiles, users } from '../../db/schema.ts'
import type { AccountStanding } from './ban.ts'

/** A session and its user as one lookup reads them (session-lookup.ts checks the cookie, sessions.service.ts caches it). */
export interface SessionRecord {
  sessionId: string
  token: string
  expiresAt: Date
  updatedAt: Date
  /** Signed in with a passkey that verified the user: both factors at once. */
  passkeyVerified: boolean
  user: {
    id: string
    email: string
    fullName: string | null
    role: string
    requiresPasswordChange: boolean
    activeMfaMethod: string
    banned: boolean
    banExpires: Date | null
    /** The customer's own freeze (their profile row), or null. */
    frozenAt: Date | null
    /** The language the user chose, or null (English). */
    locale?: string | null
  }
}

/** What the sign-in rules ask of an account: its second factor, its standing (ban, freeze) and its confirmed address. */
export interface UserAccess extends AccountStanding {
  id: string
  activeMfaMethod: string
  banned: boolean
  banExpires: Date | null
  frozenAt: Date | null
  emailVerified: boolean
}

const accessColumns = {
  id: users.id,
  activeMfaMethod: users.activeMfaMethod,
  banned: users.banned,
  banExpires: users.banExpires,
  frozenAt: userProfiles.frozenAt,
  emailVerified: users.emailVerified,
}

export const authRepository = {
  async findUserAccess(db: DbOrTx, userId: string): Promise<UserAccess | null> {
    const [row] = await db.select(accessColumns).from(users).leftJoin(userProfiles, eq(userProfiles.userId, users.id)).where(eq(users.id, userId)).limit(1)
    return row ?? null
  },

  async findUserAccessByEmail(db: DbOrTx, email: string): Promise<UserAccess | null> {
    const [row] = await db
      .select(accessColumns)
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1)
    return row ?? null
  },

  async findTotpSecret(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1)
    return row?.secret ?? null
  },

  /** Records the TOTP time step just used; false when that step or a later one was already used (a replay). */
  async claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
    const updated = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id })
    return updated.length === 1
  },

  async insertLoginHistory(db: DbOrTx, row: { userId: string; ipAddress: string | null; userAgent: string | null }) {
    await db.insert(loginHistory).values(row)
  },

  async deleteSession(db: DbOrTx, sessionId: string) {
    await db.delete(sessions).where(eq(sessions.id, sessionId))
  },

  /** One query for the session and its user: the hot path of every signed-in request. */
  async findSession(db: DbOrTx, token: string): Promise<SessionRecord | null> {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        token: sessions.token,
        expiresAt: sessions.expiresAt,
        updatedAt: sessions.updatedAt,
        passkeyVerified: sessions.passkeyVerified,
        user: {
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          role: users.role,
          requiresPasswordChange: users.requiresPasswordChange,
          activeMfaMethod: users.activeMfaMethod,
          banned: users.banned,
          banExpires: users.banExpires,
          frozenAt: userProfiles.frozenAt,
          locale: users.locale,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, sessions.userId))
      .where(eq(sessions.token, token))
      .limit(1)
    return row ?? null
  },
}
