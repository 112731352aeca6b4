/** Query parameters whose values are mailed secrets (the reset, confirmation and freeze links' `token`). */
const SECRET_PARAM = /token|code|secret/i
/** better-auth's reset link carries its token as a path segment: /api/auth/reset-password/<token>. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?]+/
const REDACTED = '[redacted]'

/** A request URL as the log may hold it: a link's token replaced, everything else kept (docs/decisions/121). */
export function urlWithoutSecrets(url: string): string {
  const queryAt = url.indexOf('?')
  const pathname = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, `$1${REDACTED}`)
  if (queryAt === -1) return pathname
  const params = new URLSearchParams(url.slice(queryAt + 1))
  for (const name of new Set(params.keys())) if (SECRET_PARAM.test(name)) params.set(name, REDACTED)
  return `${pathname}?${params.toString()}`
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's request serializer, with the URL's secrets withheld. */
export function requestWithoutSecrets(req: LoggedRequest) {
  return { method: req.method, url: urlWithoutSecrets(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }
}
