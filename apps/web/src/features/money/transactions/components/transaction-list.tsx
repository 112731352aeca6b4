import { cn } from '@/components/ui/cn'
import type { TransactionItem } from '../api/transactions'
import { formatHistoryAmount, formatTime, transactionTitle, typeLabel } from './transaction-format'
import { StatusBadge, TransactionStatusIcon } from './transaction-status'
import { useT } from '@/lib/i18n/use-t'
import { formatDayIn } from '@/lib/i18n/format'

export interface TransactionListProps<T extends TransactionItem> {
  /** The entries, newest first; a swap is one entry with both legs. */
  items: T[]
  /** Called with the entry whose row was clicked. Without it, rows are not clickable. */
  onSelect?: (item: T) => void
  /**
   * Entries kept out of the customer's history (staff see them): marked 'Hidden', and clickable like the others so
   * that staff can settle a hidden Pending credit (docs/decisions/074-spec-quirks-corrected.md).
   */
  isHidden?: (item: T) => boolean
  /** A word of warning beside an entry's title (staff: a change waiting for approval). */
  flag?: (item: T) => string | null
  className?: string
}

const ROW = 'flex w-full items-center gap-3 px-4 py-3.5 text-start sm:gap-4 sm:px-5'

/** One row per entry: status icon, title, date and type, status badge and amount (both legs for a swap). */
export function TransactionList<T extends TransactionItem>({ items, onSelect, isHidden, flag, className }: TransactionListProps<T>) {
  const t = useT()
  return (
    <ul aria-label={t('transactions.listLabel')} className={cn('divide-y divide-white/5', className)}>
      {items.map((item) => {
        const hidden = isHidden?.(item) ?? false
        const content = <TransactionRowContent item={item} hidden={hidden} flag={flag?.(item) ?? null} />
        return (
          <li key={item.id} data-hidden={hidden || undefined}>
            {onSelect ? (
              <button
                type="button"
                onClick={() => onSelect(item)}
                className={cn(ROW, 'transition hover:bg-white/[0.03] focus-visible:bg-white/[0.03]', hidden && 'opacity-60 hover:opacity-100')}
              >
                {content}
              </button>
            ) : (
              <div className={cn(ROW, hidden && 'opacity-60')}>{content}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

function TransactionRowContent({ item, hidden, flag }: { item: TransactionItem; hidden: boolean; flag: string | null }) {
  const t = useT()
  return (
    <>
      <TransactionStatusIcon item={item} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white">
          {transactionTitle(item, t)}
          {hidden && (
            <span className="ms-2 rounded-full bg-slate-500/15 px-2 py-0.5 text-[11px] font-medium text-slate-300 ring-1 ring-slate-400/20">
              {t('transactions.hidden')}
            </span>
          )}
          {flag && (
            <span className="ms-2 rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-medium text-amber-200 ring-1 ring-amber-400/25">{flag}</span>
          )}
        </p>
        <p className="text-xs text-slate-400">
          {/* Breaks only between the day, the time and the type, never inside them. */}
          <span className="whitespace-nowrap">{formatDayIn(item.sentAt)}</span> <span className="whitespace-nowrap">| {formatTime(item.sentAt)}</span>
          {item.type && (
            <>
              {' '}
              <span className="whitespace-nowrap">· {typeLabel(item.type, t)}</span>
            </>
          )}
        </p>
      </div>
      {/* On a phone the badge sits above the amount; from sm up they stand side by side. */}
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
        <StatusBadge status={item.status} />
        <AmountCell item={item} />
      </div>
    </>
  )
}

function AmountCell({ item }: { item: TransactionItem }) {
  return (
    <span className="text-end font-mono text-sm whitespace-nowrap tabular-nums text-slate-100 sm:w-44" dir="ltr">
      {item.swap ? (
        <>
          {formatHistoryAmount(item.swap.from.amount)} {item.swap.from.assetId}
          {item.swap.to && (
            <span className="block text-xs text-emerald-300">
              {formatHistoryAmount(item.swap.to.amount)} {item.swap.to.assetId}
            </span>
          )}
        </>
      ) : (
        <>
          {formatHistoryAmount(item.amount)} {item.assetId}
        </>
      )}
    </span>
  )
}
