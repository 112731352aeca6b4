import { isAssetId, type AssetId } from '@wallet/shared/assets'
import { toAmountString } from '@wallet/shared/amounts'
import type { TransactionItem } from '@wallet/shared/money/transactions'
import type { TransactionRow } from './ledger.repository.ts'

type Status = TransactionItem['status']

const assetOf = (row: TransactionRow): AssetId => (isAssetId(row.asset) ? row.asset : 'BTC')

/** A ledger row as the history shows it. */
export function toTransactionItem(row: TransactionRow): TransactionItem {
  return {
    id: row.id,
    assetId: assetOf(row),
    amount: toAmountString(row.amount),
    status: row.status as Status,
    type: row.type,
    sentAt: row.sentAt.toISOString(),
    senderAddress: row.senderAddress,
    recipientAddress: row.recipientAddress,
    txid: row.txid,
    note: row.note,
    requestId: row.requestId,
    swap: null,
  }
}

/** A swap's legs (sharing a request id) as one entry: the outgoing leg leads, the incoming one is `swap.to`. */
export function toSwapItem(legs: TransactionRow[]): TransactionItem {
  const from = legs.find((l) => l.amount.startsWith('-')) ?? legs[0]!
  const to = legs.find((l) => l !== from && !l.amount.startsWith('-')) ?? null
  const leg = (row: TransactionRow) => ({ transactionId: row.id, assetId: assetOf(row), amount: toAmountString(row.amount), status: row.status })
  return { ...toTransactionItem(from), swap: { requestId: from.requestId!, from: leg(from), to: to ? leg(to) : null } }
}
