/** What a snapshot reads from a connected chain before its transaction (docs/decisions/156). */
import type { ChainPartAsset } from '../../db/schema/reserves-chain.ts'
import type { BlockRef } from '../chain/chain-adapter.ts'

/** An operator address as the ownership request names it. */
export interface OperatorAddress {
  address: string
  branch: number
  index: number
}

/** What a snapshot reads from the chain before its transaction: the block and every address's balances at it. */
export interface ChainReading {
  chainId: number
  block: BlockRef
  assets: ChainPartAsset[]
  addresses: (OperatorAddress & { balances: bigint[] })[]
}
