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

/** leaf = SHA-256(0x00 ‖ salt[32] ‖ SHA-256(accountId)[32] ‖ u256(balance_1) ‖ … ‖ u256(balance_n)). */
export function leafPreimage(salt: Uint8Array, account: Uint8Array, balances: readonly bigint[]): Uint8Array {
  const out = new Uint8Array(65 + 32 * balances.length)
  const view = new DataView(out.buffer)
  out[0] = LEAF_PREFIX
  out.set(salt, 1)
  out.set(account, 33)
  for (let i = 0; i < balances.length; i++) writeAmount(view, 65 + 32 * i, balances[i]!)
  return out
}

/** node = SHA-256(0x01 ‖ left.hash ‖ u256(left.sums…) ‖ right.hash ‖ u256(right.sums…)). */
export function nodePreimage(left: { hash: Uint8Array; sums: readonly bigint[] }, right: { hash: Uint8Array; sums: readonly bigint[] }): Uint8Array {
  const half = 32 + 32 * left.sums.length
  const out = new Uint8Array(1 + 2 * half)
  const view = new DataView(out.buffer)
  out[0] = NODE_PREFIX
  for (const [side, start] of [
    [left, 1],
    [right, 1 + half],
  ] as const) {
    out.set(side.hash, start)
    for (let i = 0; i < side.sums.length; i++) writeAmount(view, start + 32 + 32 * i, side.sums[i]!)
  }
  return out
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
    const leafHash = sha256(leafPreimage(hexToBytes(proof.leaf.salt), accountHash(proof.accountId), balances))
    let node = { hash: leafHash, sums: balances }
    for (const [i, step] of proof.path.entries()) {
      if (step.sums.length !== n) throw new Error(`Step ${i + 1}: the sibling does not have one sum per asset.`)
      const sibling = { hash: hexToBytes(step.hash), sums: step.sums.map((s, a) => amountOf(s, `Step ${i + 1}: the sibling's sum of ${proof.assets[a]}`)) }
      const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling]
      const sums = left.sums.map((s, a) => s + right.sums[a]!)
      if (sums.some((s) => s >= AMOUNT_LIMIT)) throw new Error(`Step ${i + 1}: a sum is not below 2^256.`)
      node = { hash: sha256(nodePreimage(left, right)), sums }
      steps.push({ side: step.side, sibling: step.hash, hash: bytesToHex(node.hash), sums })
    }
    if (bytesToHex(node.hash) !== published.root) throw new Error('The path does not reach the published root.')
    if (node.sums.join(',') !== published.totals.join(',')) throw new Error('The sums at the root differ from the published totals.')
    return { ok: true, leaf: bytesToHex(leafHash), steps, totals: node.sums }
  } catch (err) {
    return { ok: false, problem: err instanceof Error ? err.message : String(err), steps }
  }
}
