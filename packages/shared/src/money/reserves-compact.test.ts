import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ASSET_IDS } from '../assets.ts'
import { COMPACT_PROOF_LIMIT, decodeCompactProof, encodeCompactProof, isCompactProof } from './reserves-compact.ts'
import { verifyProof, type PublishedRoot, type ReserveProof } from './reserves.ts'

// The worked example of docs/proof-of-reserves.md, as packages/por-verifier keeps it, in both forms.
const example = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../por-verifier/example', file))
const proof: ReserveProof = JSON.parse(example('proof.json').toString('utf8'))
const root: PublishedRoot = JSON.parse(example('root.json').toString('utf8'))
const compact = new Uint8Array(example('proof.por'))

/** A 20-step proof (1,000,000 customers) whose sibling at level l sums 2^l leaves each holding `perLeaf` of all ten assets. */
function deepProof(perLeaf: (level: number) => bigint): ReserveProof {
  return {
    version: 1,
    snapshotId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    takenAt: '2026-11-29T04:00:00.000Z',
    // A real account id is 32 characters.
    accountId: 'x'.repeat(32),
    assets: [...ASSET_IDS],
    leaf: { salt: 'ab'.repeat(32), balances: ASSET_IDS.map(() => String(perLeaf(0))) },
    path: Array.from({ length: 20 }, (_, l) => ({
      side: l % 3 ? ('left' as const) : ('right' as const),
      hash: 'cd'.repeat(32),
      sums: ASSET_IDS.map(() => String(perLeaf(l) << BigInt(l))),
    })),
  }
}

const withByte = (bytes: Uint8Array, at: number, value: number) => {
  const copy = bytes.slice()
  copy[at] = value
  return copy
}

it('is the documented example byte for byte, and reads back to the JSON form the browser accepts', () => {
  expect(encodeCompactProof(proof)).toEqual(compact)
  expect(isCompactProof(compact)).toBe(true)
  const decoded = decodeCompactProof(compact)
  expect(decoded).toEqual(proof)
  expect(verifyProof(decoded, root)).toMatchObject({ ok: true })
})

it('keeps a 20-step proof of ten assets under 4 KB with every leaf holding 1,000 units of each asset to all 18 decimals', () => {
  const worst = deepProof(() => 10n ** 21n - 1n)
  const bytes = encodeCompactProof(worst)
  expect(bytes.length).toBeLessThanOrEqual(COMPACT_PROOF_LIMIT)
  expect(decodeCompactProof(bytes)).toEqual(worst)
  // The JSON form of the same proof does not fit: hence the compact form.
  expect(JSON.stringify(worst).length).toBeGreaterThan(COMPACT_PROOF_LIMIT)
})

it('fails the size bound when every sum takes all 32 bytes', () => {
  const widest = deepProof((l) => (1n << BigInt(255 - l)) + 1n)
  const bytes = encodeCompactProof(widest)
  expect(decodeCompactProof(bytes)).toEqual(widest)
  expect(() => expect(bytes.length).toBeLessThanOrEqual(COMPACT_PROOF_LIMIT)).toThrow()
})

// Offsets in the example (bob, BTC and ETH): magic 4, snapshot 16, time 8, 'bob' 1 + 3, assets 1 + 4 + 4, salt 32.
const balanceAt = 4 + 16 + 8 + 1 + 3 + 1 + 4 + 4 + 32
// Both balances take 1 + 8 bytes.
const depthAt = balanceAt + 9 + 9

describe('compact proof form', () => {
  it('refuses what is not one canonical encoding: another magic, a cut or padded file, a wide or padded amount, a position outside the tree', () => {
    expect(compact[balanceAt]).toBe(8)
    expect(() => decodeCompactProof(withByte(compact, 3, 1))).toThrow(/version 2/)
    expect(() => decodeCompactProof(compact.subarray(0, compact.length - 1))).toThrow(/ends inside/)
    expect(() => decodeCompactProof(Uint8Array.of(...compact, 0))).toThrow(/after its last step/)
    expect(() => decodeCompactProof(withByte(compact, balanceAt, 33))).toThrow(/more than 32 bytes/)
    expect(() => decodeCompactProof(withByte(compact, balanceAt + 1, 0))).toThrow(/leading zero/)
    expect(compact[depthAt]).toBe(2)
    expect(() => decodeCompactProof(withByte(compact, depthAt + 8, 4))).toThrow(/outside the tree/)
    expect(() => encodeCompactProof({ ...proof, leaf: { ...proof.leaf, balances: ['-1', '0'] } })).toThrow(RangeError)
  })

  it('carries every field into the hashes: a changed balance, sum, side or snapshot is refused by the check', () => {
    const lowered = withByte(compact, balanceAt + 1, 0x1a)
    expect(verifyProof(decodeCompactProof(lowered), root)).toMatchObject({ ok: false, problem: expect.stringMatching(/published root/) })
    // Bob is at position 1 (his first sibling on the left); position 2 puts it on the right and the second on the left.
    expect(compact[depthAt + 8]).toBe(1)
    const flipped = withByte(compact, depthAt + 8, 0x02)
    expect(verifyProof(decodeCompactProof(flipped), root)).toMatchObject({ ok: false, problem: expect.stringMatching(/published root/) })
    expect(verifyProof(decodeCompactProof(withByte(compact, 19, 0x02)), root)).toMatchObject({ ok: false, problem: expect.stringMatching(/snapshot/) })
  })
})
