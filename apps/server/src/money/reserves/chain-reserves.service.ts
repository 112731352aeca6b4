/**
 * The assets side of proof of reserves for a connected chain (docs/decisions/156, 157): at each snapshot, the
 * operator's addresses (the treasury and every deposit address) with their balances at one confirmed block; the
 * ownership request the offline signer signs; the upload of its proof, checked against that request; and the
 * figures the public page shows, where only addresses whose signature verified count as reserves.
 */
import { formatUnits } from 'viem'
import { OwnershipProofFile, OwnershipRequestFile, verifyOwnershipProof } from '@wallet/shared/money/ownership-proof'
import type { ChainAsset } from '@wallet/shared/money/payout-batch'
import { unitsOf, type PublishedRoot, type ReservesOverview } from '@wallet/shared/money/reserves'
import type { AddressList, AddressPage, OnChainAddress, OnChainReserves, PublishedSnapshot, ReservesPage } from '@wallet/shared/money/reserves-on-chain'
import type { Db, Tx } from '../../db/client.ts'
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import { mapBounded } from '../../lib/map-bounded.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { ChainAdapter } from '../chain/chain-adapter.ts'
import { ACCOUNT_PATH, DEPOSIT_BRANCH, TREASURY_BRANCH, TREASURY_INDEX } from '../chain/derivation.ts'
import type { OperatorAnswer } from '../chain/payouts/payouts.service.ts'
import { chainReservesRepository as repo, type ChainAddressRow, type ChainPartRow } from './chain-reserves.repository.ts'
import type { ChainReading, OperatorAddress } from './chain-reading.ts'
import { reservesRepository } from './reserves.repository.ts'
import { ratioOf } from './reserves.service.ts'

const NO_CHAIN_PART = 'This snapshot has no on-chain part: no chain was connected when it was taken.'

/**
 * Balance reads in flight at once: enough to hide the node's latency, few enough not to flood it (decision 156). The
 * adapter sends the calls of one turn as JSON-RPC batches, so this many reads are a few HTTP requests.
 */
export const BALANCE_READS_IN_FLIGHT = 400

/**
 * Every address's balance of every asset at the end of block `at`, with at most `inFlight` reads at once: per address,
 * one balance per asset in `assets` order.
 */
export async function readBalancesAt(
  chain: ChainAdapter,
  addresses: readonly string[],
  assets: readonly ChainAsset[],
  at: bigint,
  inFlight = BALANCE_READS_IN_FLIGHT,
): Promise<bigint[][]> {
  const reads = addresses.flatMap((address) => assets.map((asset) => ({ address, asset })))
  const units = await mapBounded(reads, inFlight, ({ address, asset }) => chain.balance(asset, address, at))
  return addresses.map((_, i) => units.slice(i * assets.length, (i + 1) * assets.length))
}

/** The text every address signs for a snapshot: its id and root, and the chain and block its balances were read at. */
export function ownershipMessage(snapshotId: string, root: string, chainId: number, block: bigint): string {
  return `Wallet proof of reserves, snapshot ${snapshotId}, root ${root}, chain ${chainId} block ${block}`
}

export interface UploadOwnershipInput {
  snapshotId: string
  file: unknown
}

interface VerifiedUpload {
  snapshotId: string
  signatures: { address: string; signature: string }[]
}

export interface ChainReservesDeps {
  db: Db
  chain: ChainAdapter | null
  /** The deposit watcher's: a block counts once it has this many confirmations. */
  confirmations: number
  /** Every deposit address's index (the chain's addresses service). */
  depositIndexes: () => Promise<number[]>
  defineStaffAction: DefineStaffAction
  clock: Clock
}

const sumOf = (values: bigint[]) => values.reduce((a, b) => a + b, 0n)

export function createChainReservesService({ db, chain, confirmations, depositIndexes, defineStaffAction, clock }: ChainReservesDeps) {
  /**
   * The newest block with `confirmations` confirmations, and every operator address's balances at it. A node that does
   * not answer makes the snapshot a 503 to try again, taken nowhere: nothing is written before the reading is whole.
   */
  async function read(): Promise<ChainReading | null> {
    if (!chain) return null
    try {
      return await readFrom(chain)
    } catch (err) {
      if (err instanceof AppError) throw err
      // viem's short message and the error's name only: its full message names the node's URL, which may hold a key.
      const failure = err as { name?: string; shortMessage?: string }
      throw new AppError('CHAIN_UNAVAILABLE', { details: { name: failure.name, message: failure.shortMessage } })
    }
  }

  async function readFrom(chain: ChainAdapter): Promise<ChainReading> {
    const head = await chain.head()
    const confirmed = head.number - BigInt(confirmations) + 1n
    const block = await chain.block(confirmed > 0n ? confirmed : 0n)
    if (!block) throw new Error(`The chain has no block ${confirmed} any more: it reorganised while the snapshot began.`)
    const addresses: OperatorAddress[] = [
      { address: chain.treasuryAddress(), branch: TREASURY_BRANCH, index: TREASURY_INDEX },
      ...(await depositIndexes()).map((index) => ({ address: chain.depositAddress(index), branch: DEPOSIT_BRANCH, index })),
    ]
    const assets = [...chain.assets.keys()]
    const balances = await readBalancesAt(
      chain,
      addresses.map((a) => a.address),
      assets,
      block.number,
    )
    return {
      chainId: chain.chainId,
      block: { number: block.number, hash: block.hash },
      assets: assets.map((asset) => ({ asset, ...chain.assets.get(asset)! })),
      addresses: addresses.map((a, i) => ({ ...a, balances: balances[i]! })),
    }
  }

  /** Stores the reading with its snapshot, in the snapshot's transaction: its figures never change afterwards. */
  async function store(tx: Tx, snapshot: { id: string; root: string | null }, reading: ChainReading): Promise<void> {
    const totals = reading.assets.map((_, a) => sumOf(reading.addresses.map((row) => row.balances[a]!)).toString())
    await repo.insertPart(tx, {
      snapshotId: snapshot.id,
      chain: chain!.chain,
      chainId: reading.chainId,
      accountPath: ACCOUNT_PATH,
      blockNumber: reading.block.number,
      blockHash: reading.block.hash,
      message: ownershipMessage(snapshot.id, snapshot.root!, reading.chainId, reading.block.number),
      assets: reading.assets,
      addressCount: reading.addresses.length,
      totals,
      verifiedTotals: reading.assets.map(() => '0'),
    })
    await repo.insertAddresses(
      tx,
      reading.addresses.map((row, position) => ({
        snapshotId: snapshot.id,
        position,
        address: row.address,
        branch: row.branch,
        index: row.index,
        balances: row.balances.map(String),
      })),
    )
  }

  async function partOrNotFound(snapshotId: string | null): Promise<ChainPartRow> {
    const snapshot = snapshotId ? await reservesRepository.snapshot(db, snapshotId) : await reservesRepository.latestSnapshot(db)
    if (!snapshot?.root) throw new NotFoundError(snapshotId ? 'Unknown snapshot.' : 'No proof-of-reserves snapshot has been taken yet.')
    const part = await repo.part(db, snapshot.id)
    if (!part) throw new NotFoundError(NO_CHAIN_PART)
    return part
  }

  /** The request the server issues for a snapshot: rebuilt from what the snapshot stored, so always the same file. */
  async function requestOf(part: ChainPartRow): Promise<OwnershipRequestFile> {
    const rows = await repo.addresses(db, part.snapshotId)
    return OwnershipRequestFile.parse({
      format: 'wallet-ownership-request/1',
      chainId: part.chainId,
      accountPath: part.accountPath,
      message: part.message,
      addresses: rows.map(({ address, branch, index }) => ({ address, branch, index })),
    })
  }

  const upload = defineStaffAction({
    action: 'reserves.ownership',
    permission: 'system:admin',
    target: 'none',
    // The file is checked, signature by signature, against the request this server issued, before any transaction.
    async prepare({ snapshotId, file }: UploadOwnershipInput): Promise<VerifiedUpload> {
      const part = await partOrNotFound(snapshotId)
      if (part.provenAt) throw new AppError('RESERVES_ALREADY_PROVEN')
      const parsed = OwnershipProofFile.safeParse(file)
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`)
        throw new ValidationError(`This is not an ownership proof (wallet-ownership-proof/1). ${issues.slice(0, 3).join('; ')}.`, { problems: issues })
      }
      const verdict = verifyOwnershipProof(await requestOf(part), parsed.data)
      if (!verdict.valid) {
        const more = verdict.problems.length > 3 ? ` (and ${verdict.problems.length - 3} more problems)` : ''
        throw new ValidationError(`The signatures do not prove control of this snapshot's addresses: ${verdict.problems.slice(0, 3).join(' ')}${more}`, {
          problems: verdict.problems,
        })
      }
      return { snapshotId: part.snapshotId, signatures: parsed.data.signatures }
    },
    async run({ tx, actor, input }: StaffActionContext<VerifiedUpload, 'none'>) {
      const part = (await repo.lockPart(tx, input.snapshotId))!
      // Checked again under the lock: of two uploads at once, one wins and the other is told.
      if (part.provenAt) throw new AppError('RESERVES_ALREADY_PROVEN')
      // The stored spelling of each address (the proof may write it in another case; the check compared them lowercase).
      const stored = new Map((await repo.addresses(tx, part.snapshotId)).map((row) => [row.address.toLowerCase(), row.address]))
      const signatures = input.signatures.map((s) => ({ address: stored.get(s.address.toLowerCase())!, signature: s.signature }))
      const signed = await repo.setSignatures(tx, part.snapshotId, signatures)
      if (signed !== part.addressCount) throw new Error(`Signed ${signed} of ${part.addressCount} addresses: the proof was checked against another list.`)
      const verifiedTotals = await repo.verifiedTotals(tx, part.snapshotId, part.assets.length)
      const proven = await repo.markProven(tx, part.snapshotId, { verifiedTotals, provenAt: clock.now(), provenBy: actor.userId })
      const summary = summaryOf(proven)
      return applied({
        before: { snapshotId: part.snapshotId, signedAt: null },
        after: {
          snapshotId: part.snapshotId,
          chainId: part.chainId,
          blockNumber: part.blockNumber.toString(),
          message: part.message,
          addresses: part.addressCount,
          verified: Object.fromEntries(summary.assets.map((a) => [a.asset, a.verified])),
        },
        result: summary,
      })
    },
  })

  function summaryOf(part: ChainPartRow): OnChainReserves {
    return {
      chain: part.chain,
      chainId: part.chainId,
      blockNumber: part.blockNumber.toString(),
      blockHash: part.blockHash,
      message: part.message,
      accountPath: part.accountPath,
      addressCount: part.addressCount,
      signedAt: part.provenAt?.toISOString() ?? null,
      assets: part.assets.map((a, i) => ({
        ...a,
        held: formatUnits(BigInt(part.totals[i]!), a.decimals),
        verified: formatUnits(BigInt(part.verifiedTotals[i]!), a.decimals),
      })),
      download: `/api/proof-of-reserves/snapshots/${part.snapshotId}/addresses.json`,
    }
  }

  function addressOf(part: ChainPartRow, row: ChainAddressRow): OnChainAddress {
    return {
      address: row.address,
      place: row.branch === TREASURY_BRANCH ? 'treasury' : 'deposit',
      branch: row.branch,
      index: row.index,
      balances: Object.fromEntries(part.assets.map((a, i) => [a.asset, formatUnits(BigInt(row.balances[i]!), a.decimals)])),
      signature: row.signature,
      // Only signatures that verified are ever stored (the whole proof is checked before any is).
      verified: row.signature !== null,
    }
  }

  const summaryFor = async (snapshotId: string) => {
    const part = await repo.part(db, snapshotId)
    return part ? summaryOf(part) : null
  }

  return {
    read,
    store,
    actions: { upload },
    upload: (actor: Actor, input: UploadOwnershipInput) => upload(actor, input),

    /** GET /api/admin/…/ownership-request: the request for a snapshot (the latest when none is named). */
    exportRequest: async (snapshotId: string | null) => requestOf(await partOrNotFound(snapshotId)),

    /** The operator's `reserves export-ownership`: the same request, or the reason there is none. */
    async exportForOperator(snapshotId: string | null): Promise<OperatorAnswer<OwnershipRequestFile>> {
      try {
        return { ok: true, value: await requestOf(await partOrNotFound(snapshotId)) }
      } catch (err) {
        if (err instanceof AppError) return { ok: false, problem: err.message }
        throw err
      }
    },

    /** A published root with its chain's part. */
    published: async (root: PublishedRoot): Promise<PublishedSnapshot> => ({ ...root, onChain: await summaryFor(root.snapshotId) }),

    /**
     * The public page: the latest snapshot's chain part, and for each of its assets the reserves that count, the
     * verified balances, against the liabilities, with their ratio (declared figures stay for the other assets).
     */
    async page(base: ReservesOverview): Promise<ReservesPage> {
      const onChain = base.latest ? await summaryFor(base.latest.snapshotId) : null
      const assets = base.assets.map((row) => {
        const held = onChain?.assets.find((a) => a.asset === row.asset)
        if (!held) return row
        const reserves = unitsOf(held.verified)
        const liabilities = unitsOf(row.liabilities)
        return {
          ...row,
          reserves: held.verified,
          source: 'on-chain' as const,
          ratio: liabilities > 0n ? ratioOf(reserves, liabilities) : null,
          declaredAt: null,
        }
      })
      return { ...base, latest: base.latest ? { ...base.latest, onChain } : null, assets }
    },

    /** A page of a snapshot's addresses, by position. */
    async addressPage(snapshotId: string, offset: number, limit: number): Promise<AddressPage> {
      const part = await partOrNotFound(snapshotId)
      const rows = await repo.addresses(db, snapshotId, offset, offset + limit)
      return { total: part.addressCount, offset, limit, addresses: rows.map((row) => addressOf(part, row)) }
    },

    /** Every address of a snapshot, with the message, block and figures: the file a customer checks on their own. */
    async addressList(snapshotId: string): Promise<AddressList> {
      const part = await partOrNotFound(snapshotId)
      const { download: _download, ...summary } = summaryOf(part)
      const rows = await repo.addresses(db, snapshotId)
      return { snapshotId, ...summary, addresses: rows.map((row) => addressOf(part, row)) }
    },
  }
}

export type ChainReservesService = ReturnType<typeof createChainReservesService>
