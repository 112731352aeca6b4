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

/** A unique violation (PostgreSQL code 23505) on one of the named constraints or indexes. */
export function isUniqueViolation(err: unknown, constraints: readonly string[]): boolean {
  return !!databaseError(err, (e) => e.code === '23505' && constraints.some((name) => (e.constraint ?? e.message ?? '').includes(name)))
}
