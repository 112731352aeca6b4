import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { reserveChainAddresses, reserveChainParts } from '../../db/schema.ts'

export type ChainPartRow = typeof reserveChainParts.$inferSelect
export type ChainAddressRow = typeof reserveChainAddresses.$inferSelect

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (6 a row). */
const INSERT_CHUNK = 1_000

export const chainReservesRepository = {
  async insertPart(tx: Tx, part: typeof reserveChainParts.$inferInsert): Promise<void> {
    await tx.insert(reserveChainParts).values(part)
  },

  async insertAddresses(tx: Tx, rows: (typeof reserveChainAddresses.$inferInsert)[]): Promise<void> {
    for (let first = 0; first < rows.length; first += INSERT_CHUNK) {
      await tx.insert(reserveChainAddresses).values(rows.slice(first, first + INSERT_CHUNK))
    }
  },

  async part(db: DbOrTx, snapshotId: string): Promise<ChainPartRow | null> {
    const [row] = await db.select().from(reserveChainParts).where(eq(reserveChainParts.snapshotId, snapshotId))
    return row ?? null
  },

  /** The part, locked until the transaction ends: one upload of signatures at a time. */
  async lockPart(tx: Tx, snapshotId: string): Promise<ChainPartRow | null> {
    const [row] = await tx.select().from(reserveChainParts).where(eq(reserveChainParts.snapshotId, snapshotId)).for('update')
    return row ?? null
  },

  /** The addresses at positions [first, end), by position. */
  async addresses(db: DbOrTx, snapshotId: string, first = 0, end = 2 ** 31 - 1): Promise<ChainAddressRow[]> {
    return db
      .select()
      .from(reserveChainAddresses)
      .where(and(eq(reserveChainAddresses.snapshotId, snapshotId), gte(reserveChainAddresses.position, first), lt(reserveChainAddresses.position, end)))
      .orderBy(asc(reserveChainAddresses.position))
  },

  /** Stores each address's verified signature, in one statement. */
  async setSignatures(tx: Tx, snapshotId: string, signatures: { address: string; signature: string }[]): Promise<number> {
    const result = (await tx.execute(sql`
      with updated as (
        update reserve_chain_addresses a set signature = s.signature
        from jsonb_to_recordset(${JSON.stringify(signatures)}::jsonb) as s(address text, signature text)
        where a.snapshot_id = ${snapshotId}::uuid and a.address = s.address
        returning 1
      )
      select count(*)::int as n from updated`)) as { rows: { n: number }[] }
    return Number(result.rows[0]?.n ?? 0)
  },

  /** Per asset (by place in the balances), the sum over the addresses with a signature, as text. */
  async verifiedTotals(tx: Tx, snapshotId: string, assets: number): Promise<string[]> {
    const columns = sql.join(
      Array.from({ length: assets }, (_, i) => sql`coalesce(sum(balances[${sql.raw(String(i + 1))}]::numeric), 0)::text`),
      sql`, `,
    )
    const result = (await tx.execute(
      sql`select jsonb_build_array(${columns}) as totals from reserve_chain_addresses where snapshot_id = ${snapshotId}::uuid and signature is not null`,
    )) as { rows: { totals: string[] }[] }
    return result.rows[0]!.totals
  },

  async markProven(tx: Tx, snapshotId: string, fields: Pick<ChainPartRow, 'verifiedTotals' | 'provenAt' | 'provenBy'>): Promise<ChainPartRow> {
    const [row] = await tx.update(reserveChainParts).set(fields).where(eq(reserveChainParts.snapshotId, snapshotId)).returning()
    return row!
  },
}
