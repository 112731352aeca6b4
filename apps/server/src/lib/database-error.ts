/** What PostgreSQL says about a failed statement, as node-postgres and PGlite report it. */
export type DatabaseError = { code?: string; constraint?: string; message?: string; detail?: string; cause?: unknown }

/** The first error in `err`'s chain of causes (Drizzle wraps the driver's) that `matches`. */
export function databaseError(err: unknown, matches: (e: DatabaseError) => boolean): DatabaseError | undefined {
  for (let e = err as DatabaseError | undefined, depth = 0; e && depth < 5; depth++) {
    if (matches(e)) return e
    e = e.cause as DatabaseError | undefined
  }
  return undefined
}

/** A unique violation (PostgreSQL code 23505) on the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  return !!databaseError(err, (e) => e.code === '23505' && (e.constraint ?? e.message ?? '').includes(constraint))
}

/**
 * A number beyond its column (PostgreSQL code 22003, numeric_value_out_of_range): a sum of amounts past the 20 whole
 * digits of NUMERIC(38,18), say. Each amount a request carries is bounded by its schema; a total can still grow past it.
 */
export function isNumericOverflow(err: unknown): boolean {
  return !!databaseError(err, (e) => e.code === '22003')
}

/**
 * Why the database could not do the work, when the cause lies with the database or the way to it rather than with the
 * request (docs/decisions/130-surviving-database-faults.md). Each is answered 503 with Retry-After, never 500:
 * - `connection`: refused, reset or cut (a restart, a failover, a session ended by an administrator; class 08);
 * - `too_many_connections`: every connection PostgreSQL allows is taken (53300);
 * - `shutdown`: the server is stopping, starting or recovering (57P01, 57P02, 57P03);
 * - `read_only`: a write reached a standby, as after a failover (25006);
 * - `timeout`: no connection, or no answer, within DB_REQUEST_TIMEOUT_SECONDS (57014 included: statement_timeout).
 */
export type DatabaseFault = 'connection' | 'too_many_connections' | 'shutdown' | 'read_only' | 'timeout'

/** The `code` of the error a connection is cut with when a query outlives the request timeout (db/client.ts). */
export const QUERY_TIMEOUT_CODE = 'WALLET_DB_QUERY_TIMEOUT'

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** node-postgres and pg-pool say these in words only. */
const TIMEOUT_MESSAGES = /timeout exceeded when trying to connect|connection timeout|Query read timeout/i
const CONNECTION_MESSAGES = /Connection terminated|not queryable|Cannot use a pool after calling end|ended unexpectedly/i

function faultOf(e: DatabaseError): DatabaseFault | null {
  const code = e.code ?? ''
  if (code === QUERY_TIMEOUT_CODE || code === '57014') return 'timeout'
  if (code === '53300') return 'too_many_connections'
  if (code === '57P01' || code === '57P02' || code === '57P03') return 'shutdown'
  if (code === '25006') return 'read_only'
  if (code.startsWith('08') || NETWORK_CODES.has(code)) return 'connection'
  const message = e.message ?? ''
  if (TIMEOUT_MESSAGES.test(message)) return 'timeout'
  if (CONNECTION_MESSAGES.test(message)) return 'connection'
  return null
}

/** The database fault behind `err` (looking through Drizzle's wrapping), or null when the request itself failed. */
export function databaseFault(err: unknown): DatabaseFault | null {
  let fault: DatabaseFault | null = null
  databaseError(err, (e) => (fault = faultOf(e)) !== null)
  return fault
}
