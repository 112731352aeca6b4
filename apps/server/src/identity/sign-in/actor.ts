import type { Role } from '@wallet/shared/roles'
import type { MfaMethod } from '@wallet/shared/identity/second-factors'
import type { Locale } from '@wallet/shared/locales'

/** The signed-in caller, as every service sees it. */
export interface Actor {
  userId: string
  email: string
  fullName: string | null
  role: Role
  requiresPasswordChange: boolean
  /** A staff account without its own authenticator app (authenticatorOwed): only its enrolment answers it. */
  authenticatorRequired: boolean
  activeMfaMethod: MfaMethod
  sessionId: string
  /** The client's address as the server determined it (never a header the client chose). */
  ip: string
  /** Fastify's request id: ties an audit row to the request that wrote it. */
  requestId: string
  /** The language the user chose; unset: none chosen (the browser's, then English). */
  locale?: Locale
}
