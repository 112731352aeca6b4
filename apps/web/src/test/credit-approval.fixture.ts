import type { CreditApproval } from '@wallet/shared/money/staff-transactions'

/** A worker's credit of 5,000 USDT waiting for approval, as the server lists it, for the tests of its components. */
export const creditApproval = (over: Partial<CreditApproval> = {}): CreditApproval => ({
  id: 'approval-1',
  customerId: 'cust-1',
  customerEmail: 'cara@example.com',
  kind: 'add',
  transactionId: null,
  assetId: 'USDT',
  amount: '5000',
  usdValue: '5000.00',
  waitReason: 'amount',
  waitLimitUsd: '1000',
  change: {},
  requestedBy: { id: 'worker-1', email: 'will@example.com', role: 'WORKER' },
  requestedAt: '2026-11-28T10:00:00.000Z',
  canDecide: true,
  ...over,
})
