import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Mismatch, verifyProof, verifyStatement } from './verify.mjs'

// The worked example of docs/proof-of-reserves.md: Bob's proof in a tree of three customers and one padding leaf.
const here = import.meta.dirname
const proof = JSON.parse(readFileSync(path.join(here, 'example/proof.json'), 'utf8'))
const root = JSON.parse(readFileSync(path.join(here, 'example/root.json'), 'utf8'))
const tampered = (change) => {
  const copy = structuredClone(proof)
  change(copy)
  return copy
}

describe('por-verifier on the documented example', () => {
  it('accepts the proof and the signed statement', () => {
    expect(verifyProof(proof, root).balances).toEqual([2000000000000000000n, 250000000000000000n])
    expect(verifyStatement(root)).toEqual({ seq: 42, hash: 'ab'.repeat(32) })
  })

  it.each([
    ['a lowered balance', (p) => (p.leaf.balances[0] = '1000000000000000000'), /published root/],
    ['a negative leaf', (p) => (p.leaf.balances[1] = '-1'), /non-negative/],
    ['a lowered sibling sum', (p) => (p.path[0].sums[0] = '0'), /published root/],
    ['a negative sibling sum', (p) => (p.path[1].sums[1] = '-1'), /non-negative/],
    ['a sibling on the wrong side', (p) => (p.path[0].side = 'right'), /published root/],
    ['another snapshot', (p) => (p.snapshotId = '00000000-0000-4000-8000-000000000002'), /snapshot/],
    ['another account', (p) => (p.accountId = 'mallory'), /published root/],
  ])('refuses %s', (_name, change, reason) => {
    expect(() => verifyProof(tampered(change), root)).toThrow(Mismatch)
    expect(() => verifyProof(tampered(change), root)).toThrow(reason)
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
  })
})
