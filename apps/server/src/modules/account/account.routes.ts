import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ForcedPasswordBody } from '@wallet/shared/auth'
import type { Db } from '../../db/client.ts'
import { createAccountService } from './account.service.ts'

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const account = createAccountService({ db })

  app.post(
    '/account/forced-password',
    { schema: { body: ForcedPasswordBody }, config: { allowPendingPasswordChange: true }, preHandler: app.requireUser },
    async (req) => {
      await account.setForcedPassword(req.actor, req.body.password)
      return { success: true }
    },
  )
}
