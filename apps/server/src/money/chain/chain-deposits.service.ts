import type { ChainAlert, ChainDeposit } from '@wallet/shared/money/chain-deposits'
import type { AssetId } from '@wallet/shared/assets'
import { toAmountString } from '@wallet/shared/amounts'
import type { Db } from '../../db/client.ts'
import type { ChainAdapter } from './chain-adapter.ts'
import { chainRepository as repo } from './chain.repository.ts'

/** How many deposits the customer's list shows: every pending one first, then the newest credited. */
const LIST_LIMIT = 20
const ALERT_LIMIT = 50

/** What the customer and staff read of the chain: deposits on their way, and the alerts staff must look at. */
export function createChainDepositsService({ db, chain, confirmations }: { db: Db; chain: ChainAdapter | null; confirmations: number }) {
  return {
    /** The assets whose deposits come from a connected chain (none without one). */
    connectedAssets: new Set<AssetId>(chain ? chain.assets.keys() : []),
    confirmations,
    async list(userId: string): Promise<ChainDeposit[]> {
      if (!chain) return []
      const [rows, cursor] = await Promise.all([repo.depositsOf(db, userId, LIST_LIMIT), repo.cursor(db, chain.chain)])
      const head = cursor?.headBlock ?? 0
      return rows.map((d) => ({
        id: d.id,
        assetId: d.asset as AssetId,
        amount: toAmountString(d.amount),
        txHash: d.txHash,
        status: d.status === 'credited' ? 'credited' : 'pending',
        confirmations: d.status === 'credited' ? confirmations : Math.max(0, Math.min(confirmations, head - d.blockNumber + 1)),
        required: confirmations,
        seenAt: d.seenAt.toISOString(),
      }))
    },
    async alerts(): Promise<ChainAlert[]> {
      const rows = await repo.alerts(db, ALERT_LIMIT)
      return rows.map((a) => ({
        id: a.id,
        kind: a.kind as ChainAlert['kind'],
        detail: a.detail as Record<string, unknown>,
        createdAt: a.createdAt.toISOString(),
      }))
    },
  }
}

export type ChainDepositsService = ReturnType<typeof createChainDepositsService>
