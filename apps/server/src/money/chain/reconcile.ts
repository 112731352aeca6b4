import { money, toAmountString } from '@wallet/shared/amounts'
import { formatUnits } from 'viem'
import type { DbOrTx } from '../../db/client.ts'
import type { ChainAdapter } from './chain-adapter.ts'
import { chainRepository as repo } from './chain.repository.ts'

export interface AddressDifference {
  userId: string
  address: string
  asset: string
  onChain: string
  recorded: string
  /** onChain − recorded: positive is money the watcher did not see (ETH from a contract's call, decision 142). */
  difference: string
}

/**
 * Each deposit address's balance on the chain against what the watcher recorded for it: the differences only. Until
 * sweeps move deposits away, a surplus is money that arrived unseen, for staff to credit by hand (docs/decisions/142).
 * One balance read per address and asset: a command for operators, not a request's work.
 */
export async function reconcile(db: DbOrTx, chain: ChainAdapter): Promise<AddressDifference[]> {
  const recorded = new Map((await repo.recordedTotals(db, chain.chain)).map((r) => [`${r.address}\u0000${r.asset}`, r.total]))
  const differences: AddressDifference[] = []
  for (const { userId, address } of await repo.allAddresses(db, chain.chain)) {
    for (const [asset, { decimals }] of chain.assets) {
      const onChain = formatUnits(await chain.balance(asset, address), decimals)
      const seen = recorded.get(`${address}\u0000${asset}`) ?? '0'
      const difference = money(onChain).minus(seen)
      if (!difference.isZero()) {
        differences.push({ userId, address, asset, onChain: toAmountString(onChain), recorded: toAmountString(seen), difference: toAmountString(difference) })
      }
    }
  }
  return differences
}
