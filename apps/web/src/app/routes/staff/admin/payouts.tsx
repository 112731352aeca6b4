import { PayoutsBoard } from '@/features/money/payouts/components/payouts-board'

/** /dashboard/admin/payouts: sends paid on chain, their batches and the second person's approval. */
export default function AdminPayoutsRoute() {
  return <PayoutsBoard />
}
