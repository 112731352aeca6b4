import { createHash } from 'node:crypto'
import { leafPreimage, nodePreimage, type ProofStep } from '@wallet/shared/money/reserves'

/**
 * The Merkle sum tree of a snapshot (docs/proof-of-reserves.md; docs/decisions/150). The leaves sit at 2^depth
 * positions: the customers' in a secret random order spread evenly over them, padding leaves (zero balances, a salt
 * and an account hash drawn from the snapshot's secret) everywhere else. The tree is built in chunks of 2^CHUNK_LEVEL
 * leaves; only the nodes from that level up are kept, so a proof reads one chunk of leaves and the kept nodes.
 */

export const CHUNK_LEVEL = 10

export interface TreeNode {
  hash: Uint8Array
  sums: bigint[]
}

/**
 * A customer's leaf content: their rank, salt, SHA-256 of their account id, and their balances in units of 10^-18 in
 * the snapshot's asset order (the repository derives salt and hash in the query that reads the leaves).
 */
export interface LeafEntry {
  rank: number
  salt: Uint8Array
  account: Uint8Array
  balances: bigint[]
}

export interface TreeShape {
  /** The number of customers' leaves. */
  customers: number
  /** The tree holds 2^depth leaves; at least 2, so that the root is always a node. */
  depth: number
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())

export function depthFor(customers: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(customers, 1))))
}

export const chunkLevel = (shape: TreeShape) => Math.min(CHUNK_LEVEL, shape.depth)

/** The leaf position of the customer at `rank`: ranks spread evenly over the 2^depth positions. */
export function positionOf(shape: TreeShape, rank: number): number {
  return Number((BigInt(rank) << BigInt(shape.depth)) / BigInt(shape.customers))
}

/** The ranks whose positions fall in [from, to): [first, end). */
export function ranksIn(shape: TreeShape, from: number, to: number): [number, number] {
  const first = (p: number) => Number((BigInt(p) * BigInt(shape.customers) + (1n << BigInt(shape.depth)) - 1n) >> BigInt(shape.depth))
  return [Math.min(first(from), shape.customers), Math.min(first(to), shape.customers)]
}

export function customerLeaf(entry: Pick<LeafEntry, 'salt' | 'account' | 'balances'>): TreeNode {
  return { hash: sha256(leafPreimage(entry.salt, entry.account, entry.balances)), sums: entry.balances }
}

/** A padding leaf: zero balances; its salt and account hash the two halves of SHA-512(secret ‖ 'pad\n' ‖ position). */
function paddingLeaf(secret: Buffer, position: number, assets: number): TreeNode {
  const drawn = createHash('sha512').update(secret).update(`pad\n${position}`).digest()
  const sums = new Array<bigint>(assets).fill(0n)
  return { hash: sha256(leafPreimage(drawn.subarray(0, 32), drawn.subarray(32), sums)), sums }
}

export function parentOf(left: TreeNode, right: TreeNode): TreeNode {
  return { hash: sha256(nodePreimage(left, right)), sums: left.sums.map((s, i) => s + right.sums[i]!) }
}

/** Every level of one chunk, its leaves first: `entries` are the customers whose positions fall in it, by rank. */
export function buildChunk(secret: string, shape: TreeShape, assets: number, chunk: number, entries: readonly LeafEntry[]): TreeNode[][] {
  const level = chunkLevel(shape)
  const start = chunk << level
  const key = Buffer.from(secret, 'hex')
  const leaves: TreeNode[] = []
  let next = 0
  for (let p = start; p < start + (1 << level); p++) {
    const entry = entries[next]
    if (entry && positionOf(shape, entry.rank) === p) {
      leaves.push(customerLeaf(entry))
      next++
    } else leaves.push(paddingLeaf(key, p, assets))
  }
  if (next !== entries.length) throw new Error('A chunk was given leaves outside it')
  const levels = [leaves]
  for (let l = 0; l < level; l++) levels.push(pairUp(levels[l]!))
  return levels
}

export function pairUp(nodes: readonly TreeNode[]): TreeNode[] {
  const parents: TreeNode[] = []
  for (let i = 0; i < nodes.length; i += 2) parents.push(parentOf(nodes[i]!, nodes[i + 1]!))
  return parents
}

/**
 * The whole tree, chunk by chunk (`readChunk` answers the entries of a range of ranks): the kept levels, from the
 * chunks' roots up to the tree's root.
 */
export async function buildTree(
  secret: string,
  shape: TreeShape,
  assets: number,
  readChunk: (firstRank: number, endRank: number) => Promise<LeafEntry[]>,
): Promise<TreeNode[][]> {
  const level = chunkLevel(shape)
  const chunks = 1 << (shape.depth - level)
  const roots: TreeNode[] = []
  const read = (c: number) => {
    const [first, end] = ranksIn(shape, c << level, (c + 1) << level)
    return end > first ? readChunk(first, end) : Promise.resolve([])
  }
  // The next chunk is read (and its salts hashed by the database) while this one is hashed here.
  let next = read(0)
  for (let c = 0; c < chunks; c++) {
    const entries = await next
    if (c + 1 < chunks) {
      next = read(c + 1)
      // Awaited on the next turn; should this turn throw first, its failure must not go unhandled.
      next.catch(() => {})
    }
    roots.push(buildChunk(secret, shape, assets, c, entries)[level]![0]!)
  }
  const upper = [roots]
  while (upper.at(-1)!.length > 1) upper.push(pairUp(upper.at(-1)!))
  return upper
}

/** The path of the leaf at `position`: siblings from the chunk's levels, then from the kept levels above it. */
export function pathOf(shape: TreeShape, position: number, chunkLevels: TreeNode[][], upper: TreeNode[][]): ProofStep[] {
  const level = chunkLevel(shape)
  const steps: ProofStep[] = []
  for (let l = 0; l < shape.depth; l++) {
    const index = position >> l
    const siblingIndex = index ^ 1
    const sibling = l < level ? chunkLevels[l]![siblingIndex - ((position >> level) << (level - l))]! : upper[l - level]![siblingIndex]!
    steps.push({ side: siblingIndex < index ? 'left' : 'right', hash: Buffer.from(sibling.hash).toString('hex'), sums: sibling.sums.map(String) })
  }
  return steps
}
