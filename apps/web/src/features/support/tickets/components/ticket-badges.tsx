import type { Ticket } from '@wallet/shared/support/tickets'
import { cn } from '@/components/ui/cn'
import { RichText } from '@/lib/i18n/rich-text'
import { type MessageId, useT } from '@/lib/i18n/use-t'

/** A status's name in the catalogue (the customer's and the staff's screens alike) and its colours. */
const STATUS: Record<Ticket['status'], { id: MessageId; className: string }> = {
  open: { id: 'tickets.status.open', className: 'bg-sky-500/15 text-sky-200 ring-sky-400/25' },
  in_progress: { id: 'tickets.status.inProgress', className: 'bg-amber-500/15 text-amber-200 ring-amber-400/25' },
  resolved: { id: 'tickets.status.resolved', className: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25' },
}

const URGENCY: Record<Ticket['urgency'], { id: MessageId; className: string }> = {
  low: { id: 'tickets.urgency.low', className: 'text-slate-300' },
  medium: { id: 'tickets.urgency.medium', className: 'text-amber-200' },
  high: { id: 'tickets.urgency.high', className: 'text-red-300' },
}

/** An urgency's name in the page's language: 'Low', 'Medium' or 'High'. */
export function useUrgencyLabel(): (urgency: Ticket['urgency']) => string {
  const t = useT()
  return (urgency) => t(URGENCY[urgency].id)
}

/** A status's name in the page's language: 'Open', 'In Progress' or 'Resolved'; called at render, so it follows a switch. */
export function useTicketStatusLabel(): (status: Ticket['status']) => string {
  const t = useT()
  return (status) => t(STATUS[status].id)
}

export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const statusLabel = useTicketStatusLabel()
  return (
    <span className={cn('self-start rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 sm:self-center', STATUS[status].className)}>
      {statusLabel(status)}
    </span>
  )
}

export function TicketUrgency({ urgency }: { urgency: Ticket['urgency'] }) {
  const t = useT()
  return (
    <span className="text-xs text-slate-400">
      <RichText
        text={t('tickets.urgencyIs', { urgency: t(URGENCY[urgency].id) })}
        parts={[<span className={cn('font-medium', URGENCY[urgency].className)} />]}
      />
    </span>
  )
}
