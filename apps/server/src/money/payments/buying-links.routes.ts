import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CustomBuyingLink,
  CustomBuyingLinkList,
  CustomerLinkParams,
  CustomerParams,
  LOGO_MAX_BYTES,
  STAFF_PROFILE_MESSAGES,
  StaffMessage,
} from '@wallet/shared/back-office/customers'
import { BuyingLinkList } from '@wallet/shared/money/payments'
import { describedAs, fileAnswer, filePart } from '../../lib/api-description.ts'
import { AppError } from '../../lib/errors.ts'
import { sendPrivateFile } from '../../lib/private-file.ts'

/** The customer's own buying links, and any link's logo (to its customer, or to staff who may view them). */
export const buyingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { buyingLinks } = app.services

  app.get('/payments/buying-links', { schema: { response: { 200: BuyingLinkList } } }, async (req) => ({
    items: await buyingLinks.customerList(req.actor.userId),
  }))

  app.get(
    '/buying-links/:id/logo',
    { schema: { params: z.object({ id: z.uuid({ error: 'Not found.' }) }), response: { 200: fileAnswer('The link’s logo', ['image/png']) } } },
    async (req, reply) => {
      const logo = await buyingLinks.logo(req.actor, req.params.id)
      return sendPrivateFile(reply, { mimeType: 'image/png', ...logo }, 'private, max-age=3600')
    },
  )
}

/** The form of add-crypto-link, read part by part by the service (for the description). */
const BuyingLinkForm = z.object({ name: z.string(), url: z.string(), logo: filePart('A PNG of at most 500 KB and 2048 × 2048 pixels') })

/** Payment Management of the staff profile: custom buying links, added with a PNG logo and deleted. */
export const staffBuyingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { buyingLinks } = app.services
  await app.register(fastifyMultipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 50 } })

  app.get('/customers/:customerId/buying-links', { schema: { params: CustomerParams, response: { 200: CustomBuyingLinkList } } }, async (req) => ({
    links: await buyingLinks.staffList(req.actor, req.params.customerId),
  }))

  /** add-crypto-link: multipart with url, name and a PNG `logo`. */
  app.post(
    '/customers/:customerId/buying-links',
    {
      schema: { params: CustomerParams, response: { 201: CustomBuyingLink } },
      config: {
        staffAction: buyingLinks.actions.add,
        limit: 'upload',
        swaggerTransform: describedAs({ consumes: ['multipart/form-data'], body: BuyingLinkForm }),
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: STAFF_PROFILE_MESSAGES.logoRequired })
      return reply.code(201).send(await buyingLinks.add(req.actor, req.params.customerId, req.parts()))
    },
  )

  app.delete(
    '/customers/:customerId/buying-links/:linkId',
    { schema: { params: CustomerLinkParams, response: { 200: StaffMessage } }, config: { staffAction: buyingLinks.actions.remove } },
    async (req) => {
      await buyingLinks.remove(req.actor, req.params.customerId, req.params.linkId)
      return { success: true as const, message: STAFF_PROFILE_MESSAGES.buyingLinkDeleted }
    },
  )
}
