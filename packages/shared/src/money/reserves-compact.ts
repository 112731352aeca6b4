import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { ProofStep, ReserveProof } from './reserves.ts'

/**
 * The compact form of an inclusion proof (docs/proof-of-reserves.md, 'The compact form'; decision 151): the same
 * fields as the JSON form, as bytes. Hashes and the salt are raw 32 bytes, amounts minimal-length big-endian, and a
 * step's side is one bit of the leaf's position, so a 20-step proof of ten assets stays under 4 KB.
 */

/** 'PoR' then the format's version byte. */
export const COMPACT_MAGIC = Uint8Array.of(0x50, 0x6f, 0x52, 0x02)
/** The customer's download must fit this (requirement: at 1,000,000 customers, the worst-case balances). */
export const COMPACT_PROOF_LIMIT = 4096
const MAX_DEPTH = 64
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/

/** Appends bytes to a growing buffer; the proof is small, so it is sized up front generously and cut at the end. */
class Writer {
  private out: Uint8Array<ArrayBuffer> = new Uint8Array(1024)
  private at = 0

  bytes(data: Uint8Array): void {
    if (this.at + data.length > this.out.length) {
      const bigger = new Uint8Array(Math.max(this.out.length * 2, this.at + data.length))
      bigger.set(this.out)
      this.out = bigger
    }
    this.out.set(data, this.at)
    this.at += data.length
  }

  byte(value: number): void {
    this.bytes(Uint8Array.of(value))
  }

  /** A length byte, then the text's UTF-8 bytes (1 to 255 of them). */
  text(value: string, what: string): void {
    const encoded = new TextEncoder().encode(value)
    if (encoded.length < 1 || encoded.length > 255) throw new RangeError(`${what} must take 1 to 255 bytes`)
    this.byte(encoded.length)
    this.bytes(encoded)
  }

  /** A length byte L (0 to 32), then the amount's L bytes big-endian without a leading zero byte (0 is L = 0). */
  amount(text: string): void {
    const value = BigInt(text)
    if (value < 0n || value >= 1n << 256n) throw new RangeError('An amount must be at least 0 and below 2^256')
    const hex = value === 0n ? '' : value.toString(16)
    const digits = hex.length % 2 ? `0${hex}` : hex
    this.byte(digits.length / 2)
    this.bytes(hexToBytes(digits))
  }

  done(): Uint8Array<ArrayBuffer> {
    return this.out.slice(0, this.at)
  }
}

class Reader {
  private at = 0
  constructor(private readonly data: Uint8Array) {}

  bytes(length: number, what: string): Uint8Array {
    if (this.at + length > this.data.length) throw new Error(`The compact proof ends inside ${what}.`)
    const out = this.data.subarray(this.at, this.at + length)
    this.at += length
    return out
  }

  byte(what: string): number {
    return this.bytes(1, what)[0]!
  }

  text(what: string): string {
    const length = this.byte(what)
    if (length === 0) throw new Error(`${what} is empty.`)
    return new TextDecoder('utf-8', { fatal: true }).decode(this.bytes(length, what))
  }

  amount(what: string): string {
    const length = this.byte(what)
    if (length > 32) throw new Error(`${what} takes more than 32 bytes: it is not below 2^256.`)
    const bytes = this.bytes(length, what)
    if (length > 0 && bytes[0] === 0) throw new Error(`${what} has a leading zero byte.`)
    return length === 0 ? '0' : BigInt(`0x${bytesToHex(bytes)}`).toString()
  }

  end(): void {
    if (this.at !== this.data.length) throw new Error('The compact proof has bytes after its last step.')
  }
}

/** The leaf's position: bit i is 1 when the sibling of step i is on the left. */
function positionOf(path: readonly ProofStep[]): bigint {
  return path.reduce((position, step, i) => (step.side === 'left' ? position | (1n << BigInt(i)) : position), 0n)
}

/** The JSON form as bytes. Throws RangeError on what the compact form cannot carry (a negative amount, a long id). */
export function encodeCompactProof(proof: ReserveProof): Uint8Array<ArrayBuffer> {
  const uuid = UUID.exec(proof.snapshotId)
  if (!uuid) throw new RangeError('The snapshot id must be a lowercase UUID')
  if (proof.path.length < 1 || proof.path.length > MAX_DEPTH) throw new RangeError('The path must have 1 to 64 steps')
  const w = new Writer()
  w.bytes(COMPACT_MAGIC)
  w.bytes(hexToBytes(uuid.slice(1).join('')))
  const time = new Uint8Array(8)
  new DataView(time.buffer).setBigUint64(0, BigInt(Date.parse(proof.takenAt)))
  w.bytes(time)
  w.text(proof.accountId, 'The account id')
  w.byte(proof.assets.length)
  for (const asset of proof.assets) w.text(asset, 'An asset')
  w.bytes(hexToBytes(proof.leaf.salt))
  for (const balance of proof.leaf.balances) w.amount(balance)
  w.byte(proof.path.length)
  const position = new Uint8Array(8)
  new DataView(position.buffer).setBigUint64(0, positionOf(proof.path))
  w.bytes(position)
  for (const step of proof.path) {
    w.bytes(hexToBytes(step.hash))
    for (const sum of step.sums) w.amount(sum)
  }
  return w.done()
}

/** Reads the compact form back into the JSON form (which `verifyProof` checks). Throws an Error saying what is wrong. */
export function decodeCompactProof(data: Uint8Array): ReserveProof {
  const r = new Reader(data)
  const magic = r.bytes(COMPACT_MAGIC.length, 'the magic bytes')
  if (magic.some((b, i) => b !== COMPACT_MAGIC[i])) throw new Error('Not a compact proof of version 2 (it must start with "PoR" and 0x02).')
  const id = bytesToHex(r.bytes(16, 'the snapshot id'))
  const snapshotId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
  const ms = new DataView(r.bytes(8, 'the time').slice().buffer).getBigUint64(0)
  if (ms > 8_640_000_000_000_000n) throw new Error('The time is out of range.')
  const takenAt = new Date(Number(ms)).toISOString()
  const accountId = r.text('The account id')
  const assets = Array.from({ length: r.byte('the asset count') }, (_, i) => r.text(`Asset ${i + 1}`))
  if (assets.length === 0) throw new Error('The proof lists no assets.')
  const salt = bytesToHex(r.bytes(32, 'the salt'))
  const balances = assets.map((asset) => r.amount(`The balance of ${asset}`))
  const depth = r.byte('the depth')
  if (depth < 1 || depth > MAX_DEPTH) throw new Error('The path must have 1 to 64 steps.')
  const position = new DataView(r.bytes(8, 'the position').slice().buffer).getBigUint64(0)
  if (position >> BigInt(depth) !== 0n) throw new Error('The position is outside the tree.')
  const path: ProofStep[] = []
  for (let i = 0; i < depth; i++) {
    const hash = bytesToHex(r.bytes(32, `step ${i + 1}`))
    const sums = assets.map((asset) => r.amount(`Step ${i + 1}: the sibling's sum of ${asset}`))
    path.push({ side: (position >> BigInt(i)) & 1n ? 'left' : 'right', hash, sums })
  }
  r.end()
  return { version: 1, snapshotId, takenAt, accountId, assets, leaf: { salt, balances }, path }
}

/** The compact form when its first bytes are the magic ones; the JSON form otherwise. */
export const isCompactProof = (data: Uint8Array) => COMPACT_MAGIC.every((b, i) => data[i] === b)
