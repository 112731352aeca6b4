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

const FIELDS = ['balance', 'pendingDeposits', 'pendingWithdrawals'] as const

/** Recomputes every (user, asset) projection from the ledger and lists where the balances table disagrees. */
export async function verifyLedger(db: DbOrTx): Promise<ProjectionDifference[]> {
  const [projected, recomputed] = await Promise.all([ledgerRepository.allBalances(db), ledgerRepository.recomputedProjection(db)])
  const key = (userId: string, asset: string) => `${userId}\u0000${asset}`
  const fromLedger = new Map(recomputed.map((r) => [key(r.userId, r.asset), r]))
  const fromTable = new Map(projected.map((r) => [key(r.userId, r.asset), r]))
  const differences: ProjectionDifference[] = []
  for (const k of new Set([...fromLedger.keys(), ...fromTable.keys()])) {
    const [userId, asset] = k.split('\u0000') as [string, string]
    const l = fromLedger.get(k)
    const p = fromTable.get(k)
    for (const field of FIELDS) {
      const ledgerValue = toAmountString(l?.[field] ?? '0')
      const projectedValue = toAmountString(p?.[field] ?? '0')
      if (!money(ledgerValue).equals(projectedValue)) differences.push({ userId, asset, field, projected: projectedValue, ledger: ledgerValue })
    }
  }
  return differences.sort((a, b) => (a.userId + a.asset).localeCompare(b.userId + b.asset))
}
