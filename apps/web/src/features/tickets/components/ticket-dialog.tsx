import { format } from 'date-fns'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { TICKET_MESSAGES, type Ticket, WORKER_TICKET_MESSAGES } from '@wallet/shared/tickets'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { useReplyToTicket, useTicketDetail } from '../api/tickets'
import { ConversationMessage } from './conversation-message'
import { TicketStatusBadge, TicketUrgency } from './ticket-badges'

const when = (iso: string) => format(new Date(iso), 'dd MMM yyyy, HH:mm')

function ReplyForm({ ticketId, canReply }: { ticketId: string; canReply: boolean }) {
  const reply = useReplyToTicket(ticketId)
  const [text, setText] = useState('')
  const send = (event: FormEvent) => {
    event.preventDefault()
    const message = text.trim()
    if (!message || reply.isPending) return
    reply.mutate(message, { onSuccess: () => setText('') })
  }
  return (
    <form onSubmit={send} className="space-y-2">
      {reply.isError && <Banner>Failed to send message. Please try again.</Banner>}
      <div className="flex gap-2">
        <label htmlFor={`reply-${ticketId}`} className="sr-only">
          Your reply
        </label>
        <input
          id={`reply-${ticketId}`}
          value={canReply ? text : ''}
          onChange={(event) => {
            setText(event.target.value)
            if (reply.isError) reply.reset()
          }}
          disabled={!canReply || reply.isPending}
          placeholder={canReply ? 'Type your message...' : TICKET_MESSAGES.waitingForSupport}
          autoComplete="off"
          className={inputClasses(false)}
        />
        <Button type="submit" disabled={!canReply || text.trim() === ''} loading={reply.isPending}>
          Send
        </Button>
      </div>
    </form>
  )
}

/** The conversation of one ticket: the first message, then the responses oldest first. */
export function TicketDialog({ ticket, onOpenChange }: { ticket: Ticket | null; onOpenChange: (open: boolean) => void }) {
  const detail = useTicketDetail(ticket?.id ?? null)
  const end = useRef<HTMLLIElement>(null)
  const count = detail.data?.responses.length ?? 0
  useEffect(() => {
    // Braces: scrollIntoView returns a promise in newer browsers, and an effect may return only its clean-up.
    end.current?.scrollIntoView({ block: 'end' })
  }, [count])

  const shown = detail.data?.ticket ?? ticket
  return (
    <Dialog
      open={ticket !== null}
      onOpenChange={onOpenChange}
      title={shown?.subject ?? ''}
      description={
        shown && (
          <span className="flex flex-wrap items-center gap-3">
            <TicketStatusBadge status={shown.status} />
            <TicketUrgency urgency={shown.urgency} />
            <span className="text-xs text-slate-500">{when(shown.created_at)}</span>
          </span>
        )
      }
      className="max-w-2xl"
    >
      {detail.isPending ? (
        <p className="py-6 text-sm text-slate-400">Loading messages...</p>
      ) : detail.isError ? (
        <Banner>Failed to load messages</Banner>
      ) : (
        <div className="space-y-4">
          <ol aria-label="Conversation" className="max-h-[50dvh] space-y-3 overflow-y-auto pr-1">
            <ConversationMessage author="You" mine fromSupport={false} text={detail.data.ticket.message} at={detail.data.ticket.created_at} />
            {detail.data.responses.map((response) => (
              <ConversationMessage
                key={response.id}
                author={response.is_from_worker ? WORKER_TICKET_MESSAGES.supportLabel : 'You'}
                mine={!response.is_from_worker}
                fromSupport={response.is_from_worker}
                text={response.message}
                at={response.created_at}
              />
            ))}
            <li ref={end} aria-hidden="true" />
          </ol>
          <ReplyForm key={detail.data.ticket.id} ticketId={detail.data.ticket.id} canReply={detail.data.canReply} />
        </div>
      )}
    </Dialog>
  )
}
