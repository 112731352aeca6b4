import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ClaimUserAnswer,
  ClaimUserBody,
  OwnedUsersAnswer,
  OwnedUsersQuery,
  SearchUserAnswer,
  SearchUserBody,
  WORKER_MESSAGES,
} from '@wallet/shared/back-office/workers'

/** The worker dashboard (part 2 §7): search-user-by-email, claim-user, list-my-users. */
export const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workers } = app.services

  app.post('/worker/search-user', { schema: { body: SearchUserBody, response: { 200: SearchUserAnswer } } }, (req) =>
    workers.searchUser(req.body.emailToSearch),
  )

  app.post(
    '/worker/claim-user',
    { schema: { body: ClaimUserBody, response: { 200: ClaimUserAnswer } }, config: { staffAction: workers.claim } },
    async (req) => {
      await workers.claim(req.actor, { customerId: req.body.userIdToClaim })
      return { success: true as const, error: null, message: WORKER_MESSAGES.claimed }
    },
  )

  app.get('/worker/users', { schema: { querystring: OwnedUsersQuery, response: { 200: OwnedUsersAnswer } } }, (req) =>
    workers.ownedUsers(req.actor, req.query.page, req.query.search),
  )
}
