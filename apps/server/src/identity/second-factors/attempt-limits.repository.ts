import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { rateLimits } from '../../db/schema.ts'
import { isUniqueViolation } from '../../lib/database-error.ts'

/**
 * Counts one under `key` in one statement, so two instances, or two requests at once, never both get the last allowed
 * one: a window passed since `lastRequest` starts over at 1, otherwise the count goes up and stops at max + 1.
 * `movesWindow` says when `lastRequest` becomes now. Answers the count and `lastRequest` after it.
 *
 * The table has two unique indexes, `id` and `key` (both the key), and ON CONFLICT names one: when two requests insert
 * a new key at once, the loser can trip the other index (23505). Its second run finds the row and updates it. Called
 * outside a transaction only (a failed statement would abort the caller's).
 */
async function countUnder(
  db: DbOrTx,
  key: string,
  { max, windowMs, now }: { max: number; windowMs: number; now: number },
  movesWindow: (expired: SQL) => SQL,
): Promise<{ count: number; windowStart: number }> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`
  const upsert = () =>
    db
      .insert(rateLimits)
      .values({ id: key, key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else least(${rateLimits.count} + 1, ${max + 1}) end`,
          lastRequest: sql`case when ${movesWindow(expired)} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
  try {
    return (await upsert())[0]!
  } catch (err) {
    if (!isUniqueViolation(err, 'rate_limit')) throw err
    return (await upsert())[0]!
  }
}

export const attemptLimitsRepository = {
  /**
   * Counts one attempt under `key` in the shared counter table, as better-auth counts: past `max` the window is not
   * moved on, so the refusal lapses `windowMs` after the last attempt that was let through. Answers the count, which is
   * over `max` when refused.
   */
  async count(db: DbOrTx, key: string, max: number, windowMs: number, now: number): Promise<number> {
    const counted = await countUnder(db, key, { max, windowMs, now }, (expired) => sql`${expired} or ${rateLimits.count} < ${max}`)
    return counted.count
  },
  /**
   * Counts one request under `key` in a fixed window (the route limits, docs/decisions/059): the first request after
   * the window has passed starts a new one at 1, from now. Answers the count and when the window started, so the caller
   * can say when it ends.
   */
  countInWindow(db: DbOrTx, key: string, max: number, windowMs: number, now: number): Promise<{ count: number; windowStart: number }> {
    return countUnder(db, key, { max, windowMs, now }, (expired) => expired)
  },
}
