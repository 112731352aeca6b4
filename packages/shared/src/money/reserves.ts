import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { ASSET_IDS } from '../assets.ts'
import { positiveAmount } from '../amount-schema.ts'

/**
 * Proof of reserves: the Merkle sum tree's format (docs/proof-of-reserves.md, docs/decisions/150) and the shapes of
 * the published roots, the customer's proof and the reserves page. The server builds trees with these encodings; the
 * browser checks a proof with `verifyProof`. packages/por-verifier checks the same format without this file.
 */

/** Amounts in the tree are non-negative integers in units of 10^-18 of the asset, the ledger's precision. */
export const UNIT_DIGITS = 18
const UNIT = 10n ** BigInt(UNIT_DIGITS)
/** Every amount and sum is written as 32 bytes, big-endian: it must stay below 2^256. */
const AMOUNT_LIMIT = 1n << 256n
export const LEAF_PREFIX = 0x00
export const NODE_PREFIX = 0x01
/** The longest path a proof may carry: a tree of 2^64 leaves. */
const MAX_DEPTH = 64

const HEX32 = /^[0-9a-f]{64}$/
const UNITS = /^(0|[1-9][0-9]*)$/

/** A decimal amount of the ledger ('1.5') as units of 10^-18 (1500000000000000000n). */
export function unitsOf(amount: string): bigint {
  const negative = amount.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.')
  const units = BigInt(whole || '0') * UNIT + BigInt((fraction + '0'.repeat(UNIT_DIGITS)).slice(0, UNIT_DIGITS) || '0')
  return negative ? -units : units
}

/** Units of 10^-18 as the ledger's decimal text, trailing zeros dropped ('1.5', '0'). */
export function decimalOfUnits(units: bigint): string {
  const sign = units < 0n ? '-' : ''
  const abs = units < 0n ? -units : units
  const fraction = (abs % UNIT).toString().padStart(UNIT_DIGITS, '0').replace(/0+$/, '')
  return `${sign}${abs / UNIT}${fraction ? `.${fraction}` : ''}`
}

/** Writes u256(value), 32 bytes big-endian, at `offset`. Throws on a negative or too large value: such a value is never encoded. */
function writeAmount(out: DataView, offset: number, value: bigint): void {
  if (value < 0n || value >= AMOUNT_LIMIT) throw new RangeError('An amount must be at least 0 and below 2^256')
  for (let word = 3, rest = value; rest > 0n; word--, rest >>= 64n) out.setBigUint64(offset + word * 8, rest & 0xffff_ffff_ffff_ffffn)
}

/** SHA-256 of the account id's UTF-8 bytes: what a leaf commits to about whose it is. */
export function accountHash(accountId: string): Uint8Array {
  return sha256(utf8ToBytes(accountId))
}

/** A SHA-256 implementation: the browser's is @noble/hashes, the server's node:crypto. */
export type Digest = (data: Uint8Array) => Uint8Array

/**
 * A tree node as its parent hashes it: `hash[32] ‖ u256(sums_1) ‖ … ‖ u256(sums_n)`, one buffer. A parent's preimage
 * is then `0x01 ‖ left ‖ right` and its sums one addition over bytes: no amount is converted on the way up.
 */
export type TreeNode = Uint8Array

export const nodeLength = (assets: number) => 32 + 32 * assets
export const nodeHash = (node: TreeNode) => node.subarray(0, 32)

/** The node's sums as integers. */
export function nodeSums(node: TreeNode): bigint[] {
  const view = new DataView(node.buffer, node.byteOffset, node.byteLength)
  return Array.from({ length: (node.length - 32) / 32 }, (_, i) => {
    let value = 0n
    for (let word = 0; word < 4; word++) value = (value << 64n) | view.getBigUint64(32 + 32 * i + 8 * word)
    return value
  })
}

/** A node from its hash and sums (each at least 0 and below 2^256). */
export function nodeOf(hash: Uint8Array, sums: readonly bigint[]): TreeNode {
  const node = new Uint8Array(nodeLength(sums.length))
  node.set(hash, 0)
  const view = new DataView(node.buffer)
  for (let i = 0; i < sums.length; i++) writeAmount(view, 32 + 32 * i, sums[i]!)
  return node
}

/**
 * leaf = SHA-256(0x00 ‖ salt[32] ‖ SHA-256(accountId)[32] ‖ u256(balance_1) ‖ … ‖ u256(balance_n)), written into
 * `out` (nodeLength bytes, zeros). `scratch` (33 + nodeLength bytes) spares an allocation per leaf.
 */
export function writeLeaf(
  digest: Digest,
  salt: Uint8Array,
  account: Uint8Array,
  balances: readonly bigint[],
  out: TreeNode,
  scratch = new Uint8Array(33 + out.length),
): void {
  const view = new DataView(scratch.buffer, scratch.byteOffset, scratch.byteLength)
  scratch.fill(0, 65)
  scratch[0] = LEAF_PREFIX
  scratch.set(salt, 1)
  scratch.set(account, 33)
  for (let i = 0; i < balances.length; i++) writeAmount(view, 65 + 32 * i, balances[i]!)
  out.set(scratch.subarray(65), 32)
  out.set(digest(scratch), 0)
}

export function leafNode(digest: Digest, salt: Uint8Array, account: Uint8Array, balances: readonly bigint[]): TreeNode {
  const node = new Uint8Array(nodeLength(balances.length))
  writeLeaf(digest, salt, account, balances, node)
  return node
}

/**
 * node = SHA-256(0x01 ‖ left.hash ‖ u256(left.sums…) ‖ right.hash ‖ u256(right.sums…)), sums the children's per
 * asset, written into `out` (nodeLength bytes, zeros). Throws RangeError when a sum reaches 2^256. `scratch`
 * (1 + 2 × nodeLength bytes) spares an allocation per node.
 */
export function writeParent(digest: Digest, left: TreeNode, right: TreeNode, out: TreeNode, scratch = new Uint8Array(1 + 2 * left.length)): void {
  for (let end = left.length; end > 32; end -= 32) {
    // Each sum is 32 bytes big-endian. Its leading zero bytes (most of them: sums are far below 2^256) stay zero
    // unless a carry reaches them; from the last byte up, add with carry. A carry out of the first byte overflows.
    let top = end - 32
    while (top < end && left[top] === 0 && right[top] === 0) top++
    let carry = 0
    for (let i = end - 1; i >= top; i--) {
      const total = left[i]! + right[i]! + carry
      out[i] = total & 0xff
      carry = total >> 8
    }
    if (carry) {
      if (top === end - 32) throw new RangeError('A sum is not below 2^256')
      out[top - 1] = carry
    }
  }
  scratch[0] = NODE_PREFIX
  scratch.set(left, 1)
  scratch.set(right, 1 + left.length)
  out.set(digest(scratch), 0)
}

export function parentNode(digest: Digest, left: TreeNode, right: TreeNode): TreeNode {
  const node = new Uint8Array(left.length)
  writeParent(digest, left, right, node)
  return node
}

const hex32 = z.string().regex(HEX32, 'Expected 32 bytes as 64 lowercase hex digits.')
const units = z.string().regex(/^-?[0-9]+$/, 'Expected an integer amount in units of 10^-18.')

/** One step up the path: the sibling's hash and sums, and on which side of the pair the sibling sits. */
export const ProofStep = z.object({ side: z.enum(['left', 'right']), hash: hex32, sums: z.array(units) })
export type ProofStep = z.infer<typeof ProofStep>

/** A customer's inclusion proof, as downloaded (docs/proof-of-reserves.md, 'The proof'). */
export const ReserveProof = z.object({
  version: z.literal(1),
  snapshotId: z.string(),
  takenAt: z.string(),
  accountId: z.string(),
  assets: z.array(z.string()),
  leaf: z.object({ salt: hex32, balances: z.array(units) }),
  path: z.array(ProofStep),
})
export type ReserveProof = z.infer<typeof ReserveProof>

/** The statement the server signs with its reserves key: the root and totals, bound to the audit chain's head. */
export const ReserveStatement = z.object({
  snapshotId: z.string(),
  takenAt: z.string(),
  assets: z.array(z.string()),
  root: hex32,
  totals: z.array(z.string()),
  auditHead: z.object({ seq: z.number().int().nonnegative(), hash: z.string() }),
})
export type ReserveStatement = z.infer<typeof ReserveStatement>

/** A published root (docs/proof-of-reserves.md, 'The published root'). */
export const PublishedRoot = z.object({
  snapshotId: z.string(),
  takenAt: z.string(),
  assets: z.array(z.string()),
  root: hex32,
  totals: z.array(z.string()),
  /** The path length of every proof of this snapshot: the tree holds 2^depth leaves. */
  depth: z.number().int().nonnegative(),
  statement: z.object({
    /** The canonical JSON of a ReserveStatement: the exact bytes that were signed. */
    text: z.string(),
    /** Ed25519, base64. */
    signature: z.string(),
    /** The reserves key's public half: SubjectPublicKeyInfo DER, base64. */
    publicKey: z.string(),
  }),
})
export type PublishedRoot = z.infer<typeof PublishedRoot>

/** Where an asset's reserve figure comes from: entered by an admin (not verified), or read from a chain. */
export const ReserveSource = z.enum(['declared', 'on-chain', 'none'])
export type ReserveSource = z.infer<typeof ReserveSource>

/** One asset on the public page: what customers are owed at the snapshot, what is held, and their ratio. */
export const AssetReserves = z.object({
  asset: z.enum(ASSET_IDS),
  liabilities: z.string(),
  reserves: z.string().nullable(),
  source: ReserveSource,
  /** reserves ÷ liabilities to 4 decimals, rounded down; null when either is missing or nothing is owed. */
  ratio: z.string().nullable(),
  declaredAt: z.string().nullable(),
})
export type AssetReserves = z.infer<typeof AssetReserves>

export const SnapshotSummary = z.object({ snapshotId: z.string(), takenAt: z.string(), root: hex32, scheduled: z.boolean() })
export type SnapshotSummary = z.infer<typeof SnapshotSummary>

/** /proof-of-reserves: the latest root with its assets, and every earlier snapshot. */
export const ReservesOverview = z.object({
  latest: PublishedRoot.nullable(),
  assets: z.array(AssetReserves),
  snapshots: z.array(SnapshotSummary),
})
export type ReservesOverview = z.infer<typeof ReservesOverview>

export const SnapshotParams = z.object({ snapshotId: z.uuid('Unknown snapshot.') })

export const DECLARE_MESSAGES = { invalidAmount: 'Please enter a valid reserve amount.' } as const

/** An admin's reserve figure for one asset (its whole holding, in the asset's units). */
export const DeclareReserveBody = z.object({
  asset: z.enum(ASSET_IDS, { error: 'Please choose an asset.' }),
  amount: positiveAmount(DECLARE_MESSAGES.invalidAmount),
})
export type DeclareReserveBody = z.infer<typeof DeclareReserveBody>

/** One step of the check as the browser shows it: the sums and hash of the node reached. */
export interface CheckedStep {
  side: 'left' | 'right'
  sibling: string
  hash: string
  sums: bigint[]
}

export type ProofCheck = { ok: true; leaf: string; steps: CheckedStep[]; totals: bigint[] } | { ok: false; problem: string; steps: CheckedStep[] }

function amountOf(text: string, what: string): bigint {
  if (!UNITS.test(text)) throw new Error(`${what} is not a non-negative integer: ${text}`)
  const value = BigInt(text)
  if (value >= AMOUNT_LIMIT) throw new Error(`${what} is not below 2^256: ${text}`)
  return value
}

/**
 * Recomputes the path from the proof's leaf to the root and compares it with the published root: its snapshot, its
 * asset order, its hash and its totals. Every balance and sum must be a non-negative integer below 2^256.
 */
export function verifyProof(proof: ReserveProof, published: Pick<PublishedRoot, 'snapshotId' | 'assets' | 'root' | 'totals'>): ProofCheck {
  const steps: CheckedStep[] = []
  try {
    if (proof.snapshotId !== published.snapshotId) throw new Error('The proof belongs to another snapshot than the published root.')
    if (proof.assets.join(',') !== published.assets.join(',')) throw new Error('The proof lists other assets, or in another order, than the root.')
    if (proof.path.length > MAX_DEPTH) throw new Error('The path is too long.')
    const n = proof.assets.length
    if (proof.leaf.balances.length !== n) throw new Error('The leaf does not have one balance per asset.')
    const balances = proof.leaf.balances.map((b, i) => amountOf(b, `The balance of ${proof.assets[i]}`))
    const leaf = leafNode(sha256, hexToBytes(proof.leaf.salt), accountHash(proof.accountId), balances)
    let node = leaf
    for (const [i, step] of proof.path.entries()) {
      if (step.sums.length !== n) throw new Error(`Step ${i + 1}: the sibling does not have one sum per asset.`)
      const sibling = nodeOf(
        hexToBytes(step.hash),
        step.sums.map((s, a) => amountOf(s, `Step ${i + 1}: the sibling's sum of ${proof.assets[a]}`)),
      )
      const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling]
      try {
        node = parentNode(sha256, left, right)
      } catch (err) {
        if (!(err instanceof RangeError)) throw err
        throw new Error(`Step ${i + 1}: a sum is not below 2^256.`)
      }
      steps.push({ side: step.side, sibling: step.hash, hash: bytesToHex(nodeHash(node)), sums: nodeSums(node) })
    }
    const sums = nodeSums(node)
    if (bytesToHex(nodeHash(node)) !== published.root) throw new Error('The path does not reach the published root.')
    if (sums.join(',') !== published.totals.join(',')) throw new Error('The sums at the root differ from the published totals.')
    return { ok: true, leaf: bytesToHex(nodeHash(leaf)), steps, totals: sums }
  } catch (err) {
    return { ok: false, problem: err instanceof Error ? err.message : String(err), steps }
  }
}
