import { money, toAmountString } from '@wallet/shared/money'
import type { DbOrTx } from '../../db/client.ts'
import { ledgerRepository } from './ledger.repository.ts'

export interface ProjectionDifference {
  userId: string
  asset: string
  field: 'balance' | 'pendingDeposits' | 'pendingWithdrawals'
  /** What the balances table says. */
  projected: string
  /** What the ledger adds up to. */
  ledger: string
}

const FIELDS = [
  ['balance', 'ledgerBalance', 'projectedBalance'],
  ['pendingDeposits', 'ledgerPendingDeposits', 'projectedPendingDeposits'],
  ['pendingWithdrawals', 'ledgerPendingWithdrawals', 'projectedPendingWithdrawals'],
] as const

/**
 * Recomputes every (user, asset) projection from the ledger and lists where the balances table disagrees. The sums
 * and the comparison run in the database; only disagreeing pairs come back.
 */
export async function verifyLedger(db: DbOrTx): Promise<ProjectionDifference[]> {
  const differences: ProjectionDifference[] = []
  for (const row of await ledgerRepository.projectionDisagreements(db)) {
    for (const [field, ledgerKey, projectedKey] of FIELDS) {
      const ledger = toAmountString(row[ledgerKey])
      const projected = toAmountString(row[projectedKey])
      if (!money(ledger).equals(projected)) differences.push({ userId: row.userId, asset: row.asset, field, projected, ledger })
    }
  }
  return differences
}
