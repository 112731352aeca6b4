export class Mismatch extends Error {}
export interface PublishedRootLike {
  root: string
  snapshotId?: string
  assets?: string[]
  totals?: string[]
  statement?: { text: string; signature: string; publicKey: string }
}
export interface Verified {
  snapshotId: string
  accountId: string
  assets: string[]
  balances: bigint[]
  totals: bigint[]
  steps: string[]
}
export function verifyProof(proof: unknown, root: PublishedRootLike, options?: { expect?: Record<string, bigint> }): Verified
export function verifyStatement(root: PublishedRootLike, pinnedKey?: string): { seq: number; hash: string }
