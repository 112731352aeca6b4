/**
 * What the wallet asks of a blockchain. Ethereum implements it today; Bitcoin fits the same flow later (addresses from
 * an xpub's descriptors, a scan of blocks for outputs to watched addresses, PSBTs for the payouts).
 */
import type { ChainAsset } from '@wallet/shared/money/payout-batch'

export type ChainName = 'ethereum'

export interface BlockRef {
  number: bigint
  hash: string
}

export interface Block extends BlockRef {
  parentHash: string
}

/** Money that reached a watched address, as the chain shows it. */
export interface IncomingTransfer {
  asset: ChainAsset
  txHash: string
  /** The log's index for a token transfer; NATIVE_TRANSFER_INDEX for the chain's own coin. */
  logIndex: number
  blockNumber: bigint
  blockHash: string
  from: string
  to: string
  /** In the smallest unit (wei, or the token's). */
  units: bigint
  /** The same, as an exact decimal string in the asset's units. */
  amount: string
}

/** The log index a transfer of the chain's own coin is stored under: no log has it. */
export const NATIVE_TRANSFER_INDEX = -1

export interface FeeQuote {
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

export interface Receipt {
  status: 'success' | 'reverted'
  blockNumber: bigint
  blockHash: string
}

export interface ChainAdapter {
  readonly chain: ChainName
  readonly chainId: number
  /** The assets this chain carries, each with its decimals (read from the chain for tokens). */
  readonly assets: ReadonlyMap<ChainAsset, { decimals: number; contract: string | null }>
  /** The deposit address of a customer's index (branch 0). */
  depositAddress(index: number): string
  /** The treasury's address (branch 1, index 0). */
  treasuryAddress(): string
  /** The newest block. */
  head(): Promise<BlockRef>
  /** One block's hash and parent, or null when the chain has no block at that height (any more). */
  block(number: bigint): Promise<Block | null>
  /**
   * Every transfer in blocks from..to (inclusive) to an address `isWatched` accepts, and the blocks scanned (their
   * hashes, to notice a reorg later). `isWatched` is given lowercase addresses.
   */
  scan(from: bigint, to: bigint, isWatched: (address: string) => boolean): Promise<{ transfers: IncomingTransfer[]; blocks: Block[] }>
  /** An address's balance of an asset, in the smallest unit: now, or at the end of block `at`. */
  balance(asset: ChainAsset, address: string, at?: bigint): Promise<bigint>
  /** The next nonce of an address, counting its pending transactions. */
  nonce(address: string): Promise<number>
  /** The next nonce of an address counting mined transactions only: a nonce below it is used for good. */
  minedNonce(address: string): Promise<number>
  fees(): Promise<FeeQuote>
  /** Sends a signed raw transaction; answers its hash. */
  broadcast(rawTransaction: string): Promise<string>
  /** A transaction's receipt, or null while it is not mined. */
  receipt(txHash: string): Promise<Receipt | null>
}
