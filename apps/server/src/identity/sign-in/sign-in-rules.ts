import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { ERRORS, type ErrorCode } from '@wallet/shared/errors'
import { withoutControlCharacters } from '@wallet/shared/text'
import type { Db } from '../../db/client.ts'
import { authRepository as repo, type UserAccess } from './sign-in.repository.ts'
import { claimTotpStep, totpStepOf } from './totp-steps.ts'
import { standingRefusal } from './ban.ts'
import { CLIENT_IP_HEADER } from './client-ip.ts'

/** A sign-in that created a session: who, which session, and from where. */
export interface CompletedSignIn {
  userId: string
  sessionId: string
  ipAddress: string | null
  userAgent: string | null
}

/** better-auth's cookie for a sign-in whose password was accepted and whose second factor is owed. */
const TWO_FACTOR_COOKIE = 'two_factor'

type SecondFactor = 'totp' | 'email'

/**
 * Whether this account may start a session at all, whatever the sign-in method (password and second factor, passkey):
 * better-auth runs it for every session it creates (better-auth.ts: databaseHooks.session.create.before), so a rule
 * added here holds for every way in. A refusal names the error to answer; null lets the sign-in through.
 */
export function accountSignInRefusal(user: UserAccess, { requireEmailConfirmation }: { requireEmailConfirmation: boolean }): ErrorCode | null {
  const standing = standingRefusal(user)
  if (standing) return standing
  if (requireEmailConfirmation && !user.emailVerified) return 'EMAIL_NOT_CONFIRMED'
  return null
}
type AuthCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

function refuse(code: ErrorCode, status: 'BAD_REQUEST' | 'FORBIDDEN' | 'UNPROCESSABLE_ENTITY' | 'BAD_GATEWAY' = 'BAD_REQUEST'): never {
  throw new APIError(status, { code, message: ERRORS[code].message })
}

/** The method a user's second factor uses: the one in activeMfaMethod (only one is active at a time). */
function secondFactorOf(activeMfaMethod: string): SecondFactor {
  return activeMfaMethod === 'email' ? 'email' : 'totp'
}

/**
 * The product's sign-in rules on top of better-auth's two-factor and admin plugins:
 * - the sign-in answer names the one second factor to use (activeMfaMethod);
 * - the TOTP endpoints are refused unless that method is totp, the emailed-code endpoints unless it is email;
 * - a TOTP code is accepted once: its time step is recorded, and that step or an earlier one is refused;
 * - every completed sign-in adds a login_history row;
 * - registering an email that is taken is answered EMAIL_TAKEN only when email confirmation is off; with it on,
 *   better-auth answers like a new registration and the owner is mailed (no account enumeration);
 * - a password-reset request over HTTP is answered at once, and the lookup and mail happen after the answer, so
 *   its timing is the same for every address.
 */
export function signInRules({
  db,
  refuseTakenEmail,
  requestPasswordResetLater,
  onSignIn,
}: {
  db: Db
  refuseTakenEmail: boolean
  requestPasswordResetLater: (body: { email: string; redirectTo?: string }) => void
  /** Every completed sign-in, once its login_history row is written (the new-device check listens here). */
  onSignIn?: (signIn: CompletedSignIn) => void
}) {
  /** Per request: whether the second-factor call completes a sign-in (true) or comes from a signed-in user (false). */
  const completesSignIn = new WeakMap<object, boolean>()
  /** Requests whose emailed code could not be sent. */
  const failedCodeMails = new WeakSet<object>()

  /** The user a second-factor call is about: the signed-in user, or the one whose password was just accepted. */
  async function secondFactorSubject(ctx: AuthCtx): Promise<{ userId: string; signIn: boolean } | null> {
    const session = await getSessionFromCtx(ctx).catch(() => null)
    if (session) return { userId: session.user.id, signIn: false }
    const userId = await pendingUserId(ctx)
    return userId ? { userId, signIn: true } : null
  }

  async function pendingUserId(ctx: AuthCtx): Promise<string | null> {
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE)
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
    if (!identifier) return null
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier)
    if (!pending || new Date(pending.expiresAt).getTime() < Date.now()) return null
    return pending.value
  }

  async function recordSignIn(ctx: AuthCtx, userId: string, sessionId: string) {
    const signIn = {
      userId,
      sessionId,
      ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
      userAgent: withoutControlCharacters(ctx.headers?.get('user-agent') ?? '').slice(0, 512) || null,
    }
    await repo.insertLoginHistory(db, { userId, ipAddress: signIn.ipAddress, userAgent: signIn.userAgent })
    onSignIn?.(signIn)
  }

  /** Only the active method may be used to finish a sign-in. */
  const methodGuard = (method: SecondFactor) =>
    createAuthMiddleware(async (ctx) => {
      const subject = await secondFactorSubject(ctx)
      if (!subject) return // better-auth answers that the pending step is lost
      completesSignIn.set(ctx.context, subject.signIn)
      if (!subject.signIn) return
      const user = await repo.findUserAccess(db, subject.userId)
      if (!user || secondFactorOf(user.activeMfaMethod) !== method) {
        refuse(method === 'totp' ? 'NO_AUTHENTICATOR' : 'MFA_FAILED')
      }
    })

  const totpReplayGuard = createAuthMiddleware(async (ctx) => {
    const subject = await secondFactorSubject(ctx)
    const code = (ctx.body as { code?: unknown } | undefined)?.code
    if (!subject || typeof code !== 'string') return
    const encrypted = await repo.findTotpSecret(db, subject.userId)
    if (!encrypted) return // better-auth answers that TOTP is not enabled
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted })
    const step = totpStepOf(secret, code)
    if (step === null) return // a wrong code: better-auth refuses it and counts the failed attempt
    if (!(await claimTotpStep(db, subject.userId, step))) refuse('INVALID_CODE')
  })

  const twoFactorPaths = new Set(['/two-factor/verify-totp', '/two-factor/verify-otp'])

  return {
    id: 'wallet-sign-in-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => refuseTakenEmail && ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email
            if (typeof email === 'string' && (await repo.findUserAccessByEmail(db, email))) refuse('EMAIL_TAKEN', 'UNPROCESSABLE_ENTITY')
          }),
        },
        {
          // Only a request from outside (the later run is a server call without one).
          matcher: (ctx) => ctx.path === '/request-password-reset' && ctx.request !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const { email, redirectTo } = (ctx.body ?? {}) as { email?: unknown; redirectTo?: unknown }
            if (typeof email === 'string') requestPasswordResetLater({ email, redirectTo: typeof redirectTo === 'string' ? redirectTo : undefined })
            return ctx.json({ status: true })
          }),
        },
        { matcher: (ctx) => ctx.path === '/two-factor/verify-totp', handler: methodGuard('totp') },
        { matcher: (ctx) => ctx.path === '/two-factor/verify-totp', handler: totpReplayGuard },
        { matcher: (ctx) => ctx.path === '/two-factor/send-otp' || ctx.path === '/two-factor/verify-otp', handler: methodGuard('email') },
      ],
      after: [
        {
          // Runs after the two-factor plugin: a session here means the sign-in is complete.
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession
            if (created) return recordSignIn(ctx, created.user.id, created.session.id)
            const returned = ctx.context.returned as { twoFactorRedirect?: boolean } | undefined
            if (!returned || typeof returned !== 'object' || returned.twoFactorRedirect !== true) return
            const email = (ctx.body as { email?: unknown } | undefined)?.email
            const user = typeof email === 'string' ? await repo.findUserAccessByEmail(db, email) : null
            return ctx.json({ twoFactorRedirect: true, method: secondFactorOf(user?.activeMfaMethod ?? 'totp') })
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/passkey/sign-in',
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession
            if (created) await recordSignIn(ctx, created.user.id, created.session.id)
          }),
        },
        {
          matcher: (ctx) => twoFactorPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession
            if (created && completesSignIn.get(ctx.context) === true) await recordSignIn(ctx, created.user.id, created.session.id)
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/send-otp',
          handler: createAuthMiddleware(async (ctx) => {
            if (failedCodeMails.has(ctx.context)) refuse('EMAIL_CODE_SEND_FAILED', 'BAD_GATEWAY')
          }),
        },
      ],
    },
    endpoints: {
      /** The second factor owed by a sign-in in progress (read from the pending cookie), or null. */
      pendingSecondFactor: createAuthEndpoint.serverOnly({ method: 'GET' }, async (ctx) => {
        const userId = await pendingUserId(ctx)
        const user = userId ? await repo.findUserAccess(db, userId) : null
        return { method: user ? secondFactorOf(user.activeMfaMethod) : null }
      }),
    },
    /** For the mail function: marks the current request's code mail as failed (better-auth only logs it). */
    $markCodeMailFailed(context: object) {
      failedCodeMails.add(context)
    },
  } satisfies BetterAuthPlugin & { $markCodeMailFailed(context: object): void }
}
