import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CAPTCHA_HEADER, CodeBody, LoginBody, RequestPasswordResetBody, ResetPasswordBody, SignUpBody } from '@wallet/shared/identity/sign-in'
import { ERRORS } from '@wallet/shared/errors'
import { PasskeySignInBody } from '@wallet/shared/identity/passkeys'
import { describedAs, type DocumentedSchema } from '../../lib/api-description.ts'
import { AppError, ValidationError } from '../../lib/errors.ts'
import { authHeaders } from './auth-headers.ts'
import { statusOf, toApiError } from './auth-errors.ts'
import { RESET_PASSWORD_PAGE } from './better-auth.ts'

type BodyRule = (body: unknown) => Record<string, unknown>

/** One better-auth endpoint the web app (or a link in one of our mails) calls. */
export interface AuthEndpoint {
  method: 'GET' | 'POST'
  /** The path under /api/auth, in Fastify's syntax. */
  path: string
  /** The body accepted, checked with the shared schemas and their spec messages before better-auth sees it. */
  body?: BodyRule
  /** A step of a sign-in whose password was accepted and whose second factor is owed: refused without one, before the body is read. */
  pendingSignIn?: boolean
  /** How the API description shows it: the schema its body is checked with, and better-auth's answer. */
  described: DocumentedSchema
}

/** better-auth's own answer, passed on as it comes (cookies in `Set-Cookie`). */
const AuthAnswer = z.record(z.string(), z.unknown()).describe('better-auth’s answer, as it comes')
const answers = (summary: string, body?: z.ZodType): DocumentedSchema => ({ summary, body, response: { 200: AuthAnswer } })
const Redirect = z.null().describe('On to the web app’s page (Location), with the outcome in its query')
const redirects = (summary: string, querystring: z.ZodType): DocumentedSchema => ({ summary, querystring, response: { 302: Redirect } })
const Status = z.object({ status: z.literal(true) })
/** The answers the web reads, described as far as it reads them (the rest is better-auth's, as it comes). */
const SignInAnswer = z.union([
  z.object({ twoFactorRedirect: z.literal(true), method: z.enum(['totp', 'email']) }).describe('The password was right; the second factor is owed'),
  z.looseObject({ user: z.looseObject({ id: z.string() }) }).describe('Signed in'),
])
const PasskeyOptions = z.looseObject({ challenge: z.string() }).describe('The WebAuthn request options for the browser')
const PasskeySignedIn = z.object({ signedIn: z.literal(true), userVerified: z.boolean() })

/**
 * The only better-auth endpoints reachable over HTTP (docs/decisions/052-auth-endpoint-allowlist.md): what
 * apps/web/src calls, and the two links our mails carry. Everything else better-auth offers (its admin plugin,
 * update-user, change-password, two-factor enable and disable, session listing…) answers 404 like any unknown path;
 * the app's own audited services do that work.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    body: (body) => {
      const v = parse(SignUpBody, body)
      return { name: v.name || v.fullName, fullName: v.fullName, email: v.email, password: v.password }
    },
    described: answers('Register (a solved captcha in X-Captcha)', SignUpBody),
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    body: (body) => parse(LoginBody, body),
    described: { summary: 'Sign in with email and password', body: LoginBody, response: { 200: SignInAnswer } },
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    body: (body) => parse(CodeBody, body),
    pendingSignIn: true,
    described: answers('Finish a sign-in with an authenticator code', CodeBody),
  },
  { method: 'POST', path: '/two-factor/send-otp', body: () => ({}), pendingSignIn: true, described: answers('Mail the sign-in code') },
  {
    method: 'POST',
    path: '/two-factor/verify-otp',
    body: (body) => parse(CodeBody, body),
    pendingSignIn: true,
    described: answers('Finish a sign-in with the mailed code', CodeBody),
  },
  { method: 'POST', path: '/sign-out', body: () => ({}), described: answers('Sign out') },
  // Passkey sign-in (docs/decisions/038-passkeys.md): a challenge, then the passkey's answer to it.
  {
    method: 'POST',
    path: '/passkey/sign-in-options',
    body: () => ({}),
    described: { summary: 'Start a passkey sign-in', response: { 200: PasskeyOptions } },
  },
  {
    method: 'POST',
    path: '/passkey/sign-in',
    body: (body) => parse(PasskeySignInBody, body),
    described: { summary: 'Sign in with a passkey', body: PasskeySignInBody, response: { 200: PasskeySignedIn } },
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    body: (body) => ({ email: parse(RequestPasswordResetBody, body).email, redirectTo: RESET_PASSWORD_PAGE }),
    described: {
      summary: 'Mail a password reset link (the same answer whether or not the account exists)',
      body: RequestPasswordResetBody,
      response: { 200: Status },
    },
  },
  {
    method: 'POST',
    path: '/reset-password',
    body: (body) => parse(ResetPasswordBody, body),
    described: { summary: 'Set a new password with the token of a reset link', body: ResetPasswordBody, response: { 200: Status } },
  },
  // The confirmation link of the welcome mail, and the link of the reset mail.
  {
    method: 'GET',
    path: '/verify-email',
    described: redirects('The confirmation link of the welcome mail', z.object({ token: z.string(), callbackURL: z.string().optional() })),
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    described: {
      ...redirects('The link of the reset mail', z.object({ callbackURL: z.string() })),
      params: z.object({ token: z.string() }),
    },
  },
]

/**
 * Serves the allowed better-auth endpoints under /api/auth, one route each.
 * Bodies are checked against the shared schemas; sign-up always needs a solved captcha, sign-in after a
 * failed attempt; errors are rewritten to `{ error, code }` with the spec's messages.
 */
export async function authHandlerRoutes(app: FastifyInstance) {
  const { captcha } = app.services
  const origin = new URL(String(app.auth.options.baseURL)).origin
  // Keep the raw text: it is parsed here so that a malformed body gets our message.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `/auth${endpoint.path}`,
      config: { public: true, swaggerTransform: describedAs(endpoint.described) },
      // A sign-in step is refused before its body is even read when no sign-in is in progress.
      onRequest: endpoint.pendingSignIn
        ? async (req) => {
            const pending = await app.auth.api.pendingSecondFactor({ headers: authHeaders(req) })
            if (!pending.method) throw new AppError('SESSION_LOST')
          }
        : undefined,
      handler: (req, reply) => forward(req, reply, endpoint),
    })
  }

  /** Sends the request on to better-auth at the endpoint's own path (never a path the caller spelled). */
  async function forward(req: FastifyRequest, reply: FastifyReply, endpoint: AuthEndpoint) {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
    const path = endpoint.path.replace(':token', () => encodeURIComponent((req.params as { token: string }).token))
    const url = new URL(`/api/auth${path}${query}`, origin)
    let body: Record<string, unknown> | undefined
    if (endpoint.method === 'POST') {
      body = endpoint.body!(parseJsonObject(req.body))
      if (endpoint.path === '/sign-up/email') await captcha.consume(captchaOf(req))
      if (endpoint.path === '/sign-in/email' && (await captcha.isRequiredForSignIn(String(body.email), req.ip))) {
        await captcha.consume(captchaOf(req))
      }
    }
    const headers = authHeaders(req)
    if (body !== undefined) headers.set('content-type', 'application/json')
    const response = await app.auth.handler(new Request(url, { method: endpoint.method, headers, body: body && JSON.stringify(body) }))
    const text = await response.text()

    if (endpoint.path === '/sign-in/email' && response.status === 401 && toApiError(401, text).code === 'INVALID_CREDENTIALS') {
      await captcha.requireForSignIn(String(body?.email), req.ip)
    }
    if (endpoint.path === '/request-password-reset' && response.status === 200) {
      // The same answer whether or not the account exists (the work itself runs after the answer).
      return sendResponse(reply, response, JSON.stringify({ status: true }))
    }
    return sendResponse(reply, response, text)
  }
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const message = result.error.issues[0]?.message
  throw new ValidationError(message && !message.startsWith('Invalid input') ? message : ERRORS.VALIDATION_FAILED.message)
}

function parseJsonObject(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string' || raw.trim().length === 0) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new AppError('INVALID_JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ValidationError(ERRORS.VALIDATION_FAILED.message)
  return parsed as Record<string, unknown>
}

function captchaOf(req: FastifyRequest): string | undefined {
  const value = req.headers[CAPTCHA_HEADER]
  const first = Array.isArray(value) ? value[0] : value
  return first && first.length > 0 ? first : undefined
}

function sendResponse(reply: FastifyReply, response: Response, text: string) {
  const error = response.status >= 400 ? toApiError(response.status, text) : null
  reply.code(error ? statusOf(error, response.status) : response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (error) return reply.type('application/json').send({ ...error, requestId: reply.request.id })
  return reply.send(text)
}
