import {
  CUSTOMER_TICKETS_PAGE_SIZE,
  customerCanReply,
  type CreateTicketBody,
  type Ticket,
  type TicketDetail,
  type TicketPage,
  type TicketResponse,
} from '@wallet/shared/tickets'
import type { Db } from '../../db/client.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import { AppError } from '../../lib/errors.ts'
import {
  countUserTickets,
  findUserTicket,
  insertResponse,
  insertTicket,
  listResponses,
  listUserTickets,
  type TicketResponseRow,
  type TicketRow,
} from './tickets.repository.ts'

export function createTicketsService({ db, customers }: { db: Db; customers: CustomersService }) {
  return {
    async list(userId: string, page: number): Promise<TicketPage> {
      const pageSize = CUSTOMER_TICKETS_PAGE_SIZE
      const [total, rows] = await Promise.all([
        countUserTickets(db, userId),
        listUserTickets(db, userId, pageSize, (page - 1) * pageSize),
      ])
      return { tickets: rows.map(toTicket), total, page, pageSize }
    },

    /** A new ticket goes to the customer's assigned worker, when they have one. */
    async create(userId: string, body: Required<CreateTicketBody>): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const assignedWorkerId = await customers.assignedWorkerId(userId, tx)
        const row = await insertTicket(tx, { userId, subject: body.subject, message: body.message, urgency: body.urgency, assignedWorkerId })
        return toTicket(row)
      })
    },

    async get(userId: string, ticketId: string): Promise<TicketDetail> {
      const ticket = await findUserTicket(db, userId, ticketId)
      if (!ticket) throw new AppError('TICKET_NOT_FOUND')
      const responses = (await listResponses(db, ticketId)).map(toResponse)
      return { ticket: toTicket(ticket), responses, canReply: customerCanReply(responses) }
    },

    /** The customer writes only after support has answered; the ticket row is locked so two replies cannot both pass. */
    async reply(userId: string, ticketId: string, message: string): Promise<TicketResponse> {
      return db.transaction(async (tx) => {
        const ticket = await findUserTicket(tx, userId, ticketId, true)
        if (!ticket) throw new AppError('TICKET_NOT_FOUND')
        const responses = (await listResponses(tx, ticketId)).map(toResponse)
        if (!customerCanReply(responses)) throw new AppError('TICKET_AWAITING_SUPPORT')
        return toResponse(await insertResponse(tx, { ticketId, userId, message, isFromWorker: false }))
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
