import type { UseQueryResult } from '@tanstack/react-query'
import { type CustomerTicket, type CustomerTicketResponse, WORKER_TICKET_MESSAGES } from '@wallet/shared/support/tickets'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { Banner } from '@/components/ui/banner'
import { Dialog } from '@/components/ui/dialog'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { ConversationMessage } from './conversation-message'
import { TicketStatusBadge, TicketUrgency } from './ticket-badges'

/**
 * What both sides load for one ticket: the ticket (its first message) and the responses, oldest first. The customer's
 * shapes, which name no staff member; staff's answers carry more and fit them too.
 */
interface Conversation {
  ticket: CustomerTicket
  responses: CustomerTicketResponse[]
}

/**
 * One ticket's dialog as the customer and support both see it: the subject, a line of status, urgency (`metaExtra`)
 * and date, then 'Loading messages...', the failure, or the body. The body is handed the marker at the end of the
 * conversation, which is scrolled into view whenever the number of responses changes.
 */
export function TicketConversationDialog<D extends Conversation>({
  ticket,
  detail,
  onOpenChange,
  metaClassName,
  metaExtra,
  failedMessage,
  children,
}: {
  ticket: CustomerTicket | null
  detail: UseQueryResult<D>
  onOpenChange: (open: boolean) => void
  metaClassName: string
  metaExtra?: ReactNode
  failedMessage: (error: unknown) => string
  children: (data: D, end: RefObject<HTMLLIElement | null>) => ReactNode
}) {
  const end = useRef<HTMLLIElement>(null)
  const count = detail.data?.responses.length ?? 0
  useEffect(() => {
    // Braces: scrollIntoView returns a promise in newer browsers, and an effect may return only its clean-up.
    end.current?.scrollIntoView({ block: 'end' })
  }, [count])

  const shown = detail.data?.ticket ?? ticket
  const t = useT()
  return (
    <Dialog
      open={ticket !== null}
      onOpenChange={onOpenChange}
      title={shown?.subject ?? ''}
      description={
        shown && (
          <span className={metaClassName}>
            <TicketStatusBadge status={shown.status} />
            <TicketUrgency urgency={shown.urgency} />
            {metaExtra}
            <span className="text-xs text-slate-500">{formatDateTimeIn(shown.created_at)}</span>
          </span>
        )
      }
      className="max-w-2xl"
    >
      {detail.isPending ? (
        <p className="py-6 text-sm text-slate-400">{t('tickets.loadingMessages')}</p>
      ) : detail.isError ? (
        <Banner>{failedMessage(detail.error)}</Banner>
      ) : (
        children(detail.data, end)
      )}
    </Dialog>
  )
}

/**
 * The messages of one ticket: the customer's first message, then the responses. The reader's own messages are on the
 * right: the customer's for the customer (`readerIsSupport` false), support's for support.
 */
export function TicketConversation({
  conversation,
  customerName,
  readerIsSupport,
  end,
  className,
}: {
  conversation: Conversation
  /** Who the customer's messages are from ('You' for the customer themself). */
  customerName: string
  readerIsSupport: boolean
  end: RefObject<HTMLLIElement | null>
  className: string
}) {
  const { ticket, responses } = conversation
  const t = useT()
  const message = useMessageText()
  return (
    <ol aria-label={t('tickets.conversation')} className={className}>
      <ConversationMessage author={customerName} mine={!readerIsSupport} fromSupport={false} text={ticket.message} at={ticket.created_at} />
      {responses.map((response) => (
        <ConversationMessage
          key={response.id}
          author={response.is_from_worker ? message(WORKER_TICKET_MESSAGES.supportLabel) : customerName}
          mine={response.is_from_worker === readerIsSupport}
          fromSupport={response.is_from_worker}
          text={response.message}
          at={response.created_at}
        />
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  )
}

/** A ticket in a list: subject, (with `customer`) whose it is, urgency, date and status; opens the conversation. */
export function TicketCard({ ticket, customer, onOpen }: { ticket: CustomerTicket; customer?: string; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="glass flex w-full flex-col gap-2 rounded-2xl p-4 text-start transition hover:border-white/20 hover:bg-white/[0.06] sm:flex-row sm:items-center sm:gap-4"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-100">{ticket.subject}</p>
          {customer !== undefined && <p className="mt-0.5 truncate text-xs text-slate-400">{customer}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
            <TicketUrgency urgency={ticket.urgency} />
            <span className="text-xs text-slate-500">{formatDateTimeIn(ticket.created_at)}</span>
          </p>
        </div>
        <TicketStatusBadge status={ticket.status} />
      </button>
    </li>
  )
}
