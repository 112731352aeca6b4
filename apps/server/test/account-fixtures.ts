import { and, eq } from 'drizzle-orm'
import { accounts } from '../src/db/schema.ts'
import { hashPassword } from '../src/lib/password-hash.ts'
import type { TestApp } from './build-test-app.ts'
import { ORIGIN } from './factories.ts'

/** The cookie header of a session from the real sign-in endpoint (or the sign-in answer when it is not a session). */
export async function signIn(t: TestApp, email: string, password: string): Promise<{ status: number; body: Record<string, unknown>; cookie: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email, password } })
  return { status: res.statusCode, body: res.json(), cookie: cookiesOf(res.headers['set-cookie']) }
}

export function cookiesOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ')
}

/** Gives an account a password the test knows. */
export async function setPassword(t: TestApp, userId: string, password: string): Promise<void> {
  await t.database.db
    .update(accounts)
    .set({ password: await hashPassword(password) })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
}

/** A JSON request with the user's cookie and the Origin header. */
export function as(cookie: string, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie, origin: ORIGIN, ...extra }
}
