import { zodResolver } from '@hookform/resolvers/zod'
import { TICKET_MESSAGES, type CustomerTicket, TicketReplyBody } from '@wallet/shared/support/tickets'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'
import { useReplyToTicket, useTicketDetail } from '../api/tickets'
import { TicketConversation, TicketConversationDialog } from './ticket-conversation'
import { detached } from '@/lib/detached'

function ReplyForm({ ticketId, canReply }: { ticketId: string; canReply: boolean }) {
  const reply = useReplyToTicket(ticketId)
  const form = useForm<z.input<typeof TicketReplyBody>, unknown, z.output<typeof TicketReplyBody>>({
    resolver: zodResolver(TicketReplyBody),
    defaultValues: { message: '' },
  })
  const text = form.watch('message')
  // An empty reply is not sent (the button is disabled meanwhile); the schema trims it.
  const send = form.handleSubmit(({ message }) => {
    if (reply.isPending) return
    reply.mutate(message, { onSuccess: () => form.reset({ message: '' }) })
  })
  return (
    <form onSubmit={detached(send)} className="space-y-2">
      {reply.isError && <Banner>Failed to send message. Please try again.</Banner>}
      {form.formState.errors.message && text.trim() !== '' && <Banner>{form.formState.errors.message.message}</Banner>}
      <div className="flex gap-2">
        <label htmlFor={`reply-${ticketId}`} className="sr-only">
          Your reply
        </label>
        <input
          id={`reply-${ticketId}`}
          {...form.register('message', { onChange: () => reply.isError && reply.reset() })}
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
export function TicketDialog({ ticket, onOpenChange }: { ticket: CustomerTicket | null; onOpenChange: (open: boolean) => void }) {
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
          <TicketConversation
            conversation={data}
            customerName="You"
            readerIsSupport={false}
            end={end}
            className="max-h-[50dvh] space-y-3 overflow-y-auto pr-1"
          />
          <ReplyForm key={data.ticket.id} ticketId={data.ticket.id} canReply={data.canReply} />
        </div>
      )}
    </TicketConversationDialog>
  )
}
