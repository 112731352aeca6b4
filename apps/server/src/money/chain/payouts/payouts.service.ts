/**
 * On-chain payouts of customers' sends (docs/decisions/146, 147). A send of a connected asset approved by staff is
 * queued (its ledger row stays Pending, the amount reserved); staff build batches from the queue, a second person
 * approves each; the operator exports it for the offline signer and broadcasts what comes back; the tracking job books
 * the send Complete at N confirmations, or returns it to staff when the chain refuses, reverts or replaces it.
 * The server never holds a key that can spend: it checks every signed transaction against what it exported.
 */
import { CHAIN_ASSETS, PayoutBatchFile, type BatchEntry, type ChainAsset } from '@wallet/shared/money/payout-batch'
import { PAYOUT_MESSAGES, type Payout, type PayoutBatch, type PayoutOverview } from '@wallet/shared/money/payouts'
import { can } from '@wallet/shared/roles'
import type { TxStatus } from '@wallet/shared/money/transactions'
import type { Db, Tx } from '../../../db/client.ts'
import { AppError } from '../../../lib/errors.ts'
import type { Mailer } from '../../../lib/mailer.ts'
import type { Actor } from '../../../identity/sign-in/actor.ts'
import { applied, type DefineStaffAction } from '../../../back-office/audit/staff-action.ts'
import type { AuditService, SystemActor } from '../../../back-office/audit/audit.service.ts'
import { translatedMail } from '../../../support/notifications/mail-translations.ts'
import { notice } from '../../../support/notifications/notices.ts'
import type { NotificationsService } from '../../../support/notifications/notifications.service.ts'
import type { Ledger, TransactionRow } from '../../ledger/ledger.service.ts'
import type { ChainAdapter } from '../chain-adapter.ts'
import { buildBatchFile, exactUnits, TreasuryShortfall } from './batch-file.ts'
import { COMMITTED_STATES, payoutsRepository as repo, type BatchRow, type EntryRow, type PayoutRow } from './payouts.repository.ts'
import { checkSignedBatch } from './signed-check.ts'

export interface PayoutsDeps {
  db: Db
  ledger: Ledger
  audit: AuditService
  notifications: NotificationsService
  mailer: Mailer
  defineStaffAction: DefineStaffAction
  /** The connected chain; null: every send stays manual and this service has nothing to do. */
  chain: ChainAdapter | null
  /** Confirmations a payout needs before its send is Complete (ETHEREUM_CONFIRMATIONS; the including block is the first). */
  confirmations: number
  /** The indexes of the customers' deposit addresses (branch 0), whose funds each batch sweeps into the treasury. */
  depositIndexes: () => Promise<number[]>
  onMailFailure: (err: unknown, what: string) => void
}

const CHAIN: SystemActor = { system: 'chain' }
const OPERATOR: SystemActor = { system: 'operator-cli' }
const CLOSED_BATCHES_SHOWN = 20

/** What the operator's command line is told: the work done, or why nothing was. */
export type OperatorAnswer<T> = { ok: true; value: T } | { ok: false; problem: string }

const isChainAsset = (asset: string): asset is ChainAsset => (CHAIN_ASSETS as readonly string[]).includes(asset)

export function createPayoutsService(deps: PayoutsDeps) {
  const { db, ledger, audit, notifications, chain, defineStaffAction } = deps

  /**
   * Whether this ledger row is a send the chain pays (and not staff by hand): a customer's send to an address, never a
   * withdrawal to a card or bank account (a payment method), which staff still settle by hand.
   */
  const paidOnChain = (row: TransactionRow) =>
    chain !== null && row.type === 'withdrawal' && isChainAsset(row.asset) && Number(row.amount) < 0 && !!row.recipientAddress && !row.paymentMethodId

  /**
   * Called by a staff edit of a row's status, on the locked row, after any approval it needs. Answers null when the edit
   * goes ahead as today; the queued payout when the edit was an approval (Complete) of a send the chain pays, which
   * then stays Pending; and refuses a change the chain's state forbids (docs/decisions/146).
   */
  async function beforeStatusEdit(tx: Tx, actor: Actor, row: TransactionRow, change: { status: TxStatus; type: string | null }): Promise<PayoutRow | null> {
    const payout = await repo.lockOfTransaction(tx, row.id)
    const active = payout !== null && payout.state !== 'failed'
    // Its type is fixed while the chain pays it: as another type, a later edit would escape these rules.
    if (active && change.type !== row.type) throw new AppError('PAYOUT_ON_CHAIN')
    if (change.status === row.status) return null
    if (payout?.state === 'confirmed') throw new AppError('PAYOUT_ON_CHAIN')
    if (active && COMMITTED_STATES.includes(payout.state as never)) throw new AppError('PAYOUT_IN_APPROVED_BATCH')
    if (change.status === 'Complete') {
      if (!paidOnChain(row)) return null
      if (row.status !== 'Pending' || active) throw new AppError('PAYOUT_ON_CHAIN')
      const asset = row.asset as ChainAsset
      const amount = row.amount.replace(/^-/, '')
      if (exactUnits(amount, chain!.assets.get(asset)!.decimals) === null) throw new AppError('PAYOUT_AMOUNT_NOT_EXACT')
      return repo.queue(tx, { transactionId: row.id, userId: row.userId, asset, amount, recipient: row.recipientAddress ?? '', queuedBy: actor.userId })
    }
    // Failed (the reserve released) while it is not in an approved batch; the payout goes with it.
    if (active && change.status === 'Failed') await repo.setState(tx, payout.id, 'failed', { batchId: null })
    return null
  }

  const toPayout = ({ payout, email }: { payout: PayoutRow; email: string }): Payout => ({
    id: payout.id,
    transactionId: payout.transactionId,
    customerId: payout.userId,
    customerEmail: email,
    asset: payout.asset as ChainAsset,
    amount: payout.amount.replace(/\.?0+$/, ''),
    recipient: payout.recipient,
    state: payout.state as Payout['state'],
    batchId: payout.batchId,
    txHash: payout.txHash,
    returnReason: payout.returnReason,
    queuedAt: payout.createdAt.toISOString(),
  })

  function toBatch(actor: Actor | null, batch: BatchRow & { createdByName: string | null }, payouts: Payout[]): PayoutBatch {
    return {
      id: batch.id,
      state: batch.state as PayoutBatch['state'],
      createdBy: batch.createdBy,
      createdByName: batch.createdByName,
      createdAt: batch.createdAt.toISOString(),
      approvedBy: batch.approvedBy,
      approvedAt: batch.approvedAt?.toISOString() ?? null,
      exportedAt: batch.exportedAt?.toISOString() ?? null,
      payouts,
      canApprove: actor !== null && batch.state === 'building' && can(actor.role, 'payouts:approve') && batch.createdBy !== actor.userId,
    }
  }

  async function batchOf(actor: Actor | null, handle: Db | Tx, batchId: string): Promise<PayoutBatch> {
    const batch = (await repo.recentBatches(handle, CLOSED_BATCHES_SHOWN)).find((b) => b.id === batchId)
    if (!batch) throw new AppError('BATCH_NOT_FOUND')
    return toBatch(actor, batch, (await repo.ofBatches(handle, [batchId])).map(toPayout))
  }

  const buildBatch = defineStaffAction({
    action: 'payout.batch.build',
    permission: 'payouts:manage',
    target: 'none',
    async run({ tx, actor, input }: { tx: Tx; actor: Actor; target: null; input: { payoutIds: string[] } }) {
      const ids = [...new Set(input.payoutIds)]
      const batch = await repo.createBatch(tx, actor.userId)
      const taken = await repo.take(tx, ids, batch.id)
      // Any payout already taken (by another batch at the same moment) or not queued refuses the whole batch.
      if (taken.length !== ids.length) throw new AppError('PAYOUT_NOT_QUEUED')
      const result = { message: PAYOUT_MESSAGES.batchBuilt, batch: await batchOf(actor, tx, batch.id) }
      return applied({ before: null, after: { batchId: batch.id, payoutIds: ids }, result })
    },
  })

  const approveBatch = defineStaffAction({
    action: 'payout.batch.approve',
    permission: 'payouts:approve',
    target: 'none',
    async run({ tx, actor, input }: { tx: Tx; actor: Actor; target: null; input: { batchId: string } }) {
      const batch = await repo.lockBatch(tx, input.batchId)
      if (!batch) throw new AppError('BATCH_NOT_FOUND')
      if (batch.state !== 'building') throw new AppError('BATCH_NOT_BUILDING')
      if (batch.createdBy === actor.userId) throw new AppError('OWN_BATCH_APPROVAL')
      // A second account one person commands is no second person (docs/decisions/047).
      if (await audit.controlLinked(tx, actor.userId, batch.createdBy, null)) throw new AppError('BATCH_APPROVER_LINKED')
      await repo.updateBatch(tx, batch.id, { state: 'approved', approvedBy: actor.userId, approvedAt: new Date() })
      await repo.setBatchPayouts(tx, batch.id, 'approved')
      const result = { message: PAYOUT_MESSAGES.batchApproved, batch: await batchOf(actor, tx, batch.id) }
      return applied({ before: { batchId: batch.id, state: 'building', createdBy: batch.createdBy }, after: { batchId: batch.id, state: 'approved' }, result })
    },
  })

  /** A payout the chain returned, back in the queue (staff judged it safe to pay again). */
  const requeue = defineStaffAction({
    action: 'customer.payout.requeue',
    permission: 'payouts:manage',
    target: 'none',
    async run({ tx, input }: { tx: Tx; actor: Actor; target: null; input: { payoutId: string; reason: string } }) {
      const payout = await repo.lock(tx, input.payoutId)
      if (!payout) throw new AppError('PAYOUT_NOT_FOUND')
      if (payout.state !== 'returned') throw new AppError('PAYOUT_NOT_RETURNED')
      const updated = await repo.setState(tx, payout.id, 'awaiting_batch', { batchId: null, txHash: null })
      const email = (await repo.emailOf(tx, payout.userId)) ?? ''
      const result = { message: PAYOUT_MESSAGES.requeued, payout: toPayout({ payout: updated, email }) }
      return applied({
        before: { payoutId: payout.id, state: payout.state, returnReason: payout.returnReason, txHash: payout.txHash },
        after: { payoutId: payout.id, state: 'awaiting_batch' },
        reason: input.reason,
        subject: payout.userId,
        result,
      })
    },
  })

  /** A batch's payouts moved on together, the rows audited per customer by the chain. */
  async function returnPayout(tx: Tx, payoutId: string, reason: string) {
    const payout = await repo.lock(tx, payoutId)
    if (!payout || payout.state !== 'broadcast') return
    await repo.setState(tx, payout.id, 'returned', { returnReason: reason })
    await audit.record(tx, CHAIN, {
      action: 'customer.payout.return',
      targetUserId: payout.userId,
      before: { payoutId: payout.id, state: payout.state, txHash: payout.txHash },
      after: { payoutId: payout.id, state: 'returned' },
      reason,
    })
  }

  /** The send is Complete: one ledger change, one audit row by the chain, the customer told (bell and mail). */
  async function confirmPayout(payoutId: string, txHash: string, blockNumber: bigint) {
    const told = await db.transaction(async (tx) => {
      const payout = await repo.lock(tx, payoutId)
      if (!payout || payout.state !== 'broadcast') return null
      const row = await ledger.setStatus(tx, payout.transactionId, 'Complete', null)
      await repo.setState(tx, payout.id, 'confirmed', { txHash })
      const amount = payout.amount.replace(/\.?0+$/, '')
      const told = [amount, payout.asset, payout.recipient, txHash] as const
      await notifications.notify(tx, payout.userId, notice('sendComplete', ...told), row.id)
      await audit.record(tx, CHAIN, {
        action: 'customer.payout.confirm',
        targetUserId: payout.userId,
        before: { payoutId: payout.id, state: 'broadcast', transactionStatus: 'Pending' },
        after: { payoutId: payout.id, state: 'confirmed', transactionStatus: row.status, txHash, blockNumber: blockNumber.toString() },
      })
      return { email: await repo.emailOf(tx, payout.userId), mail: translatedMail('sendComplete', ...told) }
    })
    if (!told) return
    await audit.publishHead().catch((err: unknown) => deps.onMailFailure(err, 'audit chain head not published'))
    if (told.email) {
      await deps.mailer.send({ to: told.email, ...told.mail }).catch((err: unknown) => deps.onMailFailure(err, 'payout mail not sent'))
    }
  }

  const requireChain = (): ChainAdapter => {
    if (!chain) throw new Error('ETHEREUM_RPC_URL is not set: there is no chain to pay on.')
    return chain
  }

  /**
   * The approved batch as an unsigned file (the operator's `chain export-payouts`). One batch is in flight at a time:
   * the next one's nonces follow what the chain has mined. A batch exported and not yet broadcast is written again as
   * it was.
   */
  async function exportBatch(): Promise<OperatorAnswer<PayoutBatchFile>> {
    const chain = requireChain()
    const [waiting] = await repo.batchesInState(db, ['exported'])
    if (waiting) return { ok: true, value: PayoutBatchFile.parse(waiting.file) }
    if ((await repo.batchesInState(db, ['broadcast'])).length > 0) {
      return { ok: false, problem: 'A batch is still being broadcast and tracked: export the next one once its transactions are settled.' }
    }
    const [batch] = await repo.batchesInState(db, ['approved'])
    if (!batch) return { ok: false, problem: 'No approved payout batch to export: staff build a batch and a second staff member approves it.' }
    const payouts = await repo.ofBatch(db, batch.id)
    let built
    try {
      built = await buildBatchFile(chain, {
        batchId: batch.id,
        payouts: payouts.map((p) => ({ payoutId: p.id, asset: p.asset as ChainAsset, amount: p.amount, recipient: p.recipient })),
        depositIndexes: await deps.depositIndexes(),
        now: new Date(),
      })
    } catch (err) {
      if (err instanceof TreasuryShortfall) return { ok: false, problem: err.message }
      throw err
    }
    const stored = await db.transaction(async (tx) => {
      const locked = await repo.lockBatch(tx, batch.id)
      if (locked?.state !== 'approved') return null
      await repo.insertEntries(tx, batch.id, built.entries)
      await repo.updateBatch(tx, batch.id, { state: 'exported', exportedAt: new Date(), file: built.file })
      await repo.setBatchPayouts(tx, batch.id, 'exported')
      await audit.record(tx, OPERATOR, {
        action: 'payout.batch.export',
        targetUserId: null,
        before: { batchId: batch.id, state: 'approved' },
        after: {
          batchId: batch.id,
          state: 'exported',
          entries: built.entries.map((e) => ({ id: e.id, kind: e.kind, asset: e.asset, amount: e.amount, nonce: e.tx.nonce })),
        },
      })
      return built.file
    })
    if (!stored) return { ok: false, problem: 'The batch changed while it was being exported: export again.' }
    await audit.publishHead().catch((err: unknown) => deps.onMailFailure(err, 'audit chain head not published'))
    return { ok: true, value: stored }
  }

  /**
   * The signed file (the operator's `chain broadcast`): checked whole against the exported entries, then broadcast in
   * order. A transaction the node refuses returns its payout to staff, and the later ones of the same address (their
   * nonces could never be mined) are not sent.
   */
  async function broadcastSigned(input: unknown): Promise<OperatorAnswer<{ batchId: string; sent: number; refused: string[] }>> {
    const chain = requireChain()
    const batchId = typeof input === 'object' && input !== null && 'batchId' in input ? String(input.batchId) : ''
    const [batch] = (await repo.batchesInState(db, ['exported'])).filter((b) => b.id === batchId)
    if (!batch) return { ok: false, problem: `Batch ${batchId || '(none named)'} is not waiting to be broadcast: only an exported batch, once.` }
    const entries = await repo.entriesOf(db, batch.id)
    const checked = await checkSignedBatch(input, { id: batch.id, chainId: chain.chainId, entries: entries.map((e) => e.entry as BatchEntry) })
    if (!checked.ok) return { ok: false, problem: `The signed file is refused, nothing was broadcast:\n- ${checked.problems.join('\n- ')}` }

    const marked = await db.transaction(async (tx) => {
      const locked = await repo.lockBatch(tx, batch.id)
      if (locked?.state !== 'exported') return false
      for (const t of checked.transactions) await repo.updateEntry(tx, t.entryId, { state: 'broadcast', txHash: t.txHash, rawTransaction: t.rawTransaction })
      for (const e of entries) {
        if (e.payoutId) await repo.setState(tx, e.payoutId, 'broadcast', { txHash: checked.transactions.find((t) => t.entryId === e.id)!.txHash })
      }
      await repo.updateBatch(tx, batch.id, { state: 'broadcast', broadcastAt: new Date() })
      await audit.record(tx, OPERATOR, {
        action: 'payout.batch.broadcast',
        targetUserId: null,
        before: { batchId: batch.id, state: 'exported' },
        after: { batchId: batch.id, state: 'broadcast', transactions: checked.transactions.map((t) => ({ entryId: t.entryId, txHash: t.txHash })) },
      })
      return true
    })
    if (!marked) return { ok: false, problem: 'The batch is being broadcast by another command: nothing was sent.' }

    const refused: string[] = []
    const blocked = new Map<string, string>()
    for (const e of entries) {
      const t = checked.transactions.find((c) => c.entryId === e.id)!
      const stop = blocked.get(e.fromAddress)
      const failure =
        stop ??
        (await chain.broadcast(t.rawTransaction).then(
          () => null,
          (err: unknown) => refusal(err),
        ))
      if (failure === null) continue
      if (!stop) blocked.set(e.fromAddress, `not sent: the transaction before it from ${e.fromAddress} (nonce ${e.nonce}) was refused`)
      refused.push(`${e.kind} ${(e.entry as BatchEntry).amount} ${e.asset} (nonce ${e.nonce}): ${failure}`)
      await settleEntry(e, 'failed', failure)
    }
    await audit.publishHead().catch((err: unknown) => deps.onMailFailure(err, 'audit chain head not published'))
    await closeSettledBatches()
    return { ok: true, value: { batchId: batch.id, sent: entries.length - refused.length, refused } }
  }

  /** A refused or failed entry: recorded, and its payout returned to staff with the reason. */
  async function settleEntry(entry: EntryRow, state: 'failed' | 'confirmed', failure: string | null) {
    await db.transaction(async (tx) => {
      const locked = await repo.lockEntry(tx, entry.id)
      if (locked?.state !== 'broadcast') return
      await repo.updateEntry(tx, entry.id, { state, failure })
      if (state === 'failed' && entry.payoutId) await returnPayout(tx, entry.payoutId, failure ?? 'failed on chain')
    })
  }

  /**
   * The tracking job: each broadcast transaction's receipt. Confirmed at N: the send is Complete. Reverted, or its nonce
   * used by another transaction without it: returned to staff. Neither yet: sent again (the node may have lost it).
   */
  async function track(): Promise<number> {
    if (!chain) return 0
    const pending = await repo.entriesInState(db, 'broadcast')
    if (pending.length === 0) return 0
    const head = (await chain.head()).number
    let settled = 0
    for (const entry of pending) {
      const receipt = await chain.receipt(entry.txHash!)
      if (receipt?.status === 'reverted') {
        await settleEntry(entry, 'failed', `reverted in block ${receipt.blockNumber}`)
        settled++
      } else if (receipt) {
        if (head - receipt.blockNumber + 1n < BigInt(deps.confirmations)) continue
        if (entry.payoutId) await confirmPayout(entry.payoutId, entry.txHash!, receipt.blockNumber)
        await settleEntry(entry, 'confirmed', null)
        settled++
      } else if ((await chain.minedNonce(entry.fromAddress)) > entry.nonce) {
        await settleEntry(entry, 'failed', `dropped: nonce ${entry.nonce} of ${entry.fromAddress} was used by another transaction`)
        settled++
      } else {
        await chain.broadcast(entry.rawTransaction!).catch(() => undefined)
      }
    }
    await closeSettledBatches()
    return settled
  }

  async function closeSettledBatches() {
    for (const batch of await repo.batchesInState(db, ['broadcast'])) {
      const entries = await repo.entriesOf(db, batch.id)
      if (entries.every((e) => e.state === 'confirmed' || e.state === 'failed')) {
        await db.transaction((tx) => repo.updateBatch(tx, batch.id, { state: 'closed' }))
      }
    }
  }

  return {
    beforeStatusEdit,
    actions: { buildBatch, approveBatch, requeue },

    async overview(actor: Actor): Promise<PayoutOverview> {
      const [queue, returned, batches] = await Promise.all([
        repo.inState(db, 'awaiting_batch'),
        repo.inState(db, 'returned'),
        repo.recentBatches(db, CLOSED_BATCHES_SHOWN),
      ])
      const inBatches = (
        await repo.ofBatches(
          db,
          batches.map((b) => b.id),
        )
      ).map(toPayout)
      return {
        queue: queue.map(toPayout),
        returned: returned.map(toPayout),
        batches: batches.map((b) =>
          toBatch(
            actor,
            b,
            inBatches.filter((p) => p.batchId === b.id),
          ),
        ),
      }
    },
    buildBatch: (actor: Actor, payoutIds: string[]) => buildBatch(actor, { payoutIds }),
    approveBatch: (actor: Actor, batchId: string) => approveBatch(actor, { batchId }),
    requeue: (actor: Actor, payoutId: string, reason: string) => requeue(actor, { payoutId, reason }),
    exportBatch,
    broadcastSigned,
    track,
  }
}

/** The node's reason for refusing a raw transaction, in one line. */
function refusal(err: unknown): string {
  const e = err as { details?: string; shortMessage?: string; message?: string }
  return `refused by the node: ${(e.details ?? e.shortMessage ?? e.message ?? String(err)).split('\n')[0]}`
}

export type PayoutsService = ReturnType<typeof createPayoutsService>
