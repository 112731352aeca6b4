import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Profile } from '@wallet/shared/back-office/profile'

/** The customer's own profile (get-user-profile-details without balances). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers } = app.services
  app.get('/profile', { schema: { response: { 200: Profile } } }, (req) => customers.ownProfile(req.actor.userId))
}
