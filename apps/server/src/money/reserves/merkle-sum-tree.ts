import { createHash, hash } from 'node:crypto'
import {
  leafNode,
  nodeHash,
  nodeLength,
  nodeOf,
  nodeSums,
  parentNode,
  writeLeaf,
  writeParent,
  type ProofStep,
  type TreeNode,
} from '@wallet/shared/money/reserves'

/**
 * The Merkle sum tree of a snapshot (docs/proof-of-reserves.md; docs/decisions/150). The leaves sit at 2^depth
 * positions: the customers' in a secret random order spread evenly over them, padding leaves (zero balances, a salt
 * and an account hash drawn from the snapshot's secret) everywhere else. The tree is built in chunks of 2^CHUNK_LEVEL
 * leaves; only the nodes from that level up are kept, so a proof reads one chunk of leaves and the kept nodes.
 */

export const CHUNK_LEVEL = 10
/** Chunks read by one query while the snapshot is built. */
const READ_CHUNKS = 16

export type { TreeNode }

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

// One call into OpenSSL per hash: a third cheaper than createHash().update().digest() for these short inputs.
const sha256 = (data: Uint8Array) => hash('sha256', data, 'buffer')

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
  return leafNode(sha256, entry.salt, entry.account, entry.balances)
}

/** A padding leaf's salt and account hash: the two halves of SHA-512(secret ‖ 'pad\n' ‖ position). */
function paddingDraw(secret: Buffer, position: number): Buffer {
  return createHash('sha512').update(secret).update(`pad\n${position}`).digest()
}

export function parentOf(left: TreeNode, right: TreeNode): TreeNode {
  return parentNode(sha256, left, right)
}

/**
 * `count` nodes of `size` bytes in one buffer, each a view into it: one allocation per level rather than one per
 * node (at a million customers, two million fewer buffers for the collector).
 */
function levelOf(count: number, size: number): TreeNode[] {
  const buffer = new Uint8Array(count * size)
  return Array.from({ length: count }, (_, i) => buffer.subarray(i * size, (i + 1) * size))
}

/** Every level of one chunk, its leaves first: `entries` are the customers whose positions fall in it, by rank. */
export function buildChunk(secret: string, shape: TreeShape, assets: number, chunk: number, entries: readonly LeafEntry[]): TreeNode[][] {
  const level = chunkLevel(shape)
  const start = chunk << level
  const key = Buffer.from(secret, 'hex')
  const leaves = levelOf(1 << chunkLevel(shape), nodeLength(assets))
  const scratch = new Uint8Array(33 + nodeLength(assets))
  const zeros = new Array<bigint>(assets).fill(0n)
  let next = 0
  for (const [i, leaf] of leaves.entries()) {
    const entry = entries[next]
    if (entry && positionOf(shape, entry.rank) === start + i) {
      writeLeaf(sha256, entry.salt, entry.account, entry.balances, leaf, scratch)
      next++
    } else {
      const drawn = paddingDraw(key, start + i)
      writeLeaf(sha256, drawn.subarray(0, 32), drawn.subarray(32), zeros, leaf, scratch)
    }
  }
  if (next !== entries.length) throw new Error('A chunk was given leaves outside it')
  const levels = [leaves]
  for (let l = 0; l < level; l++) levels.push(pairUp(levels[l]!))
  return levels
}

export function pairUp(nodes: readonly TreeNode[]): TreeNode[] {
  const parents = levelOf(nodes.length / 2, nodes[0]!.length)
  const scratch = new Uint8Array(1 + 2 * nodes[0]!.length)
  for (const [i, parent] of parents.entries()) writeParent(sha256, nodes[2 * i]!, nodes[2 * i + 1]!, parent, scratch)
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
  const ranksOf = (c: number) => ranksIn(shape, c << level, (c + 1) << level)
  // READ_CHUNKS chunks per read: a sixteenth of the queries, each still a few megabytes at most.
  const read = (batch: number) => {
    const [first] = ranksOf(batch * READ_CHUNKS)
    const [, end] = ranksOf(Math.min((batch + 1) * READ_CHUNKS, chunks) - 1)
    return end > first ? readChunk(first, end) : Promise.resolve([])
  }
  const batches = Math.ceil(chunks / READ_CHUNKS)
  // The next batch is read (and its salts hashed by the database) while this one is hashed here.
  let next = read(0)
  for (let b = 0; b < batches; b++) {
    const entries = await next
    if (b + 1 < batches) {
      next = read(b + 1)
      // Awaited on the next turn; should this turn throw first, its failure must not go unhandled.
      next.catch(() => {})
    }
    const [offset] = ranksOf(b * READ_CHUNKS)
    for (let c = b * READ_CHUNKS; c < Math.min((b + 1) * READ_CHUNKS, chunks); c++) {
      const [first, end] = ranksOf(c)
      roots.push(buildChunk(secret, shape, assets, c, entries.slice(first - offset, end - offset))[level]![0]!)
    }
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
    steps.push({ side: siblingIndex < index ? 'left' : 'right', hash: Buffer.from(nodeHash(sibling)).toString('hex'), sums: nodeSums(sibling).map(String) })
  }
  return steps
}

/** The kept nodes as the snapshot row stores them: [hash hex, sums as decimal text] per node. */
export function storedNodes(levels: TreeNode[][]): [string, string[]][][] {
  return levels.map((nodes) => nodes.map((n) => [Buffer.from(nodeHash(n)).toString('hex'), nodeSums(n).map(String)]))
}

export function loadedNodes(levels: [string, string[]][][]): TreeNode[][] {
  return levels.map((nodes) => nodes.map(([h, sums]) => nodeOf(Buffer.from(h, 'hex'), sums.map(BigInt))))
}
