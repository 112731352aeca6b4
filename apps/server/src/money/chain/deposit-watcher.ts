/**
 * The deposit watcher (docs/decisions/141): follows the chain from the last block it processed, in bounded ranges,
 * records money reaching customers' addresses as pending deposits, and credits each once it has the configured
 * confirmations. Safe on N instances: a range is committed only by the instance that holds the cursor row and finds it
 * where it started, and a deposit is credited under its row lock, once.
 */
import type { AssetId } from '@wallet/shared/assets'
import { isWithinMaxAmount, toAmountString } from '@wallet/shared/amounts'
import type { Db, Tx } from '../../db/client.ts'
import type { BackgroundTasks } from '../../lib/background.ts'
import type { Mailer } from '../../lib/mailer.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import type { TransactionEvents } from '../../platform/events/events.service.ts'
import type { Ledger } from '../ledger/ledger.service.ts'
import { translatedMail } from '../../support/notifications/mail-translations.ts'
import { notice } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import type { Block, ChainAdapter } from './chain-adapter.ts'
import { chainRepository as repo, type NewDeposit } from './chain.repository.ts'

export interface DepositWatcherDeps {
  db: Db
  chain: ChainAdapter
  /** ETHEREUM_CONFIRMATIONS: the including block is the first. */
  confirmations: number
  ledger: Ledger
  audit: Pick<AuditService, 'record'>
  notifications: Pick<NotificationsService, 'notify'>
  events: Pick<TransactionEvents, 'notifyTransaction'>
  mailer: Mailer
  /** Runs the mails after the commit (their failures are reported there). */
  background: Pick<BackgroundTasks, 'run'>
  /** Blocks per scanned range (bounded catch-up after downtime). */
  rangeSize?: number
  /** Ranges one run scans at most before it credits and returns. */
  rangesPerRun?: number
  /** Block hashes kept below the head, for finding where a reorg forked; more than `confirmations`. */
  keepBlocks?: number
}

export interface WatcherRun {
  head: number
  scannedTo: number
  ranges: number
  found: number
  credited: number
  reorgs: number
}

const CREDIT_BATCH = 100
/** How often the job looks for a new block: a credit follows its last confirmation within about this long. */
export const DEPOSIT_WATCH_INTERVAL_MS = 1000
const WATCHER: { system: 'chain' } = { system: 'chain' }

export function createDepositWatcher(deps: DepositWatcherDeps) {
  const { db, chain, confirmations } = deps
  const name = chain.chain
  const rangeSize = deps.rangeSize ?? 50
  const rangesPerRun = deps.rangesPerRun ?? 20
  const keepBlocks = Math.max(deps.keepBlocks ?? 256, confirmations * 2)

  /**
   * Every watched address, lowercase, with its customer, kept between runs: an address is never removed, so while the
   * count is unchanged nothing is read; otherwise the ones above the highest index held, and everything again when
   * that does not make up the count (an allocation that committed after a higher index did).
   */
  const watched = new Map<string, { userId: string; address: string }>()
  let highestIndex = -1
  async function watchedAddresses(): Promise<Map<string, { userId: string; address: string }>> {
    const count = await repo.watchedCount(db, name)
    if (count === watched.size) return watched
    const add = (rows: { userId: string; address: string; index: number }[]) => {
      for (const row of rows) {
        watched.set(row.address.toLowerCase(), { userId: row.userId, address: row.address })
        highestIndex = Math.max(highestIndex, row.index)
      }
    }
    add(await repo.watchedAfter(db, name, highestIndex))
    if (watched.size !== count) add(await repo.watchedAfter(db, name, -1))
    return watched
  }

  /** The highest stored block the chain still has, below a hash that changed; null when nothing changed. */
  async function forkPoint(): Promise<number | null> {
    const newest = await repo.newestBlock(db, name)
    if (!newest) return null
    const onChain = await chain.block(BigInt(newest.number))
    if (onChain?.hash === newest.hash) return null
    for (const stored of await repo.blocksDown(db, name, keepBlocks)) {
      const current = await chain.block(BigInt(stored.number))
      if (current?.hash === stored.hash) return stored.number
    }
    // Deeper than every kept hash: rescan from below the oldest one kept.
    const kept = await repo.blocksDown(db, name, keepBlocks)
    return (kept.at(-1)?.number ?? newest.number) - 1
  }

  /**
   * Undoes what the watcher took from the abandoned blocks: pending deposits there are deleted (the customer's page
   * hears it; the rescan finds them again if the new chain has them), credited ones raise an alert and keep their
   * credit, the kept hashes above the fork go, and the cursor moves back.
   */
  async function rollBack(fork: number, head: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await repo.lockCursor(tx, name))) return false
      const abandoned = await repo.lockDepositsAbove(tx, name, fork)
      const pending = abandoned.filter((d) => d.status === 'pending')
      await repo.deleteDeposits(
        tx,
        pending.map((d) => d.id),
      )
      for (const d of pending) await deps.events.notifyTransaction(tx, d.userId, d.id, 'deposit')
      for (const d of abandoned.filter((d) => d.status === 'credited')) {
        await repo.insertAlert(tx, {
          chain: name,
          kind: 'deep-reorg',
          depositId: d.id,
          detail: {
            txHash: d.txHash,
            logIndex: d.logIndex,
            asset: d.asset,
            amount: toAmountString(d.amount),
            blockNumber: d.blockNumber,
            blockHash: d.blockHash,
            userId: d.userId,
            forkBlock: fork,
          },
        })
      }
      await repo.deleteBlocksAbove(tx, name, fork)
      await repo.moveCursor(tx, name, fork + 1, head)
      return true
    })
  }

  /** Scans one range and commits it, if the cursor is still where this scan began; answers the deposits it found. */
  async function scanRange(from: number, to: number, head: number): Promise<number | 'reorg' | 'lost'> {
    const watched = await watchedAddresses()
    const { transfers, blocks } = await chain.scan(BigInt(from), BigInt(to), (address) => watched.has(address))
    const below = await repo.storedBlock(db, name, from - 1)
    if (below && blocks[0] && blocks[0].parentHash !== below.hash) return 'reorg'
    if (!linked(blocks)) return 'reorg'
    return db.transaction(async (tx) => {
      const cursor = await repo.lockCursor(tx, name)
      if (!cursor || cursor.nextBlock !== from) return 'lost'
      await repo.insertBlocks(
        tx,
        name,
        blocks.map((b) => ({ number: Number(b.number), hash: b.hash, parentHash: b.parentHash })),
      )
      const rows: NewDeposit[] = []
      for (const t of transfers) {
        const owner = watched.get(t.to.toLowerCase())!
        const detail = {
          txHash: t.txHash,
          logIndex: t.logIndex,
          asset: t.asset,
          amount: t.amount,
          blockNumber: Number(t.blockNumber),
          to: t.to,
          userId: owner.userId,
        }
        // Beyond what one ledger entry may carry: staff look at it; nothing is booked.
        if (!isWithinMaxAmount(t.amount)) await repo.insertAlert(tx, { chain: name, kind: 'amount-out-of-range', depositId: null, detail })
        else
          rows.push({
            chain: name,
            txHash: t.txHash,
            logIndex: t.logIndex,
            userId: owner.userId,
            asset: t.asset,
            address: owner.address,
            fromAddress: t.from,
            amount: t.amount,
            blockNumber: Number(t.blockNumber),
            blockHash: t.blockHash,
          })
      }
      const inserted = await repo.insertDeposits(tx, rows)
      for (const d of inserted) await deps.events.notifyTransaction(tx, d.userId, d.id, 'deposit')
      await repo.moveCursor(tx, name, to + 1, head)
      return inserted.length
    })
  }

  /** Credits every pending deposit with enough confirmations at `head`: one ledger row, one audit row, a notice, a mail. */
  async function creditConfirmed(head: number): Promise<number> {
    const maxBlock = head - confirmations + 1
    let credited = 0
    for (;;) {
      const mails: { to: string; amount: string; asset: string; txHash: string }[] = []
      const count = await db.transaction(async (tx) => {
        const rows = await repo.lockCreditable(tx, name, maxBlock, CREDIT_BATCH)
        for (const { deposit, email } of rows) {
          await credit(tx, deposit)
          mails.push({ to: email, amount: toAmountString(deposit.amount), asset: deposit.asset, txHash: deposit.txHash })
        }
        return rows.length
      })
      credited += count
      // After the commit, and not waited for: a slow mail server never holds up the next credit.
      for (const m of mails) {
        const mail = translatedMail('chainDepositCredited', m.amount, m.asset, m.txHash)
        deps.background.run('deposit credited mail', () => deps.mailer.send({ to: m.to, ...mail }))
      }
      if (count < CREDIT_BATCH) return credited
    }
  }

  async function credit(tx: Tx, deposit: Awaited<ReturnType<typeof repo.lockCreditable>>[number]['deposit']): Promise<void> {
    const asset = deposit.asset as AssetId
    const amount = toAmountString(deposit.amount)
    const row = await deps.ledger.record(tx, {
      userId: deposit.userId,
      asset,
      amount,
      status: 'Complete',
      type: 'deposit',
      txid: deposit.txHash,
      senderAddress: deposit.fromAddress,
      recipientAddress: deposit.address,
      note: `Deposit on the chain (${confirmations} confirmations)`,
      createdBy: null,
    })
    await repo.markCredited(tx, deposit.id, row.id)
    await deps.notifications.notify(tx, deposit.userId, notice('depositCredited', amount, asset), row.id)
    await deps.events.notifyTransaction(tx, deposit.userId, deposit.id, 'deposit')
    await deps.audit.record(tx, WATCHER, {
      action: 'chain.deposit.credit',
      targetUserId: deposit.userId,
      before: null,
      after: {
        asset,
        amount,
        status: 'Complete',
        txHash: deposit.txHash,
        logIndex: deposit.logIndex,
        blockNumber: deposit.blockNumber,
        blockHash: deposit.blockHash,
        transactionId: row.id,
      },
    })
  }

  async function tellPending(): Promise<void> {
    const pending = await repo.pendingDeposits(db, name)
    if (pending.length === 0) return
    await db.transaction(async (tx) => {
      for (const d of pending) await deps.events.notifyTransaction(tx, d.userId, d.id, 'deposit')
    })
  }

  return {
    /**
     * One run: a reorg rolled back first, then ranges scanned up to the head (at most `rangesPerRun`), then the
     * deposits with enough confirmations credited. Stopping between two runs, or between two ranges, loses nothing:
     * the cursor moves in the same transaction as what a range found.
     */
    async run(): Promise<WatcherRun> {
      const headRef = await chain.head()
      const head = Number(headRef.number)
      if (!(await repo.cursor(db, name))) await repo.startCursor(db, name, head)
      const advanced = await repo.noteHead(db, name, head)
      let ranges = 0
      let reorgs = 0
      let found = 0
      for (let step = 0; step < rangesPerRun * 2 && ranges < rangesPerRun; step++) {
        const fork = await forkPoint()
        if (fork !== null) {
          if (!(await rollBack(fork, head))) break
          reorgs++
          continue
        }
        const cursor = (await repo.cursor(db, name))!
        if (cursor.nextBlock > head) break
        const to = Math.min(head, cursor.nextBlock + rangeSize - 1)
        const outcome = await scanRange(cursor.nextBlock, to, head)
        if (outcome === 'lost') break
        if (typeof outcome === 'number') {
          ranges++
          found += outcome
        }
      }
      const credited = await creditConfirmed(head)
      // A new block is one more confirmation for every pending deposit: their customers' pages count along.
      if (advanced) await tellPending()
      await repo.pruneBlocksBelow(db, name, head - keepBlocks)
      const scannedTo = ((await repo.cursor(db, name))?.nextBlock ?? head + 1) - 1
      return { head, scannedTo, ranges, found, credited, reorgs }
    },
  }
}

/** Whether each block's parent is the block before it in the list. */
function linked(blocks: Block[]): boolean {
  return blocks.every((b, i) => i === 0 || b.parentHash === blocks[i - 1]!.hash)
}
