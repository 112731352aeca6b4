import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { requestWithoutSecrets } from '../lib/log-redaction.ts'

/** The header a request id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** A client's own request id worth keeping: 1 to 128 printable ASCII characters (a proxy's trace id, say). */
const CLIENT_REQUEST_ID = /^[\x20-\x7e]{1,128}$/

/** The client's X-Request-Id, when it is one worth keeping beside the server's own (docs/decisions/056). */
export function clientRequestId(raw: Pick<IncomingMessage, 'headers'>): string | undefined {
  const value = raw.headers[REQUEST_ID_HEADER]
  return typeof value === 'string' && CLIENT_REQUEST_ID.test(value) ? value : undefined
}

/**
 * Every request gets an id of the server's own (a random UUID): the audit row of what it changed and every log line
 * of it carry that one, whatever the client sends. A client's X-Request-Id is only logged beside it, bounded. The
 * logged URL never holds a mailed link's token.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: () => randomUUID(),
  childLoggerFactory: (logger, bindings, options, raw) => {
    const client = clientRequestId(raw)
    return logger.child(client ? { ...bindings, clientRequestId: client } : bindings, {
      ...options,
      serializers: { ...options?.serializers, req: requestWithoutSecrets },
    })
  },
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId' | 'childLoggerFactory'>

/** Sends the server's request id back on every answer, so a customer's report can name the request. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id)
  })
})
