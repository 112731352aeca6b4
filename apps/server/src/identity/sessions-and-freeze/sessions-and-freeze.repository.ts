import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { freezeLinks, knownDevices, users } from '../../db/schema.ts'

export const protectionRepository = {
  /** How many devices the account has signed in from. */
  async deviceCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
    return row?.n ?? 0
  },

  /**
   * Records a sign-in from this device: true when the device is new to the account. Two sign-ins of one new device at
   * once insert one row (the unique key decides), and only the one that inserted it answers true.
   */
  async seeDevice(db: DbOrTx, row: { userId: string; deviceKey: string; browser: string; system: string; ipAddress: string | null }): Promise<boolean> {
    const inserted = await db.insert(knownDevices).values(row).onConflictDoNothing().returning({ id: knownDevices.id })
    if (inserted.length > 0) return true
    await db
      .update(knownDevices)
      .set({ lastSeenAt: sql`now()`, ipAddress: row.ipAddress })
      .where(and(eq(knownDevices.userId, row.userId), eq(knownDevices.deviceKey, row.deviceKey)))
    return false
  },

  async insertFreezeLink(db: DbOrTx, row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await db.insert(freezeLinks).values(row)
  },

  /** Uses the link up: its account, when it was unused and unexpired (then never again), or null. */
  async useFreezeLink(tx: Tx, tokenHash: string): Promise<string | null> {
    const [row] = await tx
      .update(freezeLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(freezeLinks.tokenHash, tokenHash), isNull(freezeLinks.usedAt), gt(freezeLinks.expiresAt, sql`now()`)))
      .returning({ userId: freezeLinks.userId })
    return row?.userId ?? null
  },

  /** The account behind an email address (any case), for the signed-out unfreeze. */
  async userByEmail(db: DbOrTx, email: string): Promise<{ id: string; email: string; role: string } | null> {
    const [row] = await db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.email, email.trim().toLowerCase()))
    return row ?? null
  },

  async userById(db: DbOrTx, userId: string): Promise<{ id: string; email: string; role: string; fullName: string | null } | null> {
    const [row] = await db.select({ id: users.id, email: users.email, role: users.role, fullName: users.fullName }).from(users).where(eq(users.id, userId))
    return row ?? null
  },
}
