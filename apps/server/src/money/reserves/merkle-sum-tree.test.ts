import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { nodeHash, nodeSums, verifyProof } from '@wallet/shared/money/reserves'
import { buildChunk, buildTree, chunkLevel, depthFor, pathOf, positionOf, ranksIn, type LeafEntry, type TreeShape } from './merkle-sum-tree.ts'

const sha = (text: string) => createHash('sha256').update(text).digest()
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('Merkle sum tree over many chunks', () => {
  // 20,000 customers: depth 15, 32 chunks of 1,024 leaves, read in more than one query.
  const shape: TreeShape = { customers: 20_000, depth: depthFor(20_000) }
  const secret = 'ab'.repeat(32)
  const entries: LeafEntry[] = Array.from({ length: shape.customers }, (_, rank) => ({
    rank,
    salt: sha(`salt ${rank}`),
    account: sha(`account ${rank}`),
    balances: [BigInt(rank) * 10n ** 18n + 1n, rank % 7 ? 0n : 10n ** 21n - 1n],
  }))

  it('reads every rank once, in order, and every customer’s path reaches the root with the totals', async () => {
    const reads: [number, number][] = []
    const upper = await buildTree(secret, shape, 2, async (first, end) => {
      reads.push([first, end])
      return entries.slice(first, end)
    })
    expect(reads.length).toBeGreaterThan(1)
    expect(reads.length).toBeLessThan(32)
    expect(reads.flatMap(([first, end]) => [first, end])).toEqual([0, ...reads.slice(1).flatMap(([first]) => [first, first]), shape.customers])

    const root = upper.at(-1)![0]!
    expect(nodeSums(root)).toEqual([entries.reduce((sum, e) => sum + e.balances[0]!, 0n), entries.reduce((sum, e) => sum + e.balances[1]!, 0n)])
    const published = { snapshotId: 's', assets: ['A', 'B'], root: hex(nodeHash(root)), totals: nodeSums(root).map(String) }
    for (const rank of [0, 1, 9_999, 16_383, 16_384, 19_999]) {
      const position = positionOf(shape, rank)
      const chunk = position >> chunkLevel(shape)
      const [first, end] = ranksIn(shape, chunk << chunkLevel(shape), (chunk + 1) << chunkLevel(shape))
      const levels = buildChunk(secret, shape, 2, chunk, entries.slice(first, end))
      const entry = entries[rank]!
      // The account hash here is of a made-up id: the proof names it so that the check hashes the same bytes.
      const check = verifyProof(
        {
          version: 1,
          snapshotId: 's',
          takenAt: '',
          accountId: `account ${rank}`,
          assets: ['A', 'B'],
          leaf: { salt: hex(entry.salt), balances: entry.balances.map(String) },
          path: pathOf(shape, position, levels, upper),
        },
        published,
      )
      expect(check).toMatchObject({ ok: true })
    }
  })
})
