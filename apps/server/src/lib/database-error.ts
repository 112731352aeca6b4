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
