import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CreateTicketBody, Ticket, TicketDetail, TicketPage, TicketPageQuery, TicketReplyBody, TicketResponse } from '@wallet/shared/tickets'

const TicketParams = z.object({ id: z.uuid({ error: 'Ticket not found.' }) })

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services

  app.get(
    '/tickets',
    { schema: { querystring: TicketPageQuery, response: { 200: TicketPage } } },
    (req) => tickets.list(req.actor.userId, req.query.page),
  )

  app.post(
    '/tickets',
    {
      schema: { body: CreateTicketBody, response: { 201: Ticket } },
      // The guard runs before the body is read, so a signed-out caller hears the spec's message.
      config: { signedOutError: 'TICKET_LOGIN_REQUIRED' },
    },
    async (req, reply) => reply.code(201).send(await tickets.create(req.actor.userId, req.body)),
  )

  app.get(
    '/tickets/:id',
    { schema: { params: TicketParams, response: { 200: TicketDetail } } },
    (req) => tickets.get(req.actor.userId, req.params.id),
  )

  app.post(
    '/tickets/:id/responses',
    { schema: { params: TicketParams, body: TicketReplyBody, response: { 201: TicketResponse } } },
    async (req, reply) => reply.code(201).send(await tickets.reply(req.actor.userId, req.params.id, req.body.message)),
  )
}
