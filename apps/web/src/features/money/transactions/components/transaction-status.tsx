import { money } from '@wallet/shared/amounts'
import { cn } from '@/components/ui/cn'
import type { TransactionItem } from '../api/transactions'
import { type MessageId, type Translate, useT } from '@/lib/i18n/use-t'

type Status = TransactionItem['status']

/** Part 1 §4: Complete green, Failed red, anything else yellow (pending). */
export const STATUS_TONES: Record<Status, string> = {
  Complete: 'text-emerald-300 bg-emerald-500/10 ring-emerald-400/30',
  Failed: 'text-red-300 bg-red-500/10 ring-red-400/30',
  Pending: 'text-amber-300 bg-amber-500/10 ring-amber-400/30',
}

const STATUS_LABELS: Record<string, MessageId> = {
  Complete: 'transaction.status.complete',
  Failed: 'transaction.status.failed',
  Pending: 'transaction.status.pending',
}

/** A status's name in the page's language; one the web does not know shows as the server wrote it. */
export function statusLabel(status: string, t: Translate): string {
  const id = STATUS_LABELS[status]
  return id ? t(id) : status
}

export function statusTone(status: string): string {
  return STATUS_TONES[status as Status] ?? STATUS_TONES.Pending
}

/** Complete: an arrow in (money in) or out (money out); Failed: a cross; otherwise a clock. */
export function TransactionStatusIcon({ item }: { item: Pick<TransactionItem, 'status' | 'amount'> }) {
  const incoming = !money(item.amount).isNegative()
  const t = useT()
  const path =
    item.status === 'Complete' ? (
      incoming ? (
        <path d="M17 7 7 17M16 17H7V8" />
      ) : (
        <path d="M7 17 17 7M8 7h9v9" />
      )
    ) : item.status === 'Failed' ? (
      <path d="M7 7l10 10M17 7 7 17" />
    ) : (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 8v4l2.5 2" />
      </>
    )
  const label =
    item.status === 'Complete'
      ? t(incoming ? 'transaction.icon.received' : 'transaction.icon.sent')
      : statusLabel(item.status === 'Failed' ? 'Failed' : 'Pending', t)
  return (
    <span
      className={cn('grid size-10 shrink-0 place-items-center rounded-full ring-1', statusTone(item.status))}
      role="img"
      aria-label={label}
      data-status={item.status}
    >
      <svg
        className="size-[18px]"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {path}
      </svg>
    </span>
  )
}

export function StatusBadge({ status }: { status: string }) {
  const t = useT()
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', statusTone(status))}>{statusLabel(status, t)}</span>
}
