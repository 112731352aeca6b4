import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { accounts, passkeys, users, verifications } from '../../db/schema.ts'

export type PasskeyRow = typeof passkeys.$inferSelect
export type NewPasskeyRow = Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

/** A challenge's row in better-auth's verification table: one per challenge handed out, used once. */
const challengeId = (challenge: string) => `passkey-challenge:${challenge}`

export const passkeysRepository = {
  async list(db: DbOrTx, userId: string): Promise<PasskeyRow[]> {
    return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id))
  },

  async findOwn(db: DbOrTx, userId: string, id: string): Promise<PasskeyRow | null> {
    const [row] = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    return row ?? null
  },

  async findByCredentialId(db: DbOrTx, credentialId: string): Promise<PasskeyRow | null> {
    const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
    return row ?? null
  },

  async insert(db: DbOrTx, row: NewPasskeyRow): Promise<PasskeyRow> {
    const [inserted] = await db
      .insert(passkeys)
      .values({ ...row, id: randomUUID() })
      .returning()
    return inserted!
  },

  async rename(db: DbOrTx, id: string, name: string): Promise<void> {
    await db
      .update(passkeys)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(passkeys.id, id))
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(passkeys).where(eq(passkeys.id, id))
  },

  /** The counter moves only forward: a use whose counter is not above the stored one (a replayed or cloned key) changes nothing. */
  async recordUse(db: DbOrTx, id: string, counter: number): Promise<void> {
    await db
      .update(passkeys)
      .set({ counter: sql`greatest(${passkeys.counter}, ${counter})`, lastUsedAt: sql`now()` })
      .where(eq(passkeys.id, id))
  },

  async countOf(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
    return row?.n ?? 0
  },

  /** Whether the account has a password to sign in with. */
  async hasPassword(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), sql`${accounts.password} is not null`))
      .limit(1)
    return row !== undefined
  },

  /** Locks the user's row for the rest of the transaction: passkey changes of one account run one at a time. */
  async lockUser(db: DbOrTx, userId: string): Promise<{ id: string; email: string; name: string } | null> {
    const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).for('update')
    return row ?? null
  },

  async findUser(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        activeMfaMethod: users.activeMfaMethod,
        requiresPasswordChange: users.requiresPasswordChange,
      })
      .from(users)
      .where(eq(users.id, userId))
    return row ?? null
  },

  /** Stores a challenge handed out for `purpose` (and, for a registration, the user it was handed to). */
  async saveChallenge(db: DbOrTx, challenge: string, value: { purpose: 'register' | 'sign-in'; userId?: string }, expiresAt: Date): Promise<void> {
    await db.insert(verifications).values({ id: randomUUID(), identifier: challengeId(challenge), value: JSON.stringify(value), expiresAt })
  },

  /** Takes a challenge out (it is good once): what it was handed out for, or null when it is unknown or expired. */
  async takeChallenge(db: DbOrTx, challenge: string): Promise<{ purpose: string; userId?: string } | null> {
    const [row] = await db
      .delete(verifications)
      .where(and(eq(verifications.identifier, challengeId(challenge)), gt(verifications.expiresAt, sql`now()`)))
      .returning({ value: verifications.value })
    return row ? (JSON.parse(row.value) as { purpose: string; userId?: string }) : null
  },
}
