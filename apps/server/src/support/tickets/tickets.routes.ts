import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ERRORS } from '@wallet/shared/errors'
import { CustomerParams } from '@wallet/shared/back-office/customers'
import {
  CreateTicketBody,
  CustomerTicket,
  CustomerTicketResponse,
  TicketDetail,
  TicketPage,
  TicketPageQuery,
  TicketReplyBody,
  TicketResponse,
  TicketStatusAnswer,
  TicketStatusBody,
  WorkerTicketDetail,
  WorkerTicketPage,
  WorkerTicketQuery,
} from '@wallet/shared/support/tickets'

const TicketParams = z.object({ id: z.uuid({ error: ERRORS.TICKET_NOT_FOUND.message }) })

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services

  app.get('/tickets', { schema: { querystring: TicketPageQuery, response: { 200: TicketPage } } }, (req) => tickets.list(req.actor.userId, req.query.page))

  app.post(
    '/tickets',
    {
      schema: { body: CreateTicketBody, response: { 201: CustomerTicket } },
      // The guard runs before the body is read, so a signed-out caller hears the spec's message.
      config: { signedOutError: 'TICKET_LOGIN_REQUIRED' },
    },
    async (req, reply) => reply.code(201).send(await tickets.create(req.actor.userId, req.body)),
  )

  app.get('/tickets/:id', { schema: { params: TicketParams, response: { 200: TicketDetail } } }, (req) => tickets.get(req.actor.userId, req.params.id))

  app.post(
    '/tickets/:id/responses',
    { schema: { params: TicketParams, body: TicketReplyBody, response: { 201: CustomerTicketResponse } } },
    async (req, reply) => reply.code(201).send(await tickets.reply(req.actor.userId, req.params.id, req.body.message)),
  )
}

/** The worker's support tickets (get-worker-tickets, update-ticket-status, replies labelled 'Support Manager'). */
export const workerTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services
  const answer = { permission: 'tickets:answer' } as const

  app.get('/worker/tickets', { schema: { querystring: WorkerTicketQuery, response: { 200: WorkerTicketPage } }, config: answer }, (req) =>
    tickets.workerTickets(req.actor, req.query.status, req.query.page),
  )

  app.get('/worker/tickets/:id', { schema: { params: TicketParams, response: { 200: WorkerTicketDetail } }, config: answer }, (req) =>
    tickets.workerTicket(req.actor, req.params.id),
  )

  app.post(
    '/worker/tickets/:id/responses',
    { schema: { params: TicketParams, body: TicketReplyBody, response: { 201: TicketResponse } }, config: { staffAction: tickets.workerReply } },
    async (req, reply) => reply.code(201).send(await tickets.workerReply(req.actor, { ticketId: req.params.id, message: req.body.message })),
  )

  app.post(
    '/worker/tickets/:id/status',
    { schema: { params: TicketParams, body: TicketStatusBody, response: { 200: TicketStatusAnswer } }, config: { staffAction: tickets.setStatus } },
    async (req) => ({
      success: true as const,
      ticket: await tickets.setStatus(req.actor, { ticketId: req.params.id, status: req.body.status }),
    }),
  )
}

/** The staff profile's Tickets tab: the customer's tickets, for the staff who may see the customer. */
export const staffCustomerTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:customerId/tickets',
    { schema: { params: CustomerParams, querystring: WorkerTicketQuery, response: { 200: WorkerTicketPage } } },
    (req) => app.services.tickets.customerTickets(req.actor, req.params.customerId, req.query.status, req.query.page),
  )
}
