import type { Prices } from '../platform/prices/prices.service.ts'
import { TICK_INTERVAL_MS } from '../platform/prices/prices.service.ts'
import type { StakeService } from '../money/stakes/stakes.service.ts'
import type { SwapService } from '../money/swaps/swaps.service.ts'
import type { Job } from './scheduler.ts'

const SWAP_SETTLEMENT_INTERVAL_MS = 5_000
const STAKE_PAYOUT_INTERVAL_MS = 60_000

/** Price ticks, stake payouts and, unless staff review swaps, swap settlement. */
export function marketJobs(deps: { prices: Prices; swaps: SwapService; stakes: StakeService; swapStaffReview: boolean }): Job[] {
  const jobs: Job[] = [
    { name: 'price-tick', intervalMs: TICK_INTERVAL_MS, run: () => deps.prices.tick() },
    { name: 'stake-payouts', intervalMs: STAKE_PAYOUT_INTERVAL_MS, run: () => deps.stakes.payDue() },
  ]
  if (!deps.swapStaffReview) {
    jobs.push({ name: 'swap-settlement', intervalMs: SWAP_SETTLEMENT_INTERVAL_MS, run: () => deps.swaps.settlePending() })
  }
  return jobs
}
