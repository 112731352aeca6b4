import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SessionState } from '@wallet/shared/auth'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { authHeaders } from '../../plugins/auth.ts'

/** GET /api/session: who is signed in, and whether a sign-in still owes its second factor. Always 200. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/session', { schema: { response: { 200: SessionState } } }, async (req): Promise<SessionState> => {
    const actor = await req.resolveActor()
    if (actor) {
      const [row] = await db.select({ activeMfaMethod: users.activeMfaMethod }).from(users).where(eq(users.id, actor.userId)).limit(1)
      const method = row?.activeMfaMethod
      return {
        user: {
          id: actor.userId,
          email: actor.email,
          fullName: actor.fullName,
          role: actor.role,
          requiresPasswordChange: actor.requiresPasswordChange,
          activeMfaMethod: method === 'totp' || method === 'email' ? method : 'none',
        },
        pendingSecondFactor: null,
      }
    }
    const pending = req.headers.cookie ? await app.auth.api.pendingSecondFactor({ headers: authHeaders(req) }) : { method: null }
    return { user: null, pendingSecondFactor: pending.method }
  })
}
