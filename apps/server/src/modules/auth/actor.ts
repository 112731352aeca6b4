import type { Role } from '@wallet/shared/roles'

/** The signed-in caller, as every service sees it. */
export interface Actor {
  userId: string
  email: string
  fullName: string | null
  role: Role
  requiresPasswordChange: boolean
  sessionId: string
  /** The client's address as the server determined it (never a header the client chose). */
  ip: string
  /** Fastify's request id: ties an audit row to the request that wrote it. */
  requestId: string
}
