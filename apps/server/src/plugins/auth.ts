import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { can, isRole, type Permission, type Role } from '@wallet/shared/roles'
import { AppError, ForbiddenError } from '../lib/errors.ts'
import { isBanActive } from '../modules/auth/ban.ts'
import { type Auth, CLIENT_IP_HEADER } from '../modules/auth/better-auth.ts'

/** The signed-in caller, as every service sees it. */
export interface Actor {
  userId: string
  email: string
  fullName: string | null
  role: Role
  requiresPasswordChange: boolean
  sessionId: string
  ip: string
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    /** preHandler: a signed-in caller is required; it is put on `req.actor`. */
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: a signed-in caller whose role holds the permission. */
    requirePermission: (permission: Permission) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    actor: Actor
    /** The caller's session, looked up at most once per request; null when signed out. */
    resolveActor(): Promise<Actor | null>
  }
  interface FastifyContextConfig {
    /** Reachable while the user still has to replace their password (sign-out, the forced change itself). */
    allowPendingPasswordChange?: boolean
  }
}

/** Headers for better-auth: the caller's own, with the client address set by us and never by the caller. */
export function authHeaders(req: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  headers.set(CLIENT_IP_HEADER, req.ip)
  return headers
}

export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: Auth }) => {
  app.decorate('auth', auth)
  app.decorateRequest('actor', null as unknown as Actor)

  const cache = new WeakMap<FastifyRequest, Promise<Lookup>>()
  const lookUp = (req: FastifyRequest) => {
    let pending = cache.get(req)
    if (!pending) {
      pending = lookUpActor(auth, req)
      cache.set(req, pending)
    }
    return pending
  }
  app.decorateRequest('resolveActor', async function (this: FastifyRequest) {
    const found = await lookUp(this)
    return found.banned ? null : found.actor
  })

  async function requireUser(req: FastifyRequest) {
    const { actor, banned } = await lookUp(req)
    if (banned) throw new AppError('BANNED')
    if (!actor) throw new AppError('UNAUTHENTICATED')
    if (actor.requiresPasswordChange && !req.routeOptions.config.allowPendingPasswordChange) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED')
    }
    req.actor = actor
  }

  app.decorate('requireUser', requireUser)
  app.decorate('requirePermission', (permission: Permission) => async (req: FastifyRequest) => {
    await requireUser(req)
    if (!can(req.actor.role, permission)) throw new ForbiddenError()
  })
})

type Lookup = { actor: Actor | null; banned: boolean }

async function lookUpActor(auth: Auth, req: FastifyRequest): Promise<Lookup> {
  if (!req.headers.cookie && !req.headers.authorization) return { actor: null, banned: false }
  const found = await auth.api.getSession({ headers: authHeaders(req) })
  if (!found) return { actor: null, banned: false }
  const user = found.user as typeof found.user & { fullName?: string | null; role?: string | null; requiresPasswordChange?: boolean | null }
  if (isBanActive(user)) {
    // A ban set while signed in ends the session at its next use.
    const context = await auth.$context
    await context.internalAdapter.deleteSession(found.session.token)
    return { actor: null, banned: true }
  }
  const actor: Actor = {
    userId: user.id,
    email: user.email,
    fullName: user.fullName ?? null,
    role: isRole(user.role) ? user.role : 'USER',
    requiresPasswordChange: user.requiresPasswordChange === true,
    sessionId: found.session.id,
    ip: req.ip,
  }
  return { actor, banned: false }
}
