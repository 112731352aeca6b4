import type { FastifyInstance, FastifyReply } from 'fastify'
import { authHeaders } from '../../plugins/auth.ts'
import { toApiError } from './auth-errors.ts'

/**
 * Serves better-auth's endpoints under /api/auth/*.
 * Bodies are passed through as received; errors are rewritten to `{ error, code }` with the spec's messages.
 */
export async function authHandlerRoutes(app: FastifyInstance) {
  // Keep the raw text: better-auth parses and validates the body itself.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    handler: async (req, reply) => {
      const url = new URL(req.url, `${req.protocol}://${req.host}`)
      const body = req.method === 'POST' ? (typeof req.body === 'string' && req.body.length > 0 ? req.body : '{}') : undefined
      const headers = authHeaders(req)
      if (body !== undefined) headers.set('content-type', 'application/json')
      const response = await app.auth.handler(new Request(url, { method: req.method, headers, body }))
      return sendResponse(reply, response)
    },
  })
}

async function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    if (name === 'content-length') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  const text = await response.text()
  if (response.status >= 400) {
    return reply.type('application/json').send(toApiError(response.status, text))
  }
  return reply.send(text)
}
