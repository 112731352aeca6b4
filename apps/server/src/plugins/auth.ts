import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { can, isRole, type Permission, type Role } from '@wallet/shared/roles'
import { AppError, ForbiddenError } from '../lib/errors.ts'
import type { Db } from '../db/client.ts'
import { deleteSession } from '../modules/auth/auth.repository.ts'
import { isBanActive } from '../modules/auth/ban.ts'
import { type Auth, CLIENT_IP_HEADER } from '../modules/auth/better-auth.ts'
import { findSession, isDueForRenewal, sessionTokenFromCookies } from '../modules/auth/session-lookup.ts'

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

export interface AuthPluginOptions {
  auth: Auth
  db: Db
  /** better-auth's secret, which signs the session cookie. */
  secret: string
}

export const authPlugin = fp(async (app: FastifyInstance, { auth, db, secret }: AuthPluginOptions) => {
  app.decorate('auth', auth)
  app.decorateRequest('actor', null as unknown as Actor)

  const cache = new WeakMap<FastifyRequest, Promise<Lookup>>()
  const lookUp = (req: FastifyRequest) => {
    let pending = cache.get(req)
    if (!pending) {
      pending = lookUpActor({ auth, db, secret }, req)
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

/**
 * Resolves the caller from the signed session cookie with one query (session joined to its user). better-auth's
 * own lookup runs only when the session is due for its sliding renewal, so expiry behaves exactly as configured.
 */
async function lookUpActor({ auth, db, secret }: AuthPluginOptions, req: FastifyRequest): Promise<Lookup> {
  const signedOut = { actor: null, banned: false }
  const token = sessionTokenFromCookies(req.headers.cookie, secret)
  if (!token) return signedOut
  const found = await findSession(db, token)
  if (!found || found.expiresAt.getTime() <= Date.now()) return signedOut
  if (isBanActive(found.user)) {
    // A ban set while signed in ends the session at its next use.
    await deleteSession(db, found.sessionId)
    return { actor: null, banned: true }
  }
  if (isDueForRenewal(found)) await auth.api.getSession({ headers: authHeaders(req) })
  const { user } = found
  const actor: Actor = {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    role: isRole(user.role) ? user.role : 'USER',
    requiresPasswordChange: user.requiresPasswordChange,
    sessionId: found.sessionId,
    ip: req.ip,
  }
  return { actor, banned: false }
}
