import type { SessionState } from '@wallet/shared/identity/sign-in'
import { isLocale } from '@wallet/shared/locales'
import { isRole } from '@wallet/shared/roles'
import { authenticatorOwed, MFA_METHODS, type MfaMethod } from '@wallet/shared/identity/second-factors'
import type { Db } from '../../db/client.ts'
import type { Actor } from './actor.ts'
import { authRepository as repo } from './sign-in.repository.ts'
import { standingRefusal, type StandingRefusal } from './ban.ts'
import type { Auth } from './better-auth.ts'
import type { SessionCache } from './session-cache.ts'
import { isDueForRenewal, sessionTokenFromCookies } from './session-lookup.ts'
import type { SessionRecord } from './sign-in.repository.ts'

/** What a request carries that the session lookup needs. */
export interface SessionRequest {
  cookie: string | undefined
  ip: string
  requestId: string
  /** The request's headers as better-auth wants them; built only when better-auth is asked. */
  authHeaders: () => Headers
}

const mfaMethodOf = (value: string): MfaMethod => ((MFA_METHODS as readonly string[]).includes(value) ? (value as MfaMethod) : 'none')

/** The caller, or why their session was refused (a ban, a freeze): it is ended as it is refused. */
export type SessionLookup = { actor: Actor | null; refusal: StandingRefusal | null }

/**
 * Who is calling (docs/decisions/041-session-lookup.md): the signed session cookie resolved with one query
 * (session joined to its user), or from this instance's cache of recent sessions, which every change to a session or
 * its user evicts on every instance (063-session-cache.md). better-auth's own lookup runs only when the session is
 * due for its sliding renewal, so expiry behaves exactly as configured.
 */
export function createSessionService({ db, auth, secret, cache }: { db: Db; auth: Auth; secret: string; cache: SessionCache }) {
  async function find(token: string): Promise<SessionRecord | null> {
    const cached = cache.get(token)
    if (cached) return cached
    const ticket = cache.ticket()
    const found = await repo.findSession(db, token)
    if (found) cache.set(token, found, ticket)
    return found
  }

  return {
    async lookUp(req: SessionRequest): Promise<SessionLookup> {
      const signedOut = { actor: null, refusal: null }
      const token = sessionTokenFromCookies(req.cookie, secret)
      if (!token) return signedOut
      const found = await find(token)
      if (!found || found.expiresAt.getTime() <= Date.now()) return signedOut
      const refusal = standingRefusal(found.user)
      if (refusal) {
        // A ban (or a freeze) set while signed in ends the session at its next use.
        await repo.deleteSession(db, found.sessionId)
        return { actor: null, refusal }
      }
      if (isDueForRenewal(found)) await auth.api.getSession({ headers: req.authHeaders() })
      const { user } = found
      const role = isRole(user.role) ? user.role : 'USER'
      const activeMfaMethod = mfaMethodOf(user.activeMfaMethod)
      const actor: Actor = {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        role,
        requiresPasswordChange: user.requiresPasswordChange,
        authenticatorRequired: authenticatorOwed(role, activeMfaMethod, found.passkeyVerified),
        activeMfaMethod,
        sessionId: found.sessionId,
        ip: req.ip,
        requestId: req.requestId,
        ...(isLocale(user.locale) && { locale: user.locale }),
      }
      return { actor, refusal: null }
    },

    /** GET /api/session: who is signed in, or which second factor a sign-in still owes. */
    async describe(actor: Actor | null, req: Pick<SessionRequest, 'cookie' | 'authHeaders'>): Promise<SessionState> {
      if (actor) {
        return {
          user: {
            id: actor.userId,
            email: actor.email,
            fullName: actor.fullName,
            role: actor.role,
            requiresPasswordChange: actor.requiresPasswordChange,
            activeMfaMethod: actor.activeMfaMethod,
            authenticatorRequired: actor.authenticatorRequired,
            ...(actor.locale && { locale: actor.locale }),
          },
          pendingSecondFactor: null,
        }
      }
      const pending = req.cookie ? await auth.api.pendingSecondFactor({ headers: req.authHeaders() }) : { method: null }
      return { user: null, pendingSecondFactor: pending.method }
    },

    /** This instance's cache of recent sessions (tests wait for it to listen). */
    cache,
    close: () => cache.close(),
  }
}

export type SessionService = ReturnType<typeof createSessionService>
