import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SessionState } from '@wallet/shared/identity/sign-in'
import { authHeaders } from './auth-headers.ts'

/** GET /api/session: who is signed in, and whether a sign-in still owes its second factor. Always 200. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/session', { schema: { response: { 200: SessionState } }, config: { public: true } }, async (req) =>
    app.services.sessions.describe(await req.resolveActor(), { cookie: req.headers.cookie, authHeaders: () => authHeaders(req) }),
  )
}
