import type { FastifyRequest } from 'fastify'
import { CLIENT_IP_HEADER } from './client-ip.ts'

/** Headers for better-auth: the caller's own, with the client address set by us and never by the caller. */
export function authHeaders(req: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  headers.set(CLIENT_IP_HEADER, req.ip)
  return headers
}
