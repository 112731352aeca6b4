/**
 * The screens whose words are not in the message catalogue yet (docs/decisions/153-message-catalogue.md): the rule
 * wallet/no-literal-text leaves them alone until they are. The list only shrinks: a screen comes off it once its words
 * are in the catalogue in every language, and a new file is checked from the start.
 */
export const NOT_YET_TRANSLATED = [
  'apps/web/src/app/routes/customer/manage-stakes.tsx',
  'apps/web/src/app/routes/customer/payments.tsx',
  'apps/web/src/app/routes/customer/stake-plans.tsx',
  'apps/web/src/app/routes/customer/swap.tsx',
  'apps/web/src/app/routes/customer/transactions.tsx',
  'apps/web/src/app/routes/customer/verify-balance.tsx',
  'apps/web/src/app/routes/proof-of-reserves.tsx',
  'apps/web/src/app/routes/staff/admin/reserves.tsx',
  'apps/web/src/features/money/chain/components/chain-alerts.tsx',
  'apps/web/src/features/money/payments/components/buying-links.tsx',
  'apps/web/src/features/money/payments/components/payment-form.tsx',
  'apps/web/src/features/money/payments/components/payment-tabs.tsx',
  'apps/web/src/features/money/payouts/components/payouts-board.tsx',
  'apps/web/src/features/money/payouts/components/reconciliation-card.tsx',
  'apps/web/src/features/money/reserves/components/admin-reserves.tsx',
  'apps/web/src/features/money/reserves/components/proof-check.tsx',
  'apps/web/src/features/money/reserves/components/reserves-table.tsx',
  'apps/web/src/features/money/staking/components/active-stakes.tsx',
  'apps/web/src/features/money/staking/components/stake-dialog.tsx',
  'apps/web/src/features/money/staking/components/stake-plans.tsx',
  'apps/web/src/features/money/swap/components/swap-form.tsx',
  'apps/web/src/features/money/transactions/components/bulk-decision-bar.tsx',
  'apps/web/src/features/money/transactions/components/credit-approvals-table.tsx',
  'apps/web/src/features/money/transactions/components/transaction-detail-dialog.tsx',
  'apps/web/src/features/money/transactions/components/transaction-history.tsx',
  'apps/web/src/features/money/transactions/components/transaction-list.tsx',
  'apps/web/src/features/money/wallets/components/chain-deposits.tsx',
  'apps/web/src/features/platform/prices/components/price-chart.tsx',
  'apps/web/src/features/support/announcements/components/send-announcement-form.tsx',
  'apps/web/src/features/support/tickets/components/worker-ticket-dialog.tsx',
  'apps/web/src/features/support/tickets/components/worker-tickets.tsx',
]
