import { type FormEvent, useState } from 'react'
import { TICKET_MESSAGES, type Ticket } from '@wallet/shared/tickets'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'
import { useReplyToTicket, useTicketDetail } from '../api/tickets'
import { TicketConversation, TicketConversationDialog } from './ticket-conversation'

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
  return (
    <TicketConversationDialog
      ticket={ticket}
      detail={detail}
      onOpenChange={onOpenChange}
      metaClassName="flex flex-wrap items-center gap-3"
      failedMessage={() => 'Failed to load messages'}
    >
      {(data, end) => (
        <div className="space-y-4">
          <TicketConversation conversation={data} customerName="You" readerIsSupport={false} end={end} className="max-h-[50dvh] space-y-3 overflow-y-auto pr-1" />
          <ReplyForm key={data.ticket.id} ticketId={data.ticket.id} canReply={data.canReply} />
        </div>
      )}
    </TicketConversationDialog>
  )
}
