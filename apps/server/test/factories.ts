import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AssetId } from '@wallet/shared/assets'
import { isStaffRole, type Role } from '@wallet/shared/roles'
import { enrolAuthenticator } from '../src/identity/sign-in/accounts.ts'
import { TOTP_PERIOD_SECONDS } from '../src/identity/sign-in/totp-settings.ts'
import { cookiesOf, randomTotpSecret, totpCode } from './auth-support.ts'
import { paymentMethods, userProfiles } from '../src/db/schema.ts'
import type { TxStatus } from '../src/money/ledger/ledger.service.ts'
import type { TestApp } from './build-test-app.ts'

export const ORIGIN = 'http://localhost:3000'
/** The password of every account createUser makes. */
export const USER_PASSWORD = 'correct horse 1'

export interface TestUser {
  id: string
  email: string
  /** A staff account's authenticator secret (base32): staff sign in with its codes (decision 072). */
  totpSecret?: string
  /** The session cookie header to send. */
  cookie: string
  /** Inject with this user's session (and the Origin header better-auth wants on POSTs). */
  headers(extra?: Record<string, string>): Record<string, string>
}

/**
 * A confirmed account with a profile row, signed in through the real sign-in endpoint.
 * Created through better-auth's internal adapter, so tests do not depend on the sign-up captcha. A staff account
 * has its own authenticator app, as every staff account must, and its sign-in passes it.
 */
export async function createUser(t: TestApp, options: { role?: Role; fullName?: string; email?: string } = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`
  const fullName = options.fullName ?? 'Test Customer'
  const ctx = await t.app.auth.$context
  const user = await ctx.internalAdapter.createUser({ email, name: fullName, fullName, emailVerified: true, role: options.role ?? 'USER' }, { method: 'admin' })
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(USER_PASSWORD) })
  await t.database.db.insert(userProfiles).values({ userId: user.id }).onConflictDoNothing()
  const totpSecret = isStaffRole(options.role) ? randomTotpSecret() : undefined
  if (totpSecret) await enrolAuthenticator(t.app.auth, user.id, totpSecret)

  const cookie = await signInWithCode(t, email, USER_PASSWORD, totpSecret)
  return { id: user.id, email, cookie, ...(totpSecret ? { totpSecret } : {}), headers: (extra = {}) => ({ cookie, origin: ORIGIN, ...extra }) }
}

/**
 * A session cookie from the real sign-in endpoints: the password, then (with a secret) the authenticator code of
 * `step` periods from now; a later sign-in of the same account within a period passes the next step (codes are used once).
 */
export async function signInWithCode(t: Pick<TestApp, 'app'>, email: string, password: string, totpSecret?: string, step = 0): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  if (!totpSecret) return cookiesOf(res)
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { origin: ORIGIN, cookie: cookiesOf(res) },
    payload: { code: totpCode(totpSecret, Date.now() + step * TOTP_PERIOD_SECONDS * 1000) },
  })
  if (verified.statusCode !== 200) throw new Error(`second factor failed: ${verified.statusCode} ${verified.body}`)
  return cookiesOf(verified)
}

/** Gives funds through the ledger (a Complete deposit by default). */
export async function fund(t: TestApp, userId: string, asset: AssetId, amount: string, status: TxStatus = 'Complete') {
  return t.database.db.transaction((tx) => t.app.services.ledger.record(tx, { userId, asset, amount, status, type: 'deposit' }))
}

export async function setPermissions(t: TestApp, userId: string, flags: Partial<typeof userProfiles.$inferInsert>) {
  await t.database.db.update(userProfiles).set(flags).where(eq(userProfiles.userId, userId))
}

export async function addPaymentMethod(t: TestApp, userId: string, type: 'credit_card' | 'bank_account' = 'credit_card'): Promise<string> {
  const [row] = await t.database.db
    .insert(paymentMethods)
    .values(type === 'credit_card' ? { userId, type, cardBrand: 'Visa', last4: '4242' } : { userId, type, bankName: 'Test Bank', bankLast4: '6789' })
    .returning({ id: paymentMethods.id })
  return row!.id
}
