import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { chainAddresses, chainAlerts, chainBlocks, chainCursors, chainDeposits, depositAddresses, users } from '../../db/schema.ts'

export type DepositRow = typeof chainDeposits.$inferSelect
export type NewDeposit = Omit<typeof chainDeposits.$inferInsert, 'id' | 'status' | 'transactionId' | 'seenAt' | 'creditedAt'>
export type AlertRow = typeof chainAlerts.$inferSelect

/** The chain tables: addresses, the watcher's cursor and block hashes, deposits and alerts. Queries only. */
export const chainRepository = {
  async addressOf(db: DbOrTx, chain: string, userId: string) {
    const [row] = await db
      .select()
      .from(chainAddresses)
      .where(and(eq(chainAddresses.chain, chain), eq(chainAddresses.userId, userId)))
    return row ?? null
  },
  async nextIndex(tx: Tx): Promise<number> {
    const result = (await tx.execute(sql`select nextval('chain_address_index') as index`)) as { rows: { index: unknown }[] }
    return Number(result.rows[0]!.index)
  },
  /** Inserts the address unless the customer already has one (a concurrent allocation won): answers whether it did. */
  async insertAddress(tx: Tx, row: { chain: string; userId: string; index: number; address: string }): Promise<boolean> {
    const inserted = await tx
      .insert(chainAddresses)
      .values(row)
      .onConflictDoNothing({ target: [chainAddresses.chain, chainAddresses.userId] })
      .returning()
    return inserted.length > 0
  },
  /** The address shown for each asset of the chain, as the Wallets page reads deposit addresses; `setBy` null: the system. */
  async setDepositAddresses(tx: Tx, userId: string, assets: readonly string[], address: string): Promise<void> {
    await tx
      .insert(depositAddresses)
      .values(assets.map((asset) => ({ userId, asset, address, setBy: null })))
      .onConflictDoUpdate({ target: [depositAddresses.userId, depositAddresses.asset], set: { address, setBy: null, setAt: new Date() } })
  },
  /** Customers (role USER) without an address on the chain. */
  async customersWithoutAddress(db: DbOrTx, chain: string, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(chainAddresses, and(eq(chainAddresses.userId, users.id), eq(chainAddresses.chain, chain)))
      .where(and(eq(users.role, 'USER'), sql`${chainAddresses.userId} is null`))
      .orderBy(asc(users.createdAt))
      .limit(limit)
    return rows.map((r) => r.id)
  },
  async roleOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
    return row?.role ?? null
  },
  /** Some stored addresses with their index, to check them against the configured xpub. */
  async sampleAddresses(db: DbOrTx, chain: string): Promise<{ index: number; address: string }[]> {
    const cols = { index: chainAddresses.index, address: chainAddresses.address }
    const [first, last] = await Promise.all([
      db.select(cols).from(chainAddresses).where(eq(chainAddresses.chain, chain)).orderBy(asc(chainAddresses.index)).limit(1),
      db.select(cols).from(chainAddresses).where(eq(chainAddresses.chain, chain)).orderBy(desc(chainAddresses.index)).limit(1),
    ])
    return [...first, ...last]
  },
  async watchedCount(db: DbOrTx, chain: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chainAddresses)
      .where(eq(chainAddresses.chain, chain))
    return Number(row?.n ?? 0)
  },
  /** The watched addresses with an index above `afterIndex`, with their customer, by index. */
  async watchedAfter(db: DbOrTx, chain: string, afterIndex: number): Promise<{ userId: string; address: string; index: number }[]> {
    return db
      .select({ userId: chainAddresses.userId, address: chainAddresses.address, index: chainAddresses.index })
      .from(chainAddresses)
      .where(and(eq(chainAddresses.chain, chain), gt(chainAddresses.index, afterIndex)))
      .orderBy(asc(chainAddresses.index))
  },

  async cursor(db: DbOrTx, chain: string) {
    const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chain, chain))
    return row ?? null
  },
  /** The cursor row locked for the rest of the transaction, or null when another instance holds it. */
  async lockCursor(tx: Tx, chain: string) {
    const [row] = await tx.select().from(chainCursors).where(eq(chainCursors.chain, chain)).for('update', { skipLocked: true })
    return row ?? null
  },
  async startCursor(db: DbOrTx, chain: string, nextBlock: number): Promise<void> {
    await db
      .insert(chainCursors)
      .values({ chain, nextBlock, headBlock: nextBlock - 1 })
      .onConflictDoNothing()
  },
  async moveCursor(tx: Tx, chain: string, nextBlock: number, headBlock: number): Promise<void> {
    await tx.update(chainCursors).set({ nextBlock, headBlock, updatedAt: new Date() }).where(eq(chainCursors.chain, chain))
  },
  /** Records a newer head; answers whether it was newer. */
  async noteHead(db: DbOrTx, chain: string, headBlock: number): Promise<boolean> {
    const moved = await db
      .update(chainCursors)
      .set({ headBlock, updatedAt: new Date() })
      .where(and(eq(chainCursors.chain, chain), lt(chainCursors.headBlock, headBlock)))
      .returning({ chain: chainCursors.chain })
    return moved.length > 0
  },
  async pendingDeposits(db: DbOrTx, chain: string): Promise<{ id: string; userId: string }[]> {
    return db
      .select({ id: chainDeposits.id, userId: chainDeposits.userId })
      .from(chainDeposits)
      .where(and(eq(chainDeposits.chain, chain), eq(chainDeposits.status, 'pending')))
  },

  async insertBlocks(tx: Tx, chain: string, blocks: { number: number; hash: string; parentHash: string }[]): Promise<void> {
    if (blocks.length === 0) return
    await tx
      .insert(chainBlocks)
      .values(blocks.map((b) => ({ chain, ...b })))
      .onConflictDoUpdate({ target: [chainBlocks.chain, chainBlocks.number], set: { hash: sql`excluded.hash`, parentHash: sql`excluded.parent_hash` } })
  },
  async newestBlock(db: DbOrTx, chain: string) {
    const [row] = await db.select().from(chainBlocks).where(eq(chainBlocks.chain, chain)).orderBy(desc(chainBlocks.number)).limit(1)
    return row ?? null
  },
  async storedBlock(db: DbOrTx, chain: string, number: number) {
    const [row] = await db
      .select()
      .from(chainBlocks)
      .where(and(eq(chainBlocks.chain, chain), eq(chainBlocks.number, number)))
    return row ?? null
  },
  /** Stored blocks from the newest down, `limit` of them. */
  async blocksDown(db: DbOrTx, chain: string, limit: number) {
    return db.select().from(chainBlocks).where(eq(chainBlocks.chain, chain)).orderBy(desc(chainBlocks.number)).limit(limit)
  },
  async deleteBlocksAbove(tx: Tx, chain: string, number: number): Promise<void> {
    await tx.delete(chainBlocks).where(and(eq(chainBlocks.chain, chain), gt(chainBlocks.number, number)))
  },
  async pruneBlocksBelow(db: DbOrTx, chain: string, number: number): Promise<void> {
    await db.delete(chainBlocks).where(and(eq(chainBlocks.chain, chain), lt(chainBlocks.number, number)))
  },

  /** Inserts the deposits not stored yet; answers the new ones. */
  async insertDeposits(tx: Tx, rows: NewDeposit[]): Promise<DepositRow[]> {
    if (rows.length === 0) return []
    return tx
      .insert(chainDeposits)
      .values(rows)
      .onConflictDoNothing({ target: [chainDeposits.chain, chainDeposits.txHash, chainDeposits.logIndex] })
      .returning()
  },
  /** Pending deposits in blocks up to `maxBlock`, locked; those another instance holds are skipped. */
  async lockCreditable(tx: Tx, chain: string, maxBlock: number, limit: number) {
    return tx
      .select({ deposit: chainDeposits, email: users.email })
      .from(chainDeposits)
      .innerJoin(users, eq(users.id, chainDeposits.userId))
      .where(and(eq(chainDeposits.chain, chain), eq(chainDeposits.status, 'pending'), lte(chainDeposits.blockNumber, maxBlock)))
      .orderBy(asc(chainDeposits.blockNumber), asc(chainDeposits.id))
      .limit(limit)
      .for('update', { of: chainDeposits, skipLocked: true })
  },
  async markCredited(tx: Tx, id: string, transactionId: string): Promise<void> {
    await tx.update(chainDeposits).set({ status: 'credited', transactionId, creditedAt: new Date() }).where(eq(chainDeposits.id, id))
  },
  /** Deposits in blocks above `number`, locked. */
  async lockDepositsAbove(tx: Tx, chain: string, number: number): Promise<DepositRow[]> {
    return tx
      .select()
      .from(chainDeposits)
      .where(and(eq(chainDeposits.chain, chain), gt(chainDeposits.blockNumber, number)))
      .for('update')
  },
  async deleteDeposits(tx: Tx, ids: string[]): Promise<void> {
    if (ids.length > 0) await tx.delete(chainDeposits).where(inArray(chainDeposits.id, ids))
  },
  /** A customer's deposits, pending first, then the newest credited. */
  async depositsOf(db: DbOrTx, userId: string, limit: number): Promise<DepositRow[]> {
    return db
      .select()
      .from(chainDeposits)
      .where(eq(chainDeposits.userId, userId))
      .orderBy(sql`${chainDeposits.status} = 'pending' desc`, desc(chainDeposits.seenAt))
      .limit(limit)
  },

  /** What the watcher recorded per (address, asset), pending and credited together. */
  async recordedTotals(db: DbOrTx, chain: string): Promise<{ address: string; asset: string; total: string }[]> {
    return db
      .select({ address: chainDeposits.address, asset: chainDeposits.asset, total: sql<string>`sum(${chainDeposits.amount})::text` })
      .from(chainDeposits)
      .where(eq(chainDeposits.chain, chain))
      .groupBy(chainDeposits.address, chainDeposits.asset)
  },
  async allAddresses(db: DbOrTx, chain: string): Promise<{ userId: string; address: string }[]> {
    return db
      .select({ userId: chainAddresses.userId, address: chainAddresses.address })
      .from(chainAddresses)
      .where(eq(chainAddresses.chain, chain))
      .orderBy(asc(chainAddresses.index))
  },

  async insertAlert(tx: DbOrTx, alert: { chain: string; kind: string; depositId: string | null; detail: unknown }): Promise<void> {
    await tx.insert(chainAlerts).values(alert).onConflictDoNothing()
  },
  async alerts(db: DbOrTx, limit: number): Promise<AlertRow[]> {
    return db.select().from(chainAlerts).orderBy(desc(chainAlerts.createdAt)).limit(limit)
  },
}
