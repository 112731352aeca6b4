import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { priceTicks } from '../../db/schema.ts'

export interface TickRow {
  asset: string
  price: string
  recordedAt: Date
}

const columns = { asset: priceTicks.asset, price: priceTicks.price, recordedAt: priceTicks.recordedAt }

export const pricesRepository = {
  /** The newest tick of each asset. */
  async latest(db: DbOrTx): Promise<TickRow[]> {
    return db.selectDistinctOn([priceTicks.asset], columns).from(priceTicks).orderBy(priceTicks.asset, desc(priceTicks.recordedAt))
  },

  /** Per asset, the newest tick at or before `at` (or the oldest one when all are newer). */
  async asOf(db: DbOrTx, at: Date): Promise<TickRow[]> {
    const atOrBefore = lte(priceTicks.recordedAt, at)
    return db
      .selectDistinctOn([priceTicks.asset], columns)
      .from(priceTicks)
      .orderBy(
        priceTicks.asset,
        sql`${atOrBefore} desc`,
        sql`case when ${atOrBefore} then ${priceTicks.recordedAt} end desc nulls last`,
        asc(priceTicks.recordedAt),
      )
  },

  async since(db: DbOrTx, asset: string, from: Date): Promise<TickRow[]> {
    return db
      .select(columns)
      .from(priceTicks)
      .where(and(eq(priceTicks.asset, asset), gte(priceTicks.recordedAt, from)))
      .orderBy(asc(priceTicks.recordedAt))
  },

  async isEmpty(db: DbOrTx): Promise<boolean> {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(priceTicks)
      .limit(1)
    return rows.length === 0
  },

  /** Inserts ticks; a tick for an (asset, time) already recorded (by another instance) is skipped. Returns how many were new. */
  async insert(db: DbOrTx, ticks: { asset: string; price: string; recordedAt: Date; source: string }[]): Promise<number> {
    if (ticks.length === 0) return 0
    const inserted = await db.insert(priceTicks).values(ticks).onConflictDoNothing().returning({ id: priceTicks.id })
    return inserted.length
  },

  async deleteOlderThan(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(priceTicks).where(lt(priceTicks.recordedAt, before))
  },

  /** A transaction-scoped advisory lock, so that only one instance backfills an empty history. */
  async lockForBackfill(db: DbOrTx): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(7240002)`)
  },
}
