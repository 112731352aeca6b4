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
import { useMessageText, useT } from '@/lib/i18n/use-t'

function ReplyForm({ ticketId, canReply }: { ticketId: string; canReply: boolean }) {
  const reply = useReplyToTicket(ticketId)
  const form = useForm<z.input<typeof TicketReplyBody>, unknown, z.output<typeof TicketReplyBody>>({
    resolver: zodResolver(TicketReplyBody),
    defaultValues: { message: '' },
  })
  const text = form.watch('message')
  const t = useT()
  const message = useMessageText()
  // An empty reply is not sent (the button is disabled meanwhile); the schema trims it.
  const send = form.handleSubmit(({ message }) => {
    if (reply.isPending) return
    reply.mutate(message, { onSuccess: () => form.reset({ message: '' }) })
  })
  return (
    <form onSubmit={detached(send)} className="space-y-2">
      {reply.isError && <Banner>{t('tickets.sendFailed')}</Banner>}
      {form.formState.errors.message && text.trim() !== '' && <Banner>{form.formState.errors.message.message}</Banner>}
      <div className="flex gap-2">
        <label htmlFor={`reply-${ticketId}`} className="sr-only">
          {t('tickets.reply')}
        </label>
        <input
          id={`reply-${ticketId}`}
          {...form.register('message', { onChange: () => reply.isError && reply.reset() })}
          disabled={!canReply || reply.isPending}
          placeholder={canReply ? t('tickets.replyPlaceholder') : message(TICKET_MESSAGES.waitingForSupport)}
          autoComplete="off"
          className={inputClasses(false)}
        />
        <Button type="submit" disabled={!canReply || text.trim() === ''} loading={reply.isPending}>
          {t('tickets.send')}
        </Button>
      </div>
    </form>
  )
}

/** The conversation of one ticket: the first message, then the responses oldest first. */
export function TicketDialog({ ticket, onOpenChange }: { ticket: CustomerTicket | null; onOpenChange: (open: boolean) => void }) {
  const detail = useTicketDetail(ticket?.id ?? null)
  const t = useT()
  return (
    <TicketConversationDialog
      ticket={ticket}
      detail={detail}
      onOpenChange={onOpenChange}
      metaClassName="flex flex-wrap items-center gap-3"
      failedMessage={() => t('tickets.loadMessagesFailed')}
    >
      {(data, end) => (
        <div className="space-y-4">
          <TicketConversation
            conversation={data}
            customerName={t('tickets.you')}
            readerIsSupport={false}
            end={end}
            className="max-h-[50dvh] space-y-3 overflow-y-auto pe-1"
          />
          <ReplyForm key={data.ticket.id} ticketId={data.ticket.id} canReply={data.canReply} />
        </div>
      )}
    </TicketConversationDialog>
  )
}
