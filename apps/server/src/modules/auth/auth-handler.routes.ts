import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { CAPTCHA_HEADER, CodeBody, LoginBody, RequestPasswordResetBody, ResetPasswordBody, SignUpBody } from '@wallet/shared/auth'
import { ERRORS } from '@wallet/shared/errors'
import { AppError, ValidationError } from '../../lib/errors.ts'
import { authHeaders } from './auth-headers.ts'
import { statusOf, toApiError } from './auth-errors.ts'

/** Where the mailed reset link leads, whatever the caller asks for (no open redirect). */
const RESET_PASSWORD_PAGE = '/update-password'

type BodyRule = (body: unknown) => Record<string, unknown>

/** The bodies we accept, checked with the shared schemas and their spec messages before better-auth sees them. */
const BODY_RULES: Record<string, BodyRule> = {
  '/sign-up/email': (body) => {
    const v = parse(SignUpBody, body)
    return { name: v.name || v.fullName, fullName: v.fullName, email: v.email, password: v.password }
  },
  '/sign-in/email': (body) => parse(LoginBody, body),
  '/two-factor/verify-totp': (body) => parse(CodeBody, body),
  '/two-factor/verify-otp': (body) => parse(CodeBody, body),
  '/two-factor/send-otp': () => ({}),
  '/sign-out': () => ({}),
  '/request-password-reset': (body) => ({ email: parse(RequestPasswordResetBody, body).email, redirectTo: RESET_PASSWORD_PAGE }),
  '/reset-password': (body) => parse(ResetPasswordBody, body),
}

/**
 * Serves better-auth's endpoints under /api/auth/*.
 * Bodies are checked against the shared schemas; sign-up always needs a solved captcha, sign-in after a
 * failed attempt; errors are rewritten to `{ error, code }` with the spec's messages.
 */
export async function authHandlerRoutes(app: FastifyInstance) {
  const { captcha } = app.services
  // Keep the raw text: it is parsed here so that a malformed body gets our message.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { public: true },
    handler: async (req, reply) => {
      const url = new URL(req.url, `${req.protocol}://${req.host}`)
      const path = url.pathname.replace(/^\/api\/auth/, '')
      let body: Record<string, unknown> | undefined
      if (req.method === 'POST') {
        const received = parseJsonObject(req.body)
        const rule = BODY_RULES[path]
        body = rule ? rule(received) : received
        if (path === '/sign-up/email') await captcha.consume(captchaOf(req))
        if (path === '/sign-in/email' && (await captcha.isRequiredForSignIn(String(body.email), req.ip))) {
          await captcha.consume(captchaOf(req))
        }
      }
      const headers = authHeaders(req)
      if (body !== undefined) headers.set('content-type', 'application/json')
      const response = await app.auth.handler(new Request(url, { method: req.method, headers, body: body && JSON.stringify(body) }))
      const text = await response.text()

      if (path === '/sign-in/email' && response.status === 401 && toApiError(401, text).code === 'INVALID_CREDENTIALS') {
        await captcha.requireForSignIn(String(body?.email), req.ip)
      }
      if (path === '/request-password-reset' && response.status === 200) {
        // The same answer whether or not the account exists.
        return sendResponse(reply, response, JSON.stringify({ status: true }))
      }
      return sendResponse(reply, response, text)
    },
  })
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
  if (error) return reply.type('application/json').send(error)
  return reply.send(text)
}
