import { format } from 'date-fns'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { TICKET_MESSAGES, type Ticket } from '@wallet/shared/tickets'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { useReplyToTicket, useTicketDetail } from '../api/tickets'
import { TicketStatusBadge, TicketUrgency } from './ticket-badges'

const when = (iso: string) => format(new Date(iso), 'dd MMM yyyy, HH:mm')

/** One message of the conversation; its text is always shown as text. */
function Message({ fromSupport, text, at }: { fromSupport: boolean; text: string; at: string }) {
  return (
    <li className={cn('flex', fromSupport ? 'justify-start' : 'justify-end')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5',
          fromSupport ? 'rounded-bl-md border border-white/10 bg-white/[0.05]' : 'rounded-br-md bg-brand-500/25 ring-1 ring-brand-400/30',
        )}
      >
        <p className={cn('text-xs font-semibold', fromSupport ? 'text-accent-400' : 'text-brand-300')}>{fromSupport ? 'Support Manager' : 'You'}</p>
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">{text}</p>
        <p className="mt-1 text-[11px] text-slate-500">{when(at)}</p>
      </div>
    </li>
  )
}

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
  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [count])

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
            <Message fromSupport={false} text={detail.data.ticket.message} at={detail.data.ticket.created_at} />
            {detail.data.responses.map((response) => (
              <Message key={response.id} fromSupport={response.is_from_worker} text={response.message} at={response.created_at} />
            ))}
            <li ref={end} aria-hidden="true" />
          </ol>
          <ReplyForm key={detail.data.ticket.id} ticketId={detail.data.ticket.id} canReply={detail.data.canReply} />
        </div>
      )}
    </Dialog>
  )
}
