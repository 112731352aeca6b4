import type { Ticket } from '@wallet/shared/support/tickets'
import { cn } from '@/components/ui/cn'

const STATUS: Record<Ticket['status'], { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-sky-500/15 text-sky-200 ring-sky-400/25' },
  in_progress: { label: 'In Progress', className: 'bg-amber-500/15 text-amber-200 ring-amber-400/25' },
  resolved: { label: 'Resolved', className: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25' },
}

const URGENCY: Record<Ticket['urgency'], { label: string; className: string }> = {
  low: { label: 'Low', className: 'text-slate-300' },
  medium: { label: 'Medium', className: 'text-amber-200' },
  high: { label: 'High', className: 'text-red-300' },
}

/** 'Open', 'In Progress' or 'Resolved'. */
export function ticketStatusLabel(status: Ticket['status']): string {
  return STATUS[status].label
}

export function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const meta = STATUS[status]
  return (
    <span className={cn('self-start rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 sm:self-center', meta.className)}>
      {meta.label}
    </span>
  )
}

export function TicketUrgency({ urgency }: { urgency: Ticket['urgency'] }) {
  const meta = URGENCY[urgency]
  return (
    <span className="text-xs text-slate-400">
      Urgency: <span className={cn('font-medium', meta.className)}>{meta.label}</span>
    </span>
  )
}
