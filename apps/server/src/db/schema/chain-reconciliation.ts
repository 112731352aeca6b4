import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The latest reconciliation of each connected asset (docs/decisions/148): what the chain holds against what the ledger
 * owes customers. `shortfallSince` is set while the chain holds less: the alert staff see on the admin overview.
 */
export const chainReconciliations = pgTable('chain_reconciliations', {
  asset: text('asset').primaryKey(),
  held: numeric('held', { precision: 38, scale: 18 }).notNull(),
  owed: numeric('owed', { precision: 38, scale: 18 }).notNull(),
  difference: numeric('difference', { precision: 38, scale: 18 }).notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  shortfallSince: timestamp('shortfall_since', { withTimezone: true }),
})
