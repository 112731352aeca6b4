/**
 * The on-chain side of proof of reserves (docs/proof-of-reserves.md, 'The assets side'; docs/decisions/156, 157): for a
 * connected chain, the operator's addresses with their balances at the snapshot's block, each with its signature of the
 * snapshot's message. Reserves count only addresses whose signature verified.
 */
import { z } from 'zod'
import { AssetReserves, PublishedRoot, ReservesOverview } from './reserves.ts'

/** One asset of the chain at the snapshot's block. Amounts are decimal strings in the asset's units ('1.5'). */
export const OnChainAsset = z.object({
  asset: z.string(),
  /** The token's decimals (18 for ETH), as read from its contract when the chain was connected. */
  decimals: z.number().int().nonnegative(),
  /** The ERC-20 contract, or null for ETH. */
  contract: z.string().nullable(),
  /** The sum over every listed address. */
  held: z.string(),
  /** The sum over the addresses whose signature verified: the reserves. */
  verified: z.string(),
})
export type OnChainAsset = z.infer<typeof OnChainAsset>

/** A snapshot's chain: the block its balances were read at and the message its addresses sign. */
export const OnChainReserves = z.object({
  chain: z.string(),
  chainId: z.number().int().positive(),
  /** The newest block with the configured confirmations when the snapshot was taken (a decimal string). */
  blockNumber: z.string(),
  blockHash: z.string(),
  /** The text every address signs with EIP-191 personal_sign. */
  message: z.string(),
  accountPath: z.string(),
  addressCount: z.number().int().nonnegative(),
  /** When an admin uploaded the verified signatures; null while they are awaited (nothing counts as reserves yet). */
  signedAt: z.string().nullable(),
  assets: z.array(OnChainAsset),
  /** Every address with its balances and signature, as one JSON file (the paged list is at …/addresses). */
  download: z.string(),
})
export type OnChainReserves = z.infer<typeof OnChainReserves>

/** One operator address: the treasury (branch 1, index 0) or a customer's deposit address (branch 0). */
export const OnChainAddress = z.object({
  address: z.string(),
  place: z.enum(['treasury', 'deposit']),
  branch: z.number().int(),
  index: z.number().int(),
  /** Per asset of the snapshot's chain, at its block, in the asset's units. */
  balances: z.record(z.string(), z.string()),
  /** The 65-byte EIP-191 signature of the message, 0x-hex; null until uploaded. */
  signature: z.string().nullable(),
  /** Whether the signature recovered to this address when it was uploaded: only these count as reserves. */
  verified: z.boolean(),
})
export type OnChainAddress = z.infer<typeof OnChainAddress>

export const ADDRESS_PAGE_MAX = 200

export const AddressPageQuery = z.object({
  offset: z.coerce.number().int('Expected a whole offset.').min(0, 'Expected an offset of 0 or more.').default(0),
  limit: z.coerce
    .number()
    .int('Expected a whole limit.')
    .min(1, 'Expected a limit of 1 or more.')
    .max(ADDRESS_PAGE_MAX, `Expected a limit of at most ${ADDRESS_PAGE_MAX}.`)
    .default(50),
})

/** A page of a snapshot's addresses, by position (the treasury first, then deposit addresses by index). */
export const AddressPage = z.object({
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  addresses: z.array(OnChainAddress),
})
export type AddressPage = z.infer<typeof AddressPage>

/** The whole list, downloaded as one file: everything needed to check the assets side without the wallet. */
export const AddressList = OnChainReserves.omit({ download: true }).extend({ snapshotId: z.string(), addresses: z.array(OnChainAddress) })
export type AddressList = z.infer<typeof AddressList>

/** A published root, with its chain's part when a chain was connected at the snapshot (null otherwise). */
export const PublishedSnapshot = PublishedRoot.extend({ onChain: OnChainReserves.nullable() })
export type PublishedSnapshot = z.infer<typeof PublishedSnapshot>

/** The public page: the latest snapshot with its on-chain part; chain assets' reserves are the verified balances. */
export const ReservesPage = ReservesOverview.extend({ latest: PublishedSnapshot.nullable(), assets: z.array(AssetReserves) })
export type ReservesPage = z.infer<typeof ReservesPage>
