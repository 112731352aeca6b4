import type { ReservesService } from '../money/reserves/reserves.service.ts'
import type { Job } from './scheduler.ts'

/** Looks at most this long after a period starts before its snapshot is taken. */
const CHECK_MS = 15 * 60_000

/**
 * The scheduled proof-of-reserves snapshot (docs/decisions/150): one per period of `hours`, claimed by the period's
 * unique number, so that N instances checking every quarter of an hour still take exactly one.
 */
export function reservesSnapshotJob(reserves: Pick<ReservesService, 'takeScheduled'>, hours: number): Job {
  const intervalMs = hours * 3_600_000
  return { name: 'reserves-snapshot', intervalMs: Math.min(CHECK_MS, intervalMs), run: () => reserves.takeScheduled(intervalMs) }
}
