// A proof-of-reserves verifier written from docs/proof-of-reserves.md alone: it shares no code with the wallet.
import { sha256 } from '@noble/hashes/sha2.js'
import { verify as verifySignature } from 'node:crypto'

const LIMIT = 2n ** 256n
const HEX32 = /^[0-9a-f]{64}$/
const INTEGER = /^(0|[1-9][0-9]*)$/

/** A refusal: the proof does not hold. */
export class Mismatch extends Error {}

function fail(message) {
  throw new Mismatch(message)
}

function hexBytes(text, what) {
  if (typeof text !== 'string' || !HEX32.test(text)) fail(`${what} is not 32 bytes of lowercase hex`)
  return Uint8Array.from(text.match(/../g), (pair) => parseInt(pair, 16))
}

function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function amount(text, what) {
  if (typeof text !== 'string' || !INTEGER.test(text)) fail(`${what} is not a non-negative integer: ${JSON.stringify(text)}`)
  const value = BigInt(text)
  if (value >= LIMIT) fail(`${what} is not below 2^256`)
  return value
}

/** u256, big-endian: 64 hex digits. */
function u256(value) {
  return hexBytes(value.toString(16).padStart(64, '0'), 'amount')
}

function hash(...parts) {
  const length = parts.reduce((n, p) => n + p.length, 0)
  const data = new Uint8Array(length)
  let at = 0
  for (const p of parts) {
    data.set(p, at)
    at += p.length
  }
  return sha256(data)
}

const MAGIC = [0x50, 0x6f, 0x52, 0x02] // 'PoR', version 2

/** True when `bytes` (a downloaded file) is the compact form; otherwise it is the JSON form. */
export function isCompact(bytes) {
  return MAGIC.every((b, i) => bytes[i] === b)
}

/**
 * Reads the compact form (docs/proof-of-reserves.md, 'The compact form') into the JSON form's fields. Refuses a file
 * that is cut short, has bytes left over, or is not the one canonical encoding (an amount over 32 bytes or with a
 * leading zero byte, a position outside the tree).
 */
export function decodeCompact(bytes) {
  let at = 0
  const take = (n, what) => {
    if (at + n > bytes.length) fail(`The compact proof ends inside ${what}`)
    at += n
    return bytes.subarray(at - n, at)
  }
  const byte = (what) => take(1, what)[0]
  const text = (what) => {
    const n = byte(what)
    if (n === 0) fail(`${what} is empty`)
    return new TextDecoder('utf-8', { fatal: true }).decode(take(n, what))
  }
  const amount = (what) => {
    const n = byte(what)
    if (n > 32) fail(`${what} takes more than 32 bytes`)
    const value = take(n, what)
    if (n > 0 && value[0] === 0) fail(`${what} has a leading zero byte`)
    return value.reduce((v, b) => (v << 8n) | BigInt(b), 0n).toString()
  }
  const integer = (n, what) => take(n, what).reduce((v, b) => (v << 8n) | BigInt(b), 0n)

  if (!isCompact(take(4, 'the magic bytes'))) fail('Not a compact proof of version 2')
  const id = toHex(take(16, 'the snapshot id'))
  const snapshotId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
  const ms = integer(8, 'the time')
  if (ms > 8640000000000000n) fail('The time is out of range')
  const takenAt = new Date(Number(ms)).toISOString()
  const accountId = text('The account id')
  const assets = Array.from({ length: byte('the asset count') }, (_, i) => text(`Asset ${i + 1}`))
  const salt = toHex(take(32, 'the salt'))
  const balances = assets.map((a) => amount(`The balance of ${a}`))
  const depth = byte('the depth')
  if (depth < 1 || depth > 64) fail('The path must have 1 to 64 steps')
  const position = integer(8, 'the position')
  if (position >> BigInt(depth) !== 0n) fail('The position is outside the tree')
  const path = Array.from({ length: depth }, (_, i) => ({
    // Bit i of the position is 1 when the sibling of step i is on the left.
    side: (position >> BigInt(i)) & 1n ? 'left' : 'right',
    hash: toHex(take(32, `step ${i + 1}`)),
    sums: assets.map((a) => amount(`Step ${i + 1}: the sibling's ${a} sum`)),
  }))
  if (at !== bytes.length) fail('The compact proof has bytes after its last step')
  return { version: 1, snapshotId, takenAt, accountId, assets, leaf: { salt, balances }, path }
}

/** A downloaded proof file, in either form. */
export function readProof(bytes) {
  return isCompact(bytes) ? decodeCompact(bytes) : JSON.parse(new TextDecoder().decode(bytes))
}

/**
 * Checks `proof` (the customer's download: the JSON form parsed, or the compact form's bytes) against `root`: the published root's JSON, or just its hash as
 * `{ root }`. Answers what was proved; throws Mismatch on any difference.
 */
export function verifyProof(download, root, options = {}) {
  const proof = download instanceof Uint8Array ? decodeCompact(download) : download
  if (proof?.version !== 1) fail('Unknown proof version')
  const assets = proof.assets
  if (!Array.isArray(assets) || assets.length === 0) fail('The proof lists no assets')
  if (root.snapshotId !== undefined && root.snapshotId !== proof.snapshotId)
    fail(`The proof is of snapshot ${proof.snapshotId}, the root of ${root.snapshotId}`)
  if (root.assets !== undefined && JSON.stringify(root.assets) !== JSON.stringify(assets)) fail('The proof and the root list different assets')
  if (typeof proof.accountId !== 'string') fail('The proof names no account')
  if (!Array.isArray(proof.leaf?.balances) || proof.leaf.balances.length !== assets.length) fail('The leaf needs one balance per asset')
  if (!Array.isArray(proof.path) || proof.path.length === 0 || proof.path.length > 64) fail('The path must have 1 to 64 steps')

  const balances = proof.leaf.balances.map((b, i) => amount(b, `The balance of ${assets[i]}`))
  for (const [asset, expected] of Object.entries(options.expect ?? {})) {
    const i = assets.indexOf(asset)
    if (i < 0) fail(`The proof has no ${asset}`)
    if (balances[i] !== expected) fail(`The proof's ${asset} balance is ${balances[i]}, not the expected ${expected}`)
  }

  const accountHash = sha256(new TextEncoder().encode(proof.accountId))
  let node = { hash: hash(Uint8Array.of(0), hexBytes(proof.leaf.salt, 'The salt'), accountHash, ...balances.map(u256)), sums: balances }
  const steps = []
  proof.path.forEach((step, s) => {
    const where = `Step ${s + 1}`
    if (step.side !== 'left' && step.side !== 'right') fail(`${where}: side must be "left" or "right"`)
    if (!Array.isArray(step.sums) || step.sums.length !== assets.length) fail(`${where}: the sibling needs one sum per asset`)
    const sibling = {
      hash: hexBytes(step.hash, `${where}: the sibling's hash`),
      sums: step.sums.map((v, i) => amount(v, `${where}: the sibling's ${assets[i]} sum`)),
    }
    const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling]
    const sums = left.sums.map((v, i) => v + right.sums[i])
    if (sums.some((v) => v >= LIMIT)) fail(`${where}: a sum reaches 2^256`)
    node = { hash: hash(Uint8Array.of(1), left.hash, ...left.sums.map(u256), right.hash, ...right.sums.map(u256)), sums }
    steps.push(toHex(node.hash))
  })

  const computed = toHex(node.hash)
  if (computed !== root.root) fail(`The path reaches ${computed}, not the published root ${root.root}`)
  if (root.totals !== undefined && JSON.stringify(node.sums.map(String)) !== JSON.stringify(root.totals))
    fail('The sums at the root differ from the published totals')
  return { snapshotId: proof.snapshotId, accountId: proof.accountId, assets, balances, totals: node.sums, steps }
}

/** Checks the published root's signed statement: it names the same root and totals, and its Ed25519 signature holds. */
export function verifyStatement(root, pinnedKey) {
  const { text, signature, publicKey } = root.statement ?? {}
  if (typeof text !== 'string') fail('The published root carries no statement')
  if (pinnedKey && pinnedKey !== publicKey) fail('The statement is signed with another key than the one given')
  const key = { key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }
  if (!verifySignature(null, Buffer.from(text, 'utf8'), key, Buffer.from(signature, 'base64'))) fail('The statement’s signature does not hold')
  const said = JSON.parse(text)
  if (said.root !== root.root || said.snapshotId !== root.snapshotId || JSON.stringify(said.totals) !== JSON.stringify(root.totals)) {
    fail('The signed statement names another root, snapshot or totals')
  }
  return said.auditHead
}
