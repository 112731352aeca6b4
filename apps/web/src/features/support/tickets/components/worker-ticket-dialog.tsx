import { zodResolver } from '@hookform/resolvers/zod'
import { TICKET_STATUSES, type Ticket, TicketReplyBody, WORKER_TICKET_MESSAGES } from '@wallet/shared/support/tickets'
import { type KeyboardEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage } from '@/lib/api-client'
import { type TicketStatus, useSetTicketStatus, useWorkerReply, useWorkerTicketDetail } from '../api/worker-tickets'
import { useTicketStatusEditor } from '../hooks/use-ticket-status-editor'
import { useTicketStatusLabel } from './ticket-badges'
import { TicketConversation, TicketConversationDialog } from './ticket-conversation'
import { detached } from '@/lib/detached'
import { useMessageText, useT } from '@/lib/i18n/use-t'

/** The status dropdown with 'Save Status' and 'Saved!'. */
function StatusControl({ ticket, onChanged }: { ticket: Ticket; onChanged: (status: TicketStatus) => void }) {
  const t = useT()
  const message = useMessageText()
  const statusLabel = useTicketStatusLabel()
  const setStatus = useSetTicketStatus(ticket.id)
  const editor = useTicketStatusEditor({ status: ticket.status, save: (status) => setStatus.mutateAsync(status), onChanged })
  return (
    <div className="space-y-2">
      {/* The field keeps room for its message below the select, so the button lines up from the top. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <SelectField
          label={t('workerTicket.status')}
          options={TICKET_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={editor.value}
          onChange={(event) => editor.choose(event.target.value as TicketStatus)}
          disabled={editor.saving}
          className="min-w-40 flex-1 sm:max-w-56"
        />
        <Button variant="secondary" onClick={detached(editor.submit)} loading={editor.saving} disabled={!editor.changed} className="mt-[26px] h-11">
          {t('workerTicket.saveStatus')}
        </Button>
        <span role="status" className="basis-full text-sm font-medium text-emerald-300 sm:mt-[38px] sm:basis-auto">
          {editor.saved ? message(WORKER_TICKET_MESSAGES.saved) : ''}
        </span>
      </div>
      {editor.failed && <Banner>{WORKER_TICKET_MESSAGES.statusFailed}</Banner>}
    </div>
  )
}

/** A reply from support; Enter sends (Shift+Enter makes a new line). */
function WorkerReplyForm({ ticket }: { ticket: Ticket }) {
  const t = useT()
  const reply = useWorkerReply(ticket.id)
  const form = useForm<z.input<typeof TicketReplyBody>, unknown, z.output<typeof TicketReplyBody>>({
    resolver: zodResolver(TicketReplyBody),
    defaultValues: { message: '' },
  })
  const text = form.watch('message')
  const id = useId()
  // An empty reply is not sent (the button is disabled meanwhile); the schema trims it.
  const send = form.handleSubmit(({ message }) => {
    if (reply.isPending) return
    reply.mutate(message, { onSuccess: () => form.reset({ message: '' }) })
  })
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }
  return (
    <form onSubmit={detached(send)} className="space-y-2">
      {ticket.status === 'resolved' && <Banner tone="warning">{WORKER_TICKET_MESSAGES.reopenWarning}</Banner>}
      {reply.isError && <Banner>{WORKER_TICKET_MESSAGES.sendFailed}</Banner>}
      {form.formState.errors.message && text.trim() !== '' && <Banner>{form.formState.errors.message.message}</Banner>}
      <label htmlFor={id} className="block text-[13px] font-medium text-slate-300">
        {t('workerTicket.yourReply')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          {...form.register('message', { onChange: () => reply.isError && reply.reset() })}
          onKeyDown={onKeyDown}
          disabled={reply.isPending}
          placeholder={t('workerTicket.replyPlaceholder')}
          className={`${inputClasses(false)} h-auto min-h-11 resize-y py-2.5`}
        />
        <Button type="submit" disabled={text.trim() === ''} loading={reply.isPending}>
          {t('workerTicket.send')}
        </Button>
      </div>
    </form>
  )
}

/** One ticket as the worker handles it: the conversation with the customer, the reply and the status. */
export function WorkerTicketDialog({
  ticket,
  customerEmail,
  onOpenChange,
  onStatusChanged,
  showCustomerLink = true,
}: {
  ticket: Ticket | null
  customerEmail?: string
  /** A link to the customer's staff profile (left out where the dialog opens from that profile). */
  showCustomerLink?: boolean
  onOpenChange: (open: boolean) => void
  /** When a save changed the ticket's status. */
  onStatusChanged: (status: TicketStatus) => void
}) {
  const t = useT()
  const detail = useWorkerTicketDetail(ticket?.id ?? null)
  const email = detail.data?.userEmail ?? customerEmail ?? t('workerTicket.customer')
  return (
    <TicketConversationDialog
      ticket={ticket}
      detail={detail}
      onOpenChange={onOpenChange}
      metaClassName="flex flex-wrap items-center gap-x-3 gap-y-1"
      metaExtra={
        <>
          <span className="text-xs break-all text-slate-400">{email}</span>
          {ticket && showCustomerLink && (
            <Link to={paths.userProfile.general.getHref(ticket.user_id)} className="text-xs font-medium text-brand-300 underline-offset-4 hover:underline">
              {t('workerTicket.openProfile')}
            </Link>
          )}
        </>
      }
      failedMessage={(error) => errorMessage(error, 'Failed to load messages')}
    >
      {(data, end) => (
        <div className="space-y-5">
          <StatusControl ticket={data.ticket} onChanged={onStatusChanged} />
          <TicketConversation
            conversation={data}
            customerName={email}
            readerIsSupport
            end={end}
            className="max-h-[45dvh] space-y-3 overflow-y-auto border-y border-white/5 py-4 pe-1"
          />
          <WorkerReplyForm key={data.ticket.id} ticket={data.ticket} />
        </div>
      )}
    </TicketConversationDialog>
  )
}
