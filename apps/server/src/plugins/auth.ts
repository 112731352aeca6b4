import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Actor } from '../identity/sign-in/actor.ts'
import { authHeaders } from '../identity/sign-in/auth-headers.ts'
import type { Auth } from '../identity/sign-in/better-auth.ts'
import type { SessionLookup, SessionService } from '../identity/sign-in/sessions.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
  interface FastifyRequest {
    /** The signed-in caller; set by the route's guard (plugins/route-guards.ts) before the handler runs. */
    actor: Actor
    /** The caller's session, looked up at most once per request. */
    lookUpSession(): Promise<SessionLookup>
    /** The caller, or null when signed out, banned or frozen. */
    resolveActor(): Promise<Actor | null>
  }
}

export interface AuthPluginOptions {
  auth: Auth
  sessions: SessionService
}

/** Puts the caller's session on every request, looked up lazily and once. Guards decide what it may reach. */
export const authPlugin = fp(async (app: FastifyInstance, { auth, sessions }: AuthPluginOptions) => {
  app.decorate('auth', auth)
  app.decorateRequest('actor', null as unknown as Actor)

  const cache = new WeakMap<FastifyRequest, Promise<SessionLookup>>()
  app.decorateRequest('lookUpSession', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      pending = sessions.lookUp({ cookie: this.headers.cookie, ip: this.ip, requestId: this.id, authHeaders: () => authHeaders(this) })
      cache.set(this, pending)
    }
    return pending
  })
  app.decorateRequest('resolveActor', async function (this: FastifyRequest) {
    const found = await this.lookUpSession()
    return found.refusal ? null : found.actor
  })
})
