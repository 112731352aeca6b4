import { format } from 'date-fns'
import Decimal from 'decimal.js'
import { groupThousands, money } from '@wallet/shared/amounts'
import type { TransactionItem } from '../api/transactions'
import type { MessageId, Translate } from '@/lib/i18n/use-t'
import { formatDateIn } from '@/lib/i18n/format'
import { formattingLocale } from '@/lib/i18n/i18n'

/** History amounts: sign always shown, 2 to 8 decimals (part 2 §9), thousands separators. */
export function formatHistoryAmount(value: string, locale = formattingLocale()): string {
  const d = money(value)
  const abs = d.abs().toDecimalPlaces(8, Decimal.ROUND_DOWN)
  const text = abs.decimalPlaces() < 2 ? abs.toFixed(2) : abs.toFixed()
  if (locale === 'en') return `${d.isNegative() ? '-' : '+'}${groupThousands(text)}`
  // Another language's separators and digits; Intl reads the rounded decimal string exactly.
  const signed = (d.isNegative() ? `-${text}` : text) as Intl.StringNumericLiteral
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8, signDisplay: 'always' }).format(signed)
}

/** '{asset} Received' for money in, '{asset} Sent' for money out; a swap names both sides. */
export function transactionTitle(item: TransactionItem, t: Translate): string {
  if (item.swap) return t('transaction.swapTitle', { from: item.swap.from.assetId, to: item.swap.to?.assetId ?? '?' })
  return t(money(item.amount).isNegative() ? 'transaction.sent' : 'transaction.received', { asset: item.assetId })
}

const TYPE_LABELS: Record<string, MessageId> = {
  deposit: 'transaction.type.deposit',
  withdrawal: 'transaction.type.withdrawal',
  adjustment: 'transaction.type.adjustment',
  swap: 'transaction.type.swap',
  stake: 'transaction.type.stake',
  stake_payout: 'transaction.type.stakePayout',
  fee: 'transaction.type.fee',
}

/** A transaction type's name ('Deposit', 'Stake payout'); a type the web does not know shows as the server wrote it. */
export function typeLabel(type: string, t: Translate): string {
  const id = TYPE_LABELS[type]
  return id ? t(id) : type
}

/** An entry's time of day: the spec's 'HH:mm' (or 'HH:mm:ss') in English, the language's own otherwise. */
export function formatTime(iso: string, withSeconds = false): string {
  const locale = formattingLocale()
  if (locale === 'en') return format(new Date(iso), withSeconds ? 'HH:mm:ss' : 'HH:mm')
  return formatDateIn(iso, { hour: '2-digit', minute: '2-digit', ...(withSeconds && { second: '2-digit' }), hourCycle: 'h23' }, locale)
}
