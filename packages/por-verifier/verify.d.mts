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
export function verifyProof(proof: unknown | Uint8Array, root: PublishedRootLike, options?: { expect?: Record<string, bigint> }): Verified
export function verifyStatement(root: PublishedRootLike, pinnedKey?: string): { seq: number; hash: string }
export interface ProofJson {
  version: 1
  snapshotId: string
  takenAt: string
  accountId: string
  assets: string[]
  leaf: { salt: string; balances: string[] }
  path: { side: 'left' | 'right'; hash: string; sums: string[] }[]
}
export function isCompact(bytes: Uint8Array): boolean
export function decodeCompact(bytes: Uint8Array): ProofJson
export function readProof(bytes: Uint8Array): ProofJson
