import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AccountActivity } from '@wallet/shared/customers'

/** Settings → Notifications ('Account activity'): what staff did on the caller's own account. */
export const accountActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/account/activity', { schema: { response: { 200: AccountActivity } } }, async (req) => ({
    items: await app.services.audit.accountActivity(req.actor.userId),
  }))
}
