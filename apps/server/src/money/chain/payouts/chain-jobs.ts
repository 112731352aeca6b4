import type { Job } from '../../../jobs/scheduler.ts'
import type { PayoutsService } from './payouts.service.ts'
import type { ReconciliationService } from './reconciliation.service.ts'

/** About a block's time: a payout is Complete within seconds of its N-th confirmation. */
const INTERVAL_MS = 5_000

/** Follows each broadcast payout to its confirmations (or back to staff); safe on several instances (row locks). */
export function payoutTrackingJob(payouts: Pick<PayoutsService, 'track'>): Job {
  return { name: 'payout-tracking', intervalMs: INTERVAL_MS, run: () => payouts.track() }
}

/** A minute between reconciliations: each reads every customer address's balance of every asset. */
const RECONCILIATION_INTERVAL_MS = 60_000

export function reconciliationJob(reconciliation: Pick<ReconciliationService, 'run'>): Job {
  return { name: 'chain-reconciliation', intervalMs: RECONCILIATION_INTERVAL_MS, run: () => reconciliation.run() }
}
