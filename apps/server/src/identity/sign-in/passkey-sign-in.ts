import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { ERRORS, type ErrorCode } from '@wallet/shared/errors'
import type { AuthenticationCredential } from '@wallet/shared/identity/passkeys'
import { AppError } from '../../lib/errors.ts'

/** What the passkey sign-in needs of the passkeys module (passkeys.service.ts), which checks the WebAuthn side. */
export interface PasskeySignIn {
  signInOptions(): Promise<{ challenge: string }>
  verifySignIn(credential: AuthenticationCredential): Promise<{ userId: string; userVerified: boolean }>
  findSignInUser(userId: string): Promise<{ role: string; activeMfaMethod: string; requiresPasswordChange: boolean } | null>
  refusal(user: { role: string; activeMfaMethod: string; requiresPasswordChange: boolean }, userVerified: boolean): ErrorCode | null
}

function refuse(code: ErrorCode, status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN'): never {
  throw new APIError(status, { code, message: ERRORS[code].message })
}

const STATUS_NAMES = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' } as const

/**
 * Sign-in with a passkey, as better-auth endpoints so that the session is made and its cookie set exactly as for a
 * password sign-in: the session passes the same "may this account sign in" rules (sign-in-rules.ts:
 * accountSignInRefusal, run for every session created) and gets a login_history row (its after hook there). Its own rules on top
 * (passkeySignInRefusal): no way around a forced password change, and both factors only with user verification.
 * The body is checked by the route (auth-handler.routes.ts) before it gets here.
 */
export function passkeySignIn(passkeys: PasskeySignIn) {
  return {
    id: 'wallet-passkey-sign-in',
    endpoints: {
      passkeySignInOptions: createAuthEndpoint('/passkey/sign-in-options', { method: 'POST' }, async () => passkeys.signInOptions()),
      passkeySignIn: createAuthEndpoint('/passkey/sign-in', { method: 'POST' }, async (ctx) => {
        const { credential } = ctx.body as { credential: AuthenticationCredential }
        let assertion: { userId: string; userVerified: boolean }
        try {
          assertion = await passkeys.verifySignIn(credential)
        } catch (err) {
          if (err instanceof AppError && err.status in STATUS_NAMES) refuse(err.code, STATUS_NAMES[err.status as keyof typeof STATUS_NAMES])
          throw err
        }
        const user = await passkeys.findSignInUser(assertion.userId)
        if (!user) refuse('PASSKEY_UNKNOWN', 'UNAUTHORIZED')
        const refusal = passkeys.refusal(user, assertion.userVerified)
        if (refusal) refuse(refusal, ERRORS[refusal].status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED')
        const fullUser = await ctx.context.internalAdapter.findUserById(assertion.userId)
        if (!fullUser) refuse('PASSKEY_UNKNOWN', 'UNAUTHORIZED')
        // overrideAll: better-auth would otherwise put the field's default over it. The session-creation hook refuses a banned account (and whatever else no account may sign in with).
        const session = await ctx.context.internalAdapter.createSession(fullUser.id, false, { passkeyVerified: assertion.userVerified }, true)
        await setSessionCookie(ctx, { session, user: fullUser })
        return ctx.json({ signedIn: true, userVerified: assertion.userVerified })
      }),
    },
  } satisfies BetterAuthPlugin
}
