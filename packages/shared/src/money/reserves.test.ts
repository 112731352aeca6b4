import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decimalOfUnits, unitsOf, verifyProof, type PublishedRoot, type ReserveProof } from './reserves.ts'

// The worked example of docs/proof-of-reserves.md, as packages/por-verifier keeps it: the browser's check agrees.
const example = (file: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../por-verifier/example', file), 'utf8'))
const proof: ReserveProof = example('proof.json')
const root: PublishedRoot = example('root.json')

describe('proof-of-reserves format', () => {
  it('accepts the documented example and reports every intermediate hash', () => {
    const check = verifyProof(proof, root)
    expect(check).toMatchObject({ ok: true, leaf: 'db37292d7afd4151f499b0a413fb9d4d732a406682be43c7b3bca249b63894d0' })
    expect(check.steps.map((s) => s.hash)).toEqual([
      '3e8cab4d82013e8e5bb51ee07e9b307098011e5a6c5762fcd3532223a6522978',
      '8cdbafd24d6bfbc5b70007648725bee67f44bfb66007ab2593e36d8badb30133',
    ])
  })

  it('refuses a sum that does not fit 256 bits, and a balance that is not a plain integer', () => {
    const wide = structuredClone(proof)
    wide.path[1]!.sums[0] = (2n ** 256n).toString()
    expect(verifyProof(wide, root)).toMatchObject({ ok: false, problem: expect.stringMatching(/2\^256/) })
    const decimal = structuredClone(proof)
    decimal.leaf.balances[0] = '2.0'
    expect(verifyProof(decimal, root)).toMatchObject({ ok: false })
  })

  it('converts ledger amounts to units of 10^-18 and back exactly', () => {
    expect(unitsOf('1.5')).toBe(1500000000000000000n)
    expect(unitsOf('0.000000000000000001')).toBe(1n)
    expect(unitsOf('99999999999999999999.999999999999999999')).toBe(10n ** 38n - 1n)
    expect(decimalOfUnits(1500000000000000000n)).toBe('1.5')
    expect(decimalOfUnits(0n)).toBe('0')
  })
})
