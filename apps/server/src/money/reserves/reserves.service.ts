import { randomBytes } from 'node:crypto'
import { ASSET_IDS } from '@wallet/shared/assets'
import type { AuditHead } from '@wallet/shared/back-office/audit'
import {
  decimalOfUnits,
  nodeHash,
  nodeSums,
  unitsOf,
  type AssetReserves,
  type DeclareReserveBody,
  type PublishedRoot,
  type ReserveProof,
  type ReserveStatement,
  type ReservesOverview,
} from '@wallet/shared/money/reserves'
import type { Db, Tx } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { canonicalJson } from '../../back-office/audit/audit-chain.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import {
  buildChunk,
  buildTree,
  chunkLevel,
  depthFor,
  loadedNodes,
  pathOf,
  positionOf,
  ranksIn,
  storedNodes,
  type LeafEntry,
  type TreeShape,
} from './merkle-sum-tree.ts'
import { reservesRepository as repo, type SnapshotRow } from './reserves.repository.ts'
import type { StatementKey } from './statement-key.ts'
import type { ChainReading } from './chain-reading.ts'

export interface ReservesDeps {
  db: Db
  audit: Pick<AuditService, 'record' | 'publishHead'>
  defineStaffAction: DefineStaffAction
  key: StatementKey
  clock: Clock
  /** The connected chain's part of each snapshot (docs/decisions/156): read before its transaction, stored in it. */
  chainPart?: { read(): Promise<ChainReading | null>; store(tx: Tx, snapshot: SnapshotRow, reading: ChainReading): Promise<void> }
}

/** What the audit row of a snapshot keeps: enough to find the snapshot and check its root, never a customer's figure. */
interface SnapshotRecord {
  snapshotId: string
  root: string
  totals: string[]
  auditHead: { seq: number; hash: string }
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const toEntry = (row: Omit<LeafEntry, 'balances'> & { balances: string[] }): LeafEntry => ({ ...row, balances: row.balances.map(BigInt) })
const shapeOf = (row: Pick<SnapshotRow, 'customers' | 'depth'>): TreeShape => ({ customers: row.customers, depth: row.depth })

/** reserves ÷ liabilities, 4 decimals, rounded down (a ratio under 1 must never read as 1). */
export function ratioOf(reserves: bigint, liabilities: bigint): string {
  const scaled = (reserves * 10_000n) / liabilities
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`
}

export function createReservesService({ db, audit, defineStaffAction, key, clock, chainPart }: ReservesDeps) {
  /**
   * One snapshot, in the caller's transaction: the balances copied in one statement, the tree built over them, the
   * root, totals and signed statement stored. `head` is the audit chain's head published just before.
   */
  async function snapshotIn(
    tx: Tx,
    takenBy: string | null,
    schedulePeriod: number | null,
    head: AuditHead,
    chain: ChainReading | null = null,
  ): Promise<SnapshotRow | null> {
    const secret = randomBytes(32).toString('hex')
    const assets = [...ASSET_IDS]
    const takenAt = clock.now()
    const row = await repo.insertSnapshot(tx, { takenAt, takenBy, schedulePeriod, secret, assets, customers: 0, depth: 1 })
    if (!row) return null
    const customers = await repo.copyBalances(tx, row.id, secret, assets)
    const shape: TreeShape = { customers, depth: depthFor(customers) }
    const upper = await buildTree(secret, shape, assets.length, async (first, end) => (await repo.leaves(tx, row.id, secret, first, end)).map(toEntry))
    const top = upper.at(-1)![0]!
    const statement: ReserveStatement = {
      snapshotId: row.id,
      takenAt: takenAt.toISOString(),
      assets,
      root: hex(nodeHash(top)),
      totals: nodeSums(top).map(String),
      auditHead: { seq: head.seq, hash: head.hash },
    }
    const text = canonicalJson(statement)
    const finished = await repo.finishSnapshot(tx, row.id, {
      customers,
      depth: shape.depth,
      root: statement.root,
      totals: statement.totals,
      upper: storedNodes(upper),
      statement: { text, signature: key.sign(text), publicKey: key.publicKey },
    })
    if (chain) await chainPart!.store(tx, finished, chain)
    return finished
  }

  const recordOf = (row: SnapshotRow, head: AuditHead): SnapshotRecord => ({
    snapshotId: row.id,
    root: row.root!,
    totals: row.totals!,
    auditHead: { seq: head.seq, hash: head.hash },
  })

  /** An admin's snapshot on demand: a staff action, audited with the root it produced. */
  const takeSnapshot = defineStaffAction({
    action: 'reserves.snapshot',
    permission: 'system:admin',
    target: 'none',
    // The chain's balances at its confirmed block, then the head the statement binds the root to: published at the
    // moment the snapshot starts.
    prepare: async (_input: void) => ({ chain: (await chainPart?.read()) ?? null, head: await audit.publishHead() }),
    async run({ tx, actor, input: { head, chain } }: StaffActionContext<{ head: AuditHead; chain: ChainReading | null }, 'none'>) {
      const row = (await snapshotIn(tx, actor.userId, null, head, chain))!
      return applied({ before: null, after: recordOf(row, head), result: published(row) })
    },
  })

  /** An admin's reserve figure for an asset without a connected chain: shown as declared, not verified. */
  const declare = defineStaffAction({
    action: 'reserves.declare',
    permission: 'system:admin',
    target: 'none',
    async run({ tx, actor, input }: StaffActionContext<DeclareReserveBody, 'none'>) {
      const before = await repo.lockLatestDeclaration(tx, input.asset)
      const row = await repo.insertDeclaration(tx, { asset: input.asset, amount: input.amount, declaredBy: actor.userId, declaredAt: clock.now() })
      return applied({
        before: before ? { asset: before.asset, amount: decimalOfUnits(unitsOf(before.amount)) } : null,
        after: { asset: row.asset, amount: decimalOfUnits(unitsOf(row.amount)) },
        result: undefined,
      })
    },
  })

  function published(row: SnapshotRow): PublishedRoot {
    return {
      snapshotId: row.id,
      takenAt: row.takenAt.toISOString(),
      assets: row.assets,
      root: row.root!,
      totals: row.totals!,
      depth: row.depth,
      statement: row.statement!,
    }
  }

  async function snapshotOrNotFound(snapshotId: string | null): Promise<SnapshotRow> {
    const row = snapshotId ? await repo.snapshot(db, snapshotId) : await repo.latestSnapshot(db)
    if (!row?.root) throw new NotFoundError(snapshotId ? 'Unknown snapshot.' : 'No proof-of-reserves snapshot has been taken yet.')
    return row
  }

  return {
    actions: { takeSnapshot, declare },

    takeSnapshot: (actor: Actor) => takeSnapshot(actor, undefined),
    declare: (actor: Actor, body: DeclareReserveBody) => declare(actor, body),

    /**
     * The scheduled snapshot: at most one per period of `intervalMs` (the period's number is unique), however many
     * instances run the job. Audited with no actor. Answers null when the period already has its snapshot.
     */
    async takeScheduled(intervalMs: number): Promise<PublishedRoot | null> {
      const period = Math.floor(clock.now().getTime() / intervalMs)
      const chain = (await chainPart?.read()) ?? null
      const head = await audit.publishHead()
      const row = await db.transaction(async (tx) => {
        const taken = await snapshotIn(tx, null, period, head, chain)
        if (taken) await audit.record(tx, null, { action: 'reserves.snapshot', targetUserId: null, before: null, after: recordOf(taken, head) })
        return taken
      })
      if (row) await audit.publishHead()
      return row ? published(row) : null
    },

    /** GET /api/proof-of-reserves/latest, or one earlier snapshot by id. */
    published: async (snapshotId: string | null) => published(await snapshotOrNotFound(snapshotId)),

    /** The public page: the latest root, liabilities against reserves per asset, and every snapshot. */
    async overview(): Promise<ReservesOverview> {
      const [latest, declarations, list] = await Promise.all([repo.latestSnapshot(db), repo.latestDeclarations(db), repo.snapshotList(db)])
      const finished = latest?.root ? latest : null
      const assets: AssetReserves[] = ASSET_IDS.map((asset) => {
        const liabilities = finished ? BigInt(finished.totals![finished.assets.indexOf(asset)] ?? '0') : 0n
        const declared = declarations.find((d) => d.asset === asset)
        const reserves = declared ? unitsOf(declared.amount) : null
        return {
          asset: asset,
          liabilities: decimalOfUnits(liabilities),
          reserves: reserves === null ? null : decimalOfUnits(reserves),
          source: declared ? 'declared' : 'none',
          ratio: reserves !== null && liabilities > 0n ? ratioOf(reserves, liabilities) : null,
          declaredAt: declared?.declaredAt.toISOString() ?? null,
        }
      })
      return {
        latest: finished ? published(finished) : null,
        assets,
        snapshots: list
          .filter((s) => s.root)
          .map((s) => ({ snapshotId: s.id, takenAt: s.takenAt.toISOString(), root: s.root!, scheduled: s.schedulePeriod !== null })),
      }
    },

    /** The signed-in customer's inclusion proof in a snapshot (the latest by default). */
    async proof(userId: string, snapshotId: string | null): Promise<ReserveProof> {
      const row = await snapshotOrNotFound(snapshotId)
      const leaf = await repo.leafOf(db, row.id, row.secret, userId)
      if (!leaf) throw new NotFoundError('Your account was not part of this snapshot.')
      const shape = shapeOf(row)
      const level = chunkLevel(shape)
      const position = positionOf(shape, leaf.rank)
      const chunk = position >> level
      const [first, end] = ranksIn(shape, chunk << level, (chunk + 1) << level)
      const entries = (await repo.leaves(db, row.id, row.secret, first, end)).map(toEntry)
      const levels = buildChunk(row.secret, shape, row.assets.length, chunk, entries)
      return {
        version: 1,
        snapshotId: row.id,
        takenAt: row.takenAt.toISOString(),
        accountId: userId,
        assets: row.assets,
        leaf: { salt: hex(leaf.salt), balances: leaf.balances },
        path: pathOf(shape, position, levels, loadedNodes(row.upper!)),
      }
    },
  }
}

export type ReservesService = ReturnType<typeof createReservesService>
