import type { Payout } from '@wallet/shared/money/payouts'
import type { MessageId } from '@/lib/i18n/use-t'

/** PAYOUT_STATE_LABELS' words in the page's language. */
export const PAYOUT_STATE_IDS: Record<Payout['state'], MessageId> = {
  awaiting_batch: 'payouts.state.awaitingBatch',
  in_batch: 'payouts.state.inBatch',
  approved: 'payouts.state.approved',
  exported: 'payouts.state.exported',
  broadcast: 'payouts.state.broadcast',
  confirmed: 'payouts.state.confirmed',
  returned: 'payouts.state.returned',
  failed: 'payouts.state.failed',
}
