import Decimal from 'decimal.js'
import { groupThousands, money } from '@wallet/shared/amounts'
import type { TransactionItem } from '../api/transactions'
import type { Translate } from '@/lib/i18n/use-t'

/** History amounts: sign always shown, 2 to 8 decimals (part 2 §9), thousands separators. */
export function formatHistoryAmount(value: string): string {
  const d = money(value)
  const abs = d.abs().toDecimalPlaces(8, Decimal.ROUND_DOWN)
  const text = abs.decimalPlaces() < 2 ? abs.toFixed(2) : abs.toFixed()
  return `${d.isNegative() ? '-' : '+'}${groupThousands(text)}`
}

/** '{asset} Received' for money in, '{asset} Sent' for money out; a swap names both sides. */
export function transactionTitle(item: TransactionItem, t: Translate): string {
  if (item.swap) return t('transaction.swapTitle', { from: item.swap.from.assetId, to: item.swap.to?.assetId ?? '?' })
  return t(money(item.amount).isNegative() ? 'transaction.sent' : 'transaction.received', { asset: item.assetId })
}

export const TYPE_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
  swap: 'Swap',
  stake: 'Stake',
  stake_payout: 'Stake payout',
  fee: 'Fee',
}
