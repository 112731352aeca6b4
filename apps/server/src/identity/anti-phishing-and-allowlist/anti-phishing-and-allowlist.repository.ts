import { and, asc, count, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { accountProtection, users, withdrawalAddresses } from '../../db/schema.ts'

export type ProtectionRow = typeof accountProtection.$inferSelect
export type AddressRow = typeof withdrawalAddresses.$inferSelect

export const accountProtectionRepository = {
  async protection(db: DbOrTx, userId: string): Promise<ProtectionRow | null> {
    const [row] = await db.select().from(accountProtection).where(eq(accountProtection.userId, userId))
    return row ?? null
  },

  /** The customer's protection row, created if missing, locked until the transaction ends: serialises their changes. */
  async lockProtection(tx: DbOrTx, userId: string): Promise<ProtectionRow> {
    await tx.insert(accountProtection).values({ userId }).onConflictDoNothing()
    const [row] = await tx.select().from(accountProtection).where(eq(accountProtection.userId, userId)).for('update')
    return row!
  },

  async updateProtection(tx: DbOrTx, userId: string, patch: Partial<Pick<ProtectionRow, 'antiPhishingCode' | 'allowlistEnabled' | 'allowlistOffAt'>>) {
    await tx
      .update(accountProtection)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(accountProtection.userId, userId))
  },

  async addresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
    return db
      .select()
      .from(withdrawalAddresses)
      .where(eq(withdrawalAddresses.userId, userId))
      .orderBy(asc(withdrawalAddresses.createdAt), asc(withdrawalAddresses.id))
  },

  async countAddresses(tx: DbOrTx, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, userId))
    return row?.n ?? 0
  },

  async findByKey(tx: DbOrTx, userId: string, asset: string, addressKey: string): Promise<AddressRow | null> {
    const [row] = await tx
      .select()
      .from(withdrawalAddresses)
      .where(and(eq(withdrawalAddresses.userId, userId), eq(withdrawalAddresses.asset, asset), eq(withdrawalAddresses.addressKey, addressKey)))
    return row ?? null
  },

  async findOwn(tx: DbOrTx, userId: string, id: string, forUpdate = false): Promise<AddressRow | null> {
    const query = tx
      .select()
      .from(withdrawalAddresses)
      .where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId)))
    const [row] = forUpdate ? await query.for('update') : await query
    return row ?? null
  },

  async insertAddress(tx: DbOrTx, values: typeof withdrawalAddresses.$inferInsert): Promise<AddressRow> {
    const [row] = await tx.insert(withdrawalAddresses).values(values).returning()
    return row!
  },

  async updateAddress(tx: DbOrTx, id: string, patch: Partial<AddressRow>): Promise<void> {
    await tx.update(withdrawalAddresses).set(patch).where(eq(withdrawalAddresses.id, id))
  },

  async deleteOwn(tx: DbOrTx, userId: string, id: string): Promise<AddressRow | null> {
    const [row] = await tx
      .delete(withdrawalAddresses)
      .where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId)))
      .returning()
    return row ?? null
  },

  /** Confirmed addresses whose lock has ended and whose mail is not sent, claimed (SKIP LOCKED) for this instance. */
  async claimNewlyUsable(tx: DbOrTx, now: Date, limit: number) {
    return tx
      .select({ id: withdrawalAddresses.id, asset: withdrawalAddresses.asset, address: withdrawalAddresses.address, email: users.email })
      .from(withdrawalAddresses)
      .innerJoin(users, eq(users.id, withdrawalAddresses.userId))
      .where(and(isNull(withdrawalAddresses.usableMailedAt), isNotNull(withdrawalAddresses.confirmedAt), lte(withdrawalAddresses.usableAt, now)))
      .orderBy(asc(withdrawalAddresses.usableAt))
      .limit(limit)
      .for('update', { of: withdrawalAddresses, skipLocked: true })
  },

  /** Allowlists whose turn-off has waited out its lock, claimed (SKIP LOCKED) for this instance. */
  async claimDueTurnOffs(tx: DbOrTx, now: Date, limit: number) {
    return tx
      .select({ userId: accountProtection.userId, email: users.email })
      .from(accountProtection)
      .innerJoin(users, eq(users.id, accountProtection.userId))
      .where(and(eq(accountProtection.allowlistEnabled, true), lte(accountProtection.allowlistOffAt, now)))
      .limit(limit)
      .for('update', { of: accountProtection, skipLocked: true })
  },
}
