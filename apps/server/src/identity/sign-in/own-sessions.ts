import { AppError } from '../../lib/errors.ts'
import type { Auth } from './better-auth.ts'

/** A session as better-auth lists it; the token never leaves the server. */
export interface ListedSession {
  id: string
  token: string
  userId: string
  createdAt: Date
  updatedAt: Date
  expiresAt: Date
  ipAddress: string | null
  userAgent: string | null
}

/**
 * The signed-in user's own sessions, listed and ended by better-auth's own endpoints (docs/decisions/033). They are
 * called through better-auth's handler, with the caller's cookie, origin and address, so its origin check and rate
 * limits apply as to any auth request; they stay off the HTTP allowlist (decision 052), because their answers carry
 * session tokens and their work is audited by our routes.
 */
export function createOwnSessions(auth: Auth) {
  const origin = new URL(String(auth.options.baseURL)).origin

  async function call(path: string, callerHeaders: Headers, body?: Record<string, unknown>): Promise<unknown> {
    const headers = new Headers(callerHeaders)
    headers.delete('content-length')
    if (body) headers.set('content-type', 'application/json')
    else headers.delete('content-type')
    const response = await auth.handler(
      new Request(new URL(`/api/auth${path}`, origin), { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) }),
    )
    const text = await response.text()
    // Refusals only: a missing session, a foreign origin, too many requests (our guards answered the rest already).
    if (response.status === 429) throw new AppError('RATE_LIMITED')
    if (response.status === 401) throw new AppError('UNAUTHENTICATED')
    if (response.status >= 400 && response.status < 500) throw new AppError('FORBIDDEN')
    if (response.status >= 500) throw new Error(`better-auth ${path} answered ${response.status}`)
    return JSON.parse(text) as unknown
  }

  return {
    async list(headers: Headers): Promise<ListedSession[]> {
      return ((await call('/list-sessions', headers)) as Array<Record<string, unknown>>).map(toListedSession)
    },
    async revoke(headers: Headers, token: string): Promise<void> {
      await call('/revoke-session', headers, { token })
    },
    async revokeOthers(headers: Headers): Promise<void> {
      await call('/revoke-other-sessions', headers, {})
    },
  }
}

export type OwnSessions = ReturnType<typeof createOwnSessions>

/** A session row as better-auth answers it (JSON or its adapter's objects) in our shape. */
export function toListedSession(row: object): ListedSession {
  const r = row as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null)
  return {
    id: String(r.id),
    token: String(r.token),
    userId: String(r.userId),
    createdAt: new Date(r.createdAt as string | Date),
    updatedAt: new Date(r.updatedAt as string | Date),
    expiresAt: new Date(r.expiresAt as string | Date),
    ipAddress: text(r.ipAddress),
    userAgent: text(r.userAgent),
  }
}
