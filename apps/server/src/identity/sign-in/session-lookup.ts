import { createHmac, timingSafeEqual } from 'node:crypto'
import { SESSION_COOKIE_NAMES, SESSION_UPDATE_AGE_SECONDS } from './better-auth.ts'
import type { SessionRecord } from './sign-in.repository.ts'

/**
 * The session token of a request, read from better-auth's signed cookie (`<token>.<base64 HMAC-SHA256>`)
 * and checked against the auth secret; null when absent or forged.
 */
export function sessionTokenFromCookies(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=')
    if (eqAt === -1) continue
    const name = part.slice(0, eqAt).trim()
    if (!SESSION_COOKIE_NAMES.includes(name)) continue
    let value: string
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim())
    } catch {
      return null
    }
    const dot = value.lastIndexOf('.')
    if (dot < 1) return null
    const token = value.slice(0, dot)
    const given = Buffer.from(value.slice(dot + 1), 'base64')
    const expected = createHmac('sha256', secret).update(token).digest()
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
  }
  return null
}

/** Whether better-auth would slide this session's expiry now (it does so once per update age). */
export function isDueForRenewal(session: Pick<SessionRecord, 'updatedAt'>, now = Date.now()): boolean {
  return now - session.updatedAt.getTime() >= SESSION_UPDATE_AGE_SECONDS * 1000
}
