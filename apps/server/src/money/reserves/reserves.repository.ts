import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { reserveDeclarations, reserveSnapshotLeaves, reserveSnapshots } from '../../db/schema.ts'

export type SnapshotRow = typeof reserveSnapshots.$inferSelect
export type DeclarationRow = typeof reserveDeclarations.$inferSelect

const UNITS_PER_ASSET = '1000000000000000000'

const bytes = (value: unknown) => new Uint8Array(value as Uint8Array)
/** A customer's salt in a snapshot: SHA-256(secret ‖ 'salt\n' ‖ accountId), the secret being the snapshot's 32 random bytes. */
const saltOf = (secret: string) =>
  sql<Uint8Array>`sha256(decode(${secret}, 'hex') || convert_to('salt' || chr(10) || ${reserveSnapshotLeaves.accountId}, 'UTF8'))`.mapWith(bytes)
const accountHashOf = sql<Uint8Array>`sha256(convert_to(${reserveSnapshotLeaves.accountId}, 'UTF8'))`.mapWith(bytes)

export const reservesRepository = {
  /** A new snapshot row, claimed for a scheduled period when one is given (null: another instance took it). */
  async insertSnapshot(tx: Tx, row: typeof reserveSnapshots.$inferInsert): Promise<SnapshotRow | null> {
    const [inserted] = await tx.insert(reserveSnapshots).values(row).onConflictDoNothing().returning()
    return inserted ?? null
  },

  /**
   * Copies every customer's balance per asset into the snapshot, in one statement: one consistent read of the
   * balances projection. Every customer has a leaf (zeros included), and so has any other account holding money.
   * Their rank is their place in an order drawn from the snapshot's secret (md5 digests compared as bytes: the "C"
   * collation sorts them without the locale's rules). Answers how many leaves were written.
   */
  async copyBalances(tx: Tx, snapshotId: string, secret: string, assets: readonly string[]): Promise<number> {
    const columns = sql.join(
      assets.map((asset) => sql`(coalesce(sum(b.balance) filter (where b.asset = ${asset}), 0) * ${UNITS_PER_ASSET}::numeric)::numeric(60, 0)::text`),
      sql`, `,
    )
    const result = (await tx.execute(sql`
      with copied as (
        insert into reserve_snapshot_leaves (snapshot_id, rank, account_id, balances)
        select ${snapshotId}::uuid, (row_number() over (order by md5(${secret} || u.id) collate "C") - 1)::int, u.id, array[${columns}]
        from "user" u left join balances b on b.user_id = u.id
        where u.role = 'USER' or b.user_id is not null
        group by u.id
        returning 1
      )
      select count(*)::int as n from copied`)) as { rows: { n: number }[] }
    return Number(result.rows[0]?.n ?? 0)
  },

  /**
   * The leaves of ranks [first, end), by rank, each with its salt and the SHA-256 of its account id: hashed by the
   * database beside the read, rather than one by one here.
   */
  async leaves(db: DbOrTx, snapshotId: string, secret: string, first: number, end: number) {
    return db
      .select({ rank: reserveSnapshotLeaves.rank, salt: saltOf(secret), account: accountHashOf, balances: reserveSnapshotLeaves.balances })
      .from(reserveSnapshotLeaves)
      .where(and(eq(reserveSnapshotLeaves.snapshotId, snapshotId), gte(reserveSnapshotLeaves.rank, first), lt(reserveSnapshotLeaves.rank, end)))
      .orderBy(asc(reserveSnapshotLeaves.rank))
  },

  async leafOf(db: DbOrTx, snapshotId: string, secret: string, accountId: string) {
    const [row] = await db
      .select({ rank: reserveSnapshotLeaves.rank, salt: saltOf(secret), balances: reserveSnapshotLeaves.balances })
      .from(reserveSnapshotLeaves)
      .where(and(eq(reserveSnapshotLeaves.snapshotId, snapshotId), eq(reserveSnapshotLeaves.accountId, accountId)))
    return row ?? null
  },

  async finishSnapshot(tx: Tx, id: string, fields: Pick<SnapshotRow, 'root' | 'totals' | 'upper' | 'statement' | 'customers' | 'depth'>): Promise<SnapshotRow> {
    const [row] = await tx.update(reserveSnapshots).set(fields).where(eq(reserveSnapshots.id, id)).returning()
    return row!
  },

  async snapshot(db: DbOrTx, id: string): Promise<SnapshotRow | null> {
    const [row] = await db.select().from(reserveSnapshots).where(eq(reserveSnapshots.id, id))
    return row ?? null
  },

  async latestSnapshot(db: DbOrTx): Promise<SnapshotRow | null> {
    const [row] = await db.select().from(reserveSnapshots).orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id)).limit(1)
    return row ?? null
  },

  /** Every snapshot, newest first, without its kept nodes. */
  async snapshotList(db: DbOrTx) {
    return db
      .select({ id: reserveSnapshots.id, takenAt: reserveSnapshots.takenAt, root: reserveSnapshots.root, schedulePeriod: reserveSnapshots.schedulePeriod })
      .from(reserveSnapshots)
      .orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id))
  },

  async insertDeclaration(tx: Tx, row: typeof reserveDeclarations.$inferInsert): Promise<DeclarationRow> {
    const [inserted] = await tx.insert(reserveDeclarations).values(row).returning()
    return inserted!
  },

  /** The newest declared figure of each asset. */
  async latestDeclarations(db: DbOrTx): Promise<DeclarationRow[]> {
    return db
      .selectDistinctOn([reserveDeclarations.asset])
      .from(reserveDeclarations)
      .orderBy(reserveDeclarations.asset, desc(reserveDeclarations.declaredAt), desc(reserveDeclarations.id))
  },

  /** The asset's newest figure, locked against another declaration committing beside it. */
  async lockLatestDeclaration(tx: Tx, asset: string): Promise<DeclarationRow | null> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reserve-declaration:${asset}`}))`)
    const [row] = await tx
      .select()
      .from(reserveDeclarations)
      .where(eq(reserveDeclarations.asset, asset))
      .orderBy(desc(reserveDeclarations.declaredAt), desc(reserveDeclarations.id))
      .limit(1)
    return row ?? null
  },
}
