import { money, toAmountString } from '@wallet/shared/amounts'
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

/** How many disagreeing (user, asset) pairs a check lists at most. */
export const DISAGREEING_PAIRS_LISTED = 1000

export interface LedgerCheck {
  /** The differences of the first disagreeing pairs, by user then asset. */
  differences: ProjectionDifference[]
  /** More pairs disagree than were listed. */
  more: boolean
}

/**
 * Recomputes every (user, asset) projection from the ledger and lists where the balances table disagrees. The sums
 * and the comparison run in the database; only the first `pairLimit` disagreeing pairs come back, so a balances table
 * wrong everywhere cannot fill the process's memory.
 */
export async function checkLedger(db: DbOrTx, pairLimit = DISAGREEING_PAIRS_LISTED): Promise<LedgerCheck> {
  const rows = await ledgerRepository.projectionDisagreements(db, pairLimit + 1)
  const differences: ProjectionDifference[] = []
  for (const row of rows.slice(0, pairLimit)) {
    for (const [field, ledgerKey, projectedKey] of FIELDS) {
      const ledger = toAmountString(row[ledgerKey])
      const projected = toAmountString(row[projectedKey])
      if (!money(ledger).equals(projected)) differences.push({ userId: row.userId, asset: row.asset, field, projected, ledger })
    }
  }
  return { differences, more: rows.length > pairLimit }
}

/** The differences checkLedger lists: none when the balances table agrees with the ledger everywhere. */
export async function verifyLedger(db: DbOrTx, pairLimit = DISAGREEING_PAIRS_LISTED): Promise<ProjectionDifference[]> {
  return (await checkLedger(db, pairLimit)).differences
}
