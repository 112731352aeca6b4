import type { FastifyRequest } from 'fastify'
import { CLIENT_IP_HEADER, SERVER_REQUEST_ID_HEADER } from './client-ip.ts'

/**
 * Headers for better-auth: the caller's own, with the client address and the request id set by us and never by the
 * caller (an audit row written inside better-auth's work carries the server's request id).
 */
export function authHeaders(req: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === SERVER_REQUEST_ID_HEADER) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  headers.set(CLIENT_IP_HEADER, req.ip)
  headers.set(SERVER_REQUEST_ID_HEADER, req.id)
  return headers
}
