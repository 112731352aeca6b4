import type { Ticket } from '@wallet/shared/support/tickets'
import { cn } from '@/components/ui/cn'
import { RichText } from '@/lib/i18n/rich-text'
import { type MessageId, useT } from '@/lib/i18n/use-t'

/** `label` is the English word the staff screens not in the catalogue yet still show; `id` the catalogue's. */
const STATUS: Record<Ticket['status'], { label: string; id: MessageId; className: string }> = {
  open: { label: 'Open', id: 'tickets.status.open', className: 'bg-sky-500/15 text-sky-200 ring-sky-400/25' },
  in_progress: { label: 'In Progress', id: 'tickets.status.inProgress', className: 'bg-amber-500/15 text-amber-200 ring-amber-400/25' },
  resolved: { label: 'Resolved', id: 'tickets.status.resolved', className: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25' },
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

/** 'Open', 'In Progress' or 'Resolved' in English (the staff screens not translated yet). */
export function ticketStatusLabel(status: Ticket['status']): string {
  return STATUS[status].label
}

export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const meta = STATUS[status]
  const t = useT()
  return (
    <span className={cn('self-start rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 sm:self-center', meta.className)}>
      {t(meta.id)}
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
