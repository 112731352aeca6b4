import {
  CUSTOMER_TICKETS_PAGE_SIZE,
  WORKER_TICKETS_PAGE_SIZE,
  customerCanReply,
  type TicketFilter,
  type WorkerTicketDetail,
  type WorkerTicketPage,
  type CreateTicketBody,
  type CustomerTicket,
  type CustomerTicketResponse,
  type Ticket,
  type TicketDetail,
  type TicketPage,
  type TicketResponse,
} from '@wallet/shared/support/tickets'
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { AppError } from '../../lib/errors.ts'
import { scopeOf } from '@wallet/shared/roles'
import { notice } from '../notifications/notices.ts'
import { ticketsRepository as repo, type TicketResponseRow, type TicketRow } from './tickets.repository.ts'

export interface TicketsDeps {
  db: Db
  customers: CustomersService
  defineStaffAction: DefineStaffAction
}

export function createTicketsService({ db, customers, defineStaffAction }: TicketsDeps) {
  /** Where the actor's tickets are: the scope of 'tickets:answer' (a worker's own, a manager's team's, or all). */
  function scopeWhere(actor: Actor) {
    const scope = scopeOf(actor.role, 'tickets:answer')
    if (scope === null || scope === 'own') throw new AppError('FORBIDDEN')
    return repo.staffScope(scope, actor.userId)
  }

  /** One page of the tickets within `where` (one status or all), 5 a page, with the customers' emails and the counts. */
  async function ticketPage(where: SQL | undefined, status: TicketFilter, page: number): Promise<WorkerTicketPage> {
    const pageSize = WORKER_TICKETS_PAGE_SIZE
    const filter = status === 'all' ? null : status
    const [rows, counts] = await Promise.all([repo.listStaffTickets(db, where, filter, pageSize, (page - 1) * pageSize), repo.countStaffTickets(db, where)])
    const all = Object.values(counts).reduce((a, b) => a + b, 0)
    return {
      tickets: rows.map(toTicket),
      userEmails: await repo.emailsOf(db, [...new Set(rows.map((r) => r.userId))]),
      total: filter ? (counts[filter] ?? 0) : all,
      page,
      pageSize,
      counts: { all, open: counts.open ?? 0, in_progress: counts.in_progress ?? 0, resolved: counts.resolved ?? 0 },
    }
  }

  async function workerTicket(tx: Tx | Db, actor: Actor, ticketId: string, forUpdate = false) {
    const ticket = await repo.findStaffTicket(tx, scopeWhere(actor), ticketId, forUpdate)
    if (!ticket) throw new AppError('TICKET_NOT_FOUND')
    return ticket
  }

  /**
   * A worker's reply (labelled 'Support Manager' to the customer): an open ticket moves to in_progress, and a resolved
   * one re-opens to in_progress, as the reply dialog warns (docs/decisions/074-spec-quirks-corrected.md).
   */
  const workerReply = defineStaffAction({
    action: 'ticket.reply',
    permission: 'tickets:answer',
    target: 'none',
    async run({ tx, actor, input }: StaffActionContext<{ ticketId: string; message: string }, 'none'>) {
      const { ticketId } = input
      const ticket = await workerTicket(tx, actor, ticketId, true)
      const response = await repo.insertResponse(tx, { ticketId, userId: actor.userId, message: input.message, isFromWorker: true })
      const status = ticket.status === 'in_progress' ? ticket.status : 'in_progress'
      if (status !== ticket.status) await repo.setTicketStatus(tx, ticketId, status)
      return applied({
        subject: ticket.userId,
        before: { ticketId, status: ticket.status },
        after: { ticketId, status, responseId: response.id },
        notify: notice('ticketReplied', ticket.subject),
        result: toResponse(response),
      })
    },
  })

  /** update-ticket-status: any of the three statuses, on the worker's own ticket. */
  const setStatus = defineStaffAction({
    action: 'ticket.status',
    permission: 'tickets:answer',
    target: 'none',
    async run({ tx, actor, input }: StaffActionContext<{ ticketId: string; status: Ticket['status'] }, 'none'>) {
      const { ticketId, status } = input
      const ticket = await workerTicket(tx, actor, ticketId, true)
      const updated = await repo.setTicketStatus(tx, ticketId, status)
      return applied({
        subject: ticket.userId,
        before: { ticketId, status: ticket.status },
        after: { ticketId, status },
        notify: status !== ticket.status ? notice('ticketStatus', ticket.subject, status) : null,
        result: toTicket(updated),
      })
    },
  })

  return {
    async list(userId: string, page: number): Promise<TicketPage> {
      const pageSize = CUSTOMER_TICKETS_PAGE_SIZE
      const [total, rows] = await Promise.all([repo.countUserTickets(db, userId), repo.listUserTickets(db, userId, pageSize, (page - 1) * pageSize)])
      return { tickets: rows.map(toCustomerTicket), total, page, pageSize }
    },

    /** A new ticket goes to the customer's assigned worker, when they have one. */
    async create(userId: string, body: Required<CreateTicketBody>): Promise<CustomerTicket> {
      return db.transaction(async (tx) => {
        const assignedWorkerId = await customers.assignedWorkerId(userId, tx)
        const row = await repo.insertTicket(tx, { userId, subject: body.subject, message: body.message, urgency: body.urgency, assignedWorkerId })
        return toCustomerTicket(row)
      })
    },

    async get(userId: string, ticketId: string): Promise<TicketDetail> {
      const ticket = await repo.findUserTicket(db, userId, ticketId)
      if (!ticket) throw new AppError('TICKET_NOT_FOUND')
      const responses = (await repo.listResponses(db, ticketId)).map(toCustomerResponse)
      return { ticket: toCustomerTicket(ticket), responses, canReply: customerCanReply(responses) }
    },

    /**
     * get-worker-tickets: the tickets the actor answers (one status or all), 5 a page, with the customers' emails and
     * counts: a worker's own, a manager's team's, an admin's all.
     */
    async workerTickets(actor: Actor, status: TicketFilter, page: number): Promise<WorkerTicketPage> {
      return ticketPage(scopeWhere(actor), status, page)
    },

    /** The staff profile's Tickets tab: one customer's tickets, for the staff who may see the customer. */
    async customerTickets(actor: Actor, customerId: string, status: TicketFilter, page: number): Promise<WorkerTicketPage> {
      await customers.access(db, actor, customerId, 'customers:view')
      return ticketPage(repo.ofCustomer(customerId), status, page)
    },

    async workerTicket(actor: Actor, ticketId: string): Promise<WorkerTicketDetail> {
      const ticket = await workerTicket(db, actor, ticketId)
      const [responses, emails] = await Promise.all([repo.listResponses(db, ticketId), repo.emailsOf(db, [ticket.userId])])
      return { ticket: toTicket(ticket), userEmail: emails[ticket.userId] ?? '', responses: responses.map(toResponse) }
    },

    workerReply,
    setStatus,

    /** A customer just claimed: their unassigned, unresolved tickets go to the worker. */
    assignUnassigned(tx: Tx, customerId: string, workerId: string): Promise<number> {
      return repo.assignUnassigned(tx, customerId, workerId)
    },

    /** The customer writes only after support has answered; the ticket row is locked so two replies cannot both pass. */
    async reply(userId: string, ticketId: string, message: string): Promise<CustomerTicketResponse> {
      return db.transaction(async (tx) => {
        const ticket = await repo.findUserTicket(tx, userId, ticketId, true)
        if (!ticket) throw new AppError('TICKET_NOT_FOUND')
        const responses = await repo.listResponses(tx, ticketId)
        if (!customerCanReply(responses.map(toResponse))) throw new AppError('TICKET_AWAITING_SUPPORT')
        return toCustomerResponse(await repo.insertResponse(tx, { ticketId, userId, message, isFromWorker: false }))
      })
    },
  }
}

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    user_id: row.userId,
    subject: row.subject,
    message: row.message,
    urgency: row.urgency as Ticket['urgency'],
    status: row.status as Ticket['status'],
    assigned_worker_id: row.assignedWorkerId,
    created_at: row.createdAt.toISOString(),
  }
}

function toResponse(row: TicketResponseRow): TicketResponse {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    user_id: row.userId,
    message: row.message,
    is_from_worker: row.isFromWorker,
    created_at: row.createdAt.toISOString(),
  }
}

/** The customer's side: no staff member's id (docs/decisions/128). */
function toCustomerTicket(row: TicketRow): CustomerTicket {
  const { assigned_worker_id: _worker, ...ticket } = toTicket(row)
  return ticket
}

function toCustomerResponse(row: TicketResponseRow): CustomerTicketResponse {
  const { user_id: _author, ...response } = toResponse(row)
  return response
}

export type TicketsService = ReturnType<typeof createTicketsService>
