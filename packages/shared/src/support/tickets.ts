import { z } from 'zod'
import { queryInteger } from '../query.ts'
import { multiLine, singleLine } from '../text.ts'

/** Support tickets (part 2 §2–§5). */
export const TICKET_URGENCIES = ['low', 'medium', 'high'] as const
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const
export const CUSTOMER_TICKETS_PAGE_SIZE = 5

/** GET /api/tickets?page=… */
export const TicketPageQuery = z.object({ page: queryInteger('Invalid page.', { min: 1, max: 100_000 }).default(1) })
export const TICKET_SUBJECT_MAX = 200
export const TICKET_MESSAGE_MAX = 10_000

export const TICKET_MESSAGES = {
  subjectRequired: 'Please enter a subject for your ticket',
  messageRequired: 'Please provide a message describing your issue',
  subjectTooLong: `The subject can be at most ${TICKET_SUBJECT_MAX} characters.`,
  messageTooLong: `The message can be at most ${TICKET_MESSAGE_MAX} characters.`,
  invalidUrgency: 'Please choose an urgency: low, medium or high.',
  loginRequired: 'You must be logged in to create a ticket',
  replyRequired: 'Please enter a message.',
  waitingForSupport: 'Waiting for support to respond...',
  notFound: 'Ticket not found.',
} as const

export const CreateTicketBody = z.object({
  subject: singleLine(
    z.string({ error: TICKET_MESSAGES.subjectRequired }).trim().min(1, TICKET_MESSAGES.subjectRequired).max(TICKET_SUBJECT_MAX, TICKET_MESSAGES.subjectTooLong),
  ),
  message: multiLine(
    z.string({ error: TICKET_MESSAGES.messageRequired }).trim().min(1, TICKET_MESSAGES.messageRequired).max(TICKET_MESSAGE_MAX, TICKET_MESSAGES.messageTooLong),
  ),
  urgency: z.enum(TICKET_URGENCIES, { error: TICKET_MESSAGES.invalidUrgency }).default('medium'),
})
export type CreateTicketBody = z.input<typeof CreateTicketBody>

export const TicketReplyBody = z.object({
  message: multiLine(
    z.string({ error: TICKET_MESSAGES.replyRequired }).trim().min(1, TICKET_MESSAGES.replyRequired).max(TICKET_MESSAGE_MAX, TICKET_MESSAGES.messageTooLong),
  ),
})
export type TicketReplyBody = z.infer<typeof TicketReplyBody>

/** A ticket as staff see it, with the worker it is assigned to. */
export const Ticket = z.object({
  id: z.string(),
  user_id: z.string(),
  subject: z.string(),
  message: z.string(),
  urgency: z.enum(TICKET_URGENCIES),
  status: z.enum(TICKET_STATUSES),
  assigned_worker_id: z.string().nullable(),
  created_at: z.string(),
})
export type Ticket = z.infer<typeof Ticket>

export const TicketResponse = z.object({
  id: z.string(),
  ticket_id: z.string(),
  user_id: z.string(),
  message: z.string(),
  is_from_worker: z.boolean(),
  created_at: z.string(),
})
export type TicketResponse = z.infer<typeof TicketResponse>

/**
 * The customer's side names no staff member (docs/decisions/128): not the worker a ticket is assigned to, nor who
 * wrote a reply (`is_from_worker` says whether support did).
 */
export const CustomerTicket = Ticket.omit({ assigned_worker_id: true })
export type CustomerTicket = z.infer<typeof CustomerTicket>
export const CustomerTicketResponse = TicketResponse.omit({ user_id: true })
export type CustomerTicketResponse = z.infer<typeof CustomerTicketResponse>

export const TicketPage = z.object({ tickets: z.array(CustomerTicket), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
export type TicketPage = z.infer<typeof TicketPage>

export const TicketDetail = z.object({ ticket: CustomerTicket, responses: z.array(CustomerTicketResponse), canReply: z.boolean() })
export type TicketDetail = z.infer<typeof TicketDetail>

/** A customer may write only after support has answered their last message. */
export function customerCanReply(responses: ReadonlyArray<{ is_from_worker: boolean }>): boolean {
  const last = responses[responses.length - 1]
  return last !== undefined && last.is_from_worker
}

/** The worker's side (part 2 §2 "Support tickets", §4 "Ticket status", §8). */
export const WORKER_TICKETS_PAGE_SIZE = 5
export const TICKET_FILTERS = ['all', ...TICKET_STATUSES] as const
export type TicketFilter = (typeof TICKET_FILTERS)[number]
/** Where the worker's status tab is kept between visits. */
export const TICKET_FILTER_STORAGE_KEY = 'supportTicketsStatusFilter'
export const WORKER_TICKET_MESSAGES = {
  sendFailed: 'Failed to send response. Please try again.',
  statusFailed: 'An error occurred while updating the status. Please try again.',
  loadFailed: (reason: string) => `Failed to load tickets: ${reason}`,
  saved: 'Saved!',
  reopenWarning: 'This ticket is resolved. Replying will re-open it.',
  supportLabel: 'Support Manager',
} as const
/** 'Saved!' shows for 3 s; the list reloads 1 s after a status change. */
export const TICKET_TIMINGS = { savedMs: 3000, reloadMs: 1000 } as const

export const WorkerTicketQuery = z.object({
  status: z.enum(TICKET_FILTERS, { error: 'Please choose a status.' }).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/** get-worker-tickets: the tickets assigned to the worker, with each customer's email. */
export const WorkerTicketPage = z.object({
  tickets: z.array(Ticket),
  userEmails: z.record(z.string(), z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many of the worker's tickets have each status (for the tabs). */
  counts: z.object({ all: z.number().int(), open: z.number().int(), in_progress: z.number().int(), resolved: z.number().int() }),
})
export type WorkerTicketPage = z.infer<typeof WorkerTicketPage>

export const WorkerTicketDetail = z.object({ ticket: Ticket, userEmail: z.string(), responses: z.array(TicketResponse) })
export type WorkerTicketDetail = z.infer<typeof WorkerTicketDetail>

/** update-ticket-status. */
export const TicketStatusBody = z.object({ status: z.enum(TICKET_STATUSES, { error: 'Please choose a status.' }) })
export const TicketStatusAnswer = z.object({ success: z.literal(true), ticket: Ticket })

const STATUS_WORDS: Record<(typeof TICKET_STATUSES)[number], string> = { open: 'open', in_progress: 'in progress', resolved: 'resolved' }

/** What the customer is told when support acts on their ticket. */
export const TICKET_NOTICES = {
  replied: (subject: string) => `Support replied to your ticket "${subject}".`,
  status: (subject: string, status: (typeof TICKET_STATUSES)[number]) => `Your ticket "${subject}" is now ${STATUS_WORDS[status]}.`,
} as const
