import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Mismatch, decodeCompact, readProof, verifyProof, verifyStatement } from './verify.mjs'

// The worked example of docs/proof-of-reserves.md: Bob's proof in a tree of three customers and one padding leaf.
const here = import.meta.dirname
const proof = JSON.parse(readFileSync(path.join(here, 'example/proof.json'), 'utf8'))
const root = JSON.parse(readFileSync(path.join(here, 'example/root.json'), 'utf8'))
const compact = new Uint8Array(readFileSync(path.join(here, 'example/proof.por')))
const tampered = (change) => {
  const copy = structuredClone(proof)
  change(copy)
  return copy
}

/**
 * The compact form of a JSON proof, written here from the docs page's layout (the verifier only reads it): so that
 * every tampered proof below is refused in both forms the customer can download.
 */
function toCompact(p) {
  const out = [0x50, 0x6f, 0x52, 0x02]
  const integer = (value, n) => out.push(...Array.from({ length: n }, (_, i) => Number((BigInt(value) >> BigInt(8 * (n - 1 - i))) & 0xffn)))
  const hex = (text) => out.push(...text.match(/../g).map((pair) => parseInt(pair, 16)))
  const text = (value) => out.push(...[new TextEncoder().encode(value)].flatMap((b) => [b.length, ...b]))
  const amount = (value) => {
    const digits = BigInt(value) === 0n ? '' : BigInt(value).toString(16)
    const even = digits.length % 2 ? `0${digits}` : digits
    out.push(even.length / 2)
    if (even) hex(even)
  }
  hex(p.snapshotId.replaceAll('-', ''))
  integer(Date.parse(p.takenAt), 8)
  text(p.accountId)
  out.push(p.assets.length)
  p.assets.forEach(text)
  hex(p.leaf.salt)
  p.leaf.balances.forEach(amount)
  out.push(p.path.length)
  integer(
    p.path.reduce((position, step, i) => position + (step.side === 'left' ? 2n ** BigInt(i) : 0n), 0n),
    8,
  )
  for (const step of p.path) {
    hex(step.hash)
    step.sums.forEach(amount)
  }
  return Uint8Array.from(out)
}

describe('por-verifier on the documented example', () => {
  it('accepts the proof in both forms, and the signed statement', () => {
    expect(verifyProof(proof, root).balances).toEqual([2000000000000000000n, 250000000000000000n])
    expect(toCompact(proof)).toEqual(compact)
    expect(readProof(compact)).toEqual(proof)
    expect(verifyProof(compact, root).balances).toEqual([2000000000000000000n, 250000000000000000n])
    expect(verifyStatement(root)).toEqual({ seq: 42, hash: 'ab'.repeat(32) })
  })

  it.each([
    ['a lowered balance', (p) => (p.leaf.balances[0] = '1000000000000000000'), /published root/],
    ['a negative leaf', (p) => (p.leaf.balances[1] = '-1'), /non-negative/],
    ['a lowered sibling sum', (p) => (p.path[0].sums[0] = '0'), /published root/],
    ['a negative sibling sum', (p) => (p.path[1].sums[1] = '-1'), /non-negative/],
    ['a sibling on the wrong side', (p) => (p.path[0].side = 'right'), /published root/],
    ['another snapshot', (p) => (p.snapshotId = '00000000-0000-4000-8000-000000000002'), /snapshot/],
    // A customer left out of the tree: their name on another's leaf does not reach the root.
    ['another account', (p) => (p.accountId = 'mallory'), /published root/],
    // Sum-splitting: 0.5 BTC moved from the level-0 sibling's sum to the level-1 one keeps the totals, not the hashes.
    [
      'a sum split differently between two siblings',
      (p) => {
        p.path[0].sums[0] = '1000000000000000000'
        p.path[1].sums[0] = '500000000000000000'
      },
      /published root/,
    ],
  ])('refuses %s', (_name, change, reason) => {
    expect(() => verifyProof(tampered(change), root)).toThrow(Mismatch)
    expect(() => verifyProof(tampered(change), root)).toThrow(reason)
  })

  it.each([
    ['a lowered balance', (p) => (p.leaf.balances[0] = '1000000000000000000')],
    ['a lowered sibling sum', (p) => (p.path[0].sums[0] = '0')],
    ['a sibling on the wrong side', (p) => (p.path[0].side = 'right')],
    ['another account', (p) => (p.accountId = 'mallory')],
    ['a sum split differently between two siblings', (p) => ((p.path[0].sums[0] = '1000000000000000000'), (p.path[1].sums[0] = '500000000000000000'))],
  ])('refuses %s in the compact form', (_name, change) => {
    expect(() => verifyProof(toCompact(tampered(change)), root)).toThrow(/published root/)
  })

  it('refuses a compact proof of another snapshot, a cut or padded one, and an amount that is not minimal or is over 32 bytes', () => {
    expect(() => verifyProof(toCompact(tampered((p) => (p.snapshotId = '00000000-0000-4000-8000-000000000002'))), root)).toThrow(/snapshot/)
    expect(() => decodeCompact(compact.subarray(0, compact.length - 1))).toThrow(Mismatch)
    expect(() => decodeCompact(Uint8Array.of(...compact, 0))).toThrow(/after its last step/)
    // The BTC balance's length byte follows magic 4, snapshot 16, time 8, 'bob' 4, assets 9, salt 32.
    const widened = compact.slice()
    widened[73] = 33
    expect(() => decodeCompact(widened)).toThrow(/more than 32 bytes/)
    const padded = compact.slice()
    padded[74] = 0
    expect(() => decodeCompact(padded)).toThrow(/leading zero/)
  })

  it('refuses a root other than the published one, and an expected balance the proof does not show', () => {
    expect(() => verifyProof(proof, { root: 'c'.repeat(64) })).toThrow(/published root/)
    expect(() => verifyProof(proof, root, { expect: { BTC: 2100000000000000000n } })).toThrow(/expected/)
  })

  it('exits 0 as the README runs it, and 1 on a mismatch', () => {
    const cli = path.join(here, 'cli.mjs')
    const ok = execFileSync(process.execPath, [cli, path.join(here, 'example/proof.json'), '--published', path.join(here, 'example/root.json')], {
      encoding: 'utf8',
    })
    expect(ok).toContain('OK: account bob')
    const bad = spawnSync(process.execPath, [cli, path.join(here, 'example/proof.json'), '--root', 'c'.repeat(64)], { encoding: 'utf8' })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('MISMATCH')
    const binary = execFileSync(process.execPath, [cli, path.join(here, 'example/proof.por'), '--published', path.join(here, 'example/root.json')], {
      encoding: 'utf8',
    })
    expect(binary).toContain('OK: account bob')
  })
})
