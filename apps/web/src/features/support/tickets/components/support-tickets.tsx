import { useState } from 'react'
import type { CustomerTicket } from '@wallet/shared/support/tickets'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { useTicketPage } from '../api/tickets'
import { CreateTicketDialog } from './create-ticket-dialog'
import { TicketCard } from './ticket-conversation'
import { TicketDialog } from './ticket-dialog'
import { useT } from '@/lib/i18n/use-t'

/** The customer's support tickets: list, create and conversation (part 2 §2). */
export function SupportTickets() {
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const [openTicket, setOpenTicket] = useState<CustomerTicket | null>(null)
  const tickets = useTicketPage(page)
  const t = useT()
  const pages = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / tickets.data.pageSize)) : 1

  return (
    <section>
      <PageHeader
        title={t('tickets.title')}
        description={t('tickets.description')}
        actions={<Button onClick={() => setCreating(true)}>{t('tickets.createButton')}</Button>}
      />
      {tickets.isPending ? (
        <Card className="p-6 text-sm text-slate-400">{t('tickets.loading')}</Card>
      ) : tickets.isError ? (
        <Banner>{t('tickets.failed')}</Banner>
      ) : tickets.data.tickets.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-14 text-center">
          <span className="mb-2 grid size-12 place-items-center rounded-2xl bg-white/5 text-slate-400" aria-hidden="true">
            <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
            </svg>
          </span>
          <h2 className="text-lg font-semibold text-white">{t('tickets.emptyTitle')}</h2>
          <p className="text-sm text-slate-400">{t('tickets.empty')}</p>
        </Card>
      ) : (
        <>
          <ul aria-label={t('tickets.list')} className="space-y-3">
            {tickets.data.tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} onOpen={() => setOpenTicket(ticket)} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('tickets.pages')} className="mt-5 flex items-center justify-between text-sm text-slate-400">
              <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('common.previous')}
              </Button>
              <span>{t('tickets.pageOf', { page, pages })}</span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('common.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      <CreateTicketDialog open={creating} onOpenChange={setCreating} onCreated={() => setPage(1)} />
      <TicketDialog ticket={openTicket} onOpenChange={(open) => !open && setOpenTicket(null)} />
    </section>
  )
}
