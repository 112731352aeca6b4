/**
 * Reconciliation (docs/decisions/148): per connected asset, what the chain holds (the treasury and every customer
 * deposit address) against what the ledger owes customers (balances and pending deposits). The difference is kept,
 * shown on the admin overview and exported as a gauge; a shortfall stays flagged from when it began until it ends.
 */
import { eq, sql } from 'drizzle-orm'
import { formatUnits } from 'viem'
import { money } from '@wallet/shared/amounts'
import type { ChainAsset } from '@wallet/shared/money/payout-batch'
import type { AssetReconciliation } from '@wallet/shared/money/payouts'
import type { Db } from '../../../db/client.ts'
import { balances } from '../../../db/schema/ledger.ts'
import { chainReconciliations } from '../../../db/schema/chain-reconciliation.ts'
import type { ChainAdapter } from '../chain-adapter.ts'

export interface ReconciliationDeps {
  db: Db
  chain: ChainAdapter | null
  depositIndexes: () => Promise<number[]>
  /** Where each asset's difference is reported (the /metrics gauge). */
  onDifference: (asset: ChainAsset, difference: number) => void
}

export function createReconciliationService({ db, chain, depositIndexes, onDifference }: ReconciliationDeps) {
  async function owedOf(asset: ChainAsset): Promise<string> {
    const [row] = await db
      .select({ owed: sql<string>`coalesce(sum(${balances.balance} + ${balances.pendingDeposits}), 0)::text` })
      .from(balances)
      .where(eq(balances.asset, asset))
    return row?.owed ?? '0'
  }

  return {
    /** The job: reads every address's balance, then stores each asset's figures. */
    async run(): Promise<AssetReconciliation[]> {
      if (!chain) return []
      const addresses = [chain.treasuryAddress(), ...(await depositIndexes()).map((i) => chain.depositAddress(i))]
      const results: AssetReconciliation[] = []
      for (const [asset, { decimals }] of chain.assets) {
        let units = 0n
        for (const address of addresses) units += await chain.balance(asset, address)
        const held = formatUnits(units, decimals)
        const owed = await owedOf(asset)
        const difference = money(held).minus(owed).toFixed()
        const now = new Date()
        const short = money(difference).lessThan(0)
        const [row] = await db
          .insert(chainReconciliations)
          .values({ asset, held, owed, difference, checkedAt: now, shortfallSince: short ? now : null })
          .onConflictDoUpdate({
            target: chainReconciliations.asset,
            set: {
              held,
              owed,
              difference,
              checkedAt: now,
              shortfallSince: short ? sql`coalesce(${chainReconciliations.shortfallSince}, ${now.toISOString()}::timestamptz)` : null,
            },
          })
          .returning()
        onDifference(asset, Number(difference))
        results.push(toReconciliation(row!))
      }
      return results
    },

    /** The latest figures, for the admin overview. */
    async latest(): Promise<AssetReconciliation[]> {
      const rows = await db.select().from(chainReconciliations).orderBy(chainReconciliations.asset)
      return rows.map(toReconciliation)
    },
  }
}

const trim = (value: string) => money(value).toFixed()

function toReconciliation(row: typeof chainReconciliations.$inferSelect): AssetReconciliation {
  return {
    asset: row.asset as ChainAsset,
    held: trim(row.held),
    owed: trim(row.owed),
    difference: trim(row.difference),
    checkedAt: row.checkedAt.toISOString(),
    shortfallSince: row.shortfallSince?.toISOString() ?? null,
  }
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>
