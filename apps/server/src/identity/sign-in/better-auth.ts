import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, twoFactor } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access'
import { ERRORS } from '@wallet/shared/errors'
import { CODE_LENGTH } from '@wallet/shared/identity/sign-in-rules'
import { PASSWORD_MIN_LENGTH } from '@wallet/shared/identity/sign-in'
import type { Db } from '../../db/client.ts'
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema.ts'
import type { BackgroundTasks } from '../../lib/background.ts'
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts'
import { CLIENT_IP_HEADER } from './client-ip.ts'
import { authRepository } from './sign-in.repository.ts'
import { passkeySignIn, type PasskeySignIn } from './passkey-sign-in.ts'
import { accountSignInRefusal, signInRules, type CompletedSignIn } from './sign-in-rules.ts'
import { TOTP_ISSUER } from './totp-settings.ts'

export { CLIENT_IP_HEADER }

/** Where the confirmation link in the welcome mail lands. */
const EMAIL_CONFIRMED_PATH = '/login?confirmed=1'
/** Where the mailed reset link leads, whatever the caller asks for (no open redirect). */
export const RESET_PASSWORD_PAGE = '/update-password'

export interface AuthEmails {
  /** The one mail sent at sign-up: a welcome that carries the email-confirmation link. */
  sendWelcome(to: { email: string; name: string }, confirmationUrl: string): Promise<void>
  sendResetPassword(to: { email: string; name: string }, url: string): Promise<void>
  sendSignInCode(to: { email: string; name: string }, code: string): Promise<void>
  /** Someone tried to register the owner's address again (sent instead of telling the visitor it is taken). */
  sendRegistrationAttempt(to: { email: string; name: string }): Promise<void>
}

export interface AuthOptions {
  db: Db
  secret: string
  baseURL: string
  /** Origins allowed to call the auth endpoints from a browser (the app's own). */
  trustedOrigins: string[]
  requireEmailConfirmation: boolean
  emails: AuthEmails
  /** Off in tests that fire many sign-ins; on everywhere else. */
  rateLimit: boolean
  /** Every new account gets its customer profile here. */
  onUserCreated: (userId: string) => Promise<void>
  /** Where mails and the password-reset work run, after the answer. */
  background: BackgroundTasks
  /** Every completed sign-in (the new-device check). */
  onSignIn?: (signIn: CompletedSignIn) => void
  /**
   * After a password reset from the emailed link: the account and the reset request's headers (the passkeys revoked,
   * docs/decisions/124; the recovery hold, docs/decisions/122).
   */
  onPasswordReset?: (user: { id: string; email: string }, headers: Headers | undefined) => Promise<void>
  /** Checks a passkey sign-in (the passkeys module). */
  passkeys: PasskeySignIn
  /** better-auth's own log lines (errors only); none when silent. */
  quiet?: boolean
}

/** better-auth's access control only needs to know our role names; what each role may do is in @wallet/shared/roles. */
const ac = createAccessControl(defaultStatements)
const customerAc = ac.newRole({ user: [], session: [] })

/** better-auth renews a session's expiry at most once per this many seconds. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24
const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7
const COOKIE_PREFIX = 'wallet'
/** The session cookie as better-auth names it over http and over https. */
export const SESSION_COOKIE_NAMES = [`${COOKIE_PREFIX}.session_token`, `__Secure-${COOKIE_PREFIX}.session_token`]

export function createAuth(options: AuthOptions) {
  const { background } = options
  /** better-auth's own API, once it exists (the sign-in rules below are part of it). */
  const late: { api?: { requestPasswordReset(input: { body: { email: string; redirectTo?: string } }): Promise<unknown> } } = {}
  const rules = signInRules({
    db: options.db,
    refuseTakenEmail: !options.requireEmailConfirmation,
    // A reset request is answered at once; looking the account up and mailing it happen after the answer.
    requestPasswordResetLater: (body) => background.run('password reset', () => late.api!.requestPasswordReset({ body })),
    onSignIn: options.onSignIn,
  })
  const auth = betterAuth({
    appName: 'Wallet',
    logger: { disabled: options.quiet ?? false, level: 'error' },
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, rateLimit: rateLimits },
    }),
    // A reset token is stored as its SHA-256 only, as the freeze links are: a database copy or backup holds nothing that
    // resets a password (docs/decisions/121). The confirmation link is a signed token better-auth never stores.
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    user: {
      additionalFields: {
        fullName: { type: 'string', required: false, input: true },
        requiresPasswordChange: { type: 'boolean', required: false, defaultValue: false, input: false },
        activeMfaMethod: { type: 'string', required: false, defaultValue: 'none', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 1024,
      requireEmailVerification: options.requireEmailConfirmation,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      onPasswordReset: async ({ user }, request) => options.onPasswordReset?.(user, request?.headers),
      sendResetPassword: async ({ user, url }) => {
        background.run('reset mail', () => options.emails.sendResetPassword(user, url))
      },
      // With confirmation on, a taken address answers like a new one (better-auth hashes the password the same way);
      // its owner gets a mail instead.
      onExistingUserSignUp: async ({ user }) => {
        background.run('registration-attempt mail', () => options.emails.sendRegistrationAttempt(user))
      },
    },
    emailVerification: {
      // The welcome mail goes out on every sign-up; its link confirms the address (required unless turned off).
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      // Sent after the answer, like the mail to the owner of a taken address.
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url)
        link.searchParams.set('callbackURL', EMAIL_CONFIRMED_PATH)
        background.run('welcome mail', () => options.emails.sendWelcome(user, link.toString()))
      },
    },
    databaseHooks: {
      user: { create: { after: async (user) => options.onUserCreated(user.id) } },
      // Every new session, whichever way its user signed in, passes the same account rules.
      session: {
        create: {
          before: async (session) => {
            const user = await authRepository.findUserAccess(options.db, session.userId)
            const refusal = user ? accountSignInRefusal(user, { requireEmailConfirmation: options.requireEmailConfirmation }) : 'SESSION_LOST'
            if (refusal) throw new APIError('FORBIDDEN', { code: refusal, message: ERRORS[refusal].message })
          },
        },
      },
    },
    // freshAge 0: listing one's sessions works at any age of the session (docs/decisions/033); no other fresh-only
    // endpoint is reachable (decision 052).
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      freshAge: 0,
      additionalFields: { passkeyVerified: { type: 'boolean', required: false, defaultValue: false, input: false } },
    },
    rateLimit: {
      enabled: options.rateLimit,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/two-factor/*': { window: 60, max: 10 },
        '/passkey/*': { window: 60, max: 20 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        // Listing and ending one's own sessions (our /api/security/sessions routes call these through the handler).
        '/list-sessions': { window: 60, max: 30 },
        '/revoke-session': { window: 60, max: 10 },
        '/revoke-other-sessions': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({
        ac,
        roles: { USER: customerAc, WORKER: customerAc, MANAGER: customerAc, ADMIN: adminAc },
        defaultRole: 'USER',
        adminRoles: ['ADMIN'],
        bannedUserMessage: ERRORS.BANNED.message,
      }),
      twoFactor({
        issuer: TOTP_ISSUER,
        otpOptions: {
          digits: CODE_LENGTH,
          period: 5,
          // The mailed sign-in code is kept encrypted with the auth secret, which the database never holds.
          storeOTP: 'encrypted',
          sendOTP: async ({ user, otp }, ctx) => {
            try {
              await options.emails.sendSignInCode(user, otp)
            } catch (err) {
              if (ctx) rules.$markCodeMailFailed(ctx.context)
              throw err
            }
          },
        },
      }),
      passkeySignIn(options.passkeys),
      rules,
    ],
  })
  late.api = auth.api
  return auth
}

export type Auth = ReturnType<typeof createAuth>
