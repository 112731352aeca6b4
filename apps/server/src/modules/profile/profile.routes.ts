import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Profile } from '@wallet/shared/profile'
import type { Db } from '../../db/client.ts'
import { createProfileService } from './profile.service.ts'

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const profiles = createProfileService({ db })
  app.get('/profile', { schema: { response: { 200: Profile } }, preHandler: app.requireUser }, (req) => profiles.get(req.actor.userId))
}
