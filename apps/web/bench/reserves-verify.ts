/**
 * The proof-of-reserves check in real Chromium on the deepest path (`npm run bench:reserves-browser`): a 20-step
 * proof (1,000,000 customers) with the worst-case sums the server's bench uses (every leaf holding 1,000 of each of
 * the ten assets to all 18 decimals), checked by the browser's code (`verifyProof`, and `decodeCompactProof` for the
 * downloaded form) built by Vite as the web build builds it, in a fresh page each run: what a customer's first check
 * costs. Also the same check repeated in one page (warm). Reports the median and the worst of BENCH_RUNS (50) runs.
 */
import { hash } from 'node:crypto'
import { loadavg } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { build, type Rollup } from 'vite'
import { ASSET_IDS } from '@wallet/shared/assets'
import { nodeHash, nodeOf, nodeSums, leafNode, parentNode, type ReserveProof } from '@wallet/shared/money/reserves'
import { encodeCompactProof } from '@wallet/shared/money/reserves-compact'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const DEPTH = 20
const PER_LEAF = 10n ** 21n - 1n
const sha256 = (data: Uint8Array) => hash('sha256', data, 'buffer')
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** A valid 20-step proof and its root: random sibling hashes, the sibling at level l summing 2^l worst-case leaves. */
function deepestProof() {
  const balances = ASSET_IDS.map(() => PER_LEAF)
  const salt = new Uint8Array(32).fill(7)
  const accountId = 'x'.repeat(32)
  let node = leafNode(sha256, salt, sha256(Buffer.from(accountId)), balances)
  const path: ReserveProof['path'] = []
  for (let l = 0; l < DEPTH; l++) {
    const sibling = nodeOf(
      sha256(Buffer.from(`sibling ${l}`)),
      balances.map((b) => b << BigInt(l)),
    )
    const side = l % 2 ? 'left' : 'right'
    node = side === 'left' ? parentNode(sha256, sibling, node) : parentNode(sha256, node, sibling)
    path.push({ side, hash: hex(nodeHash(sibling)), sums: nodeSums(sibling).map(String) })
  }
  const proof: ReserveProof = {
    version: 1,
    snapshotId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    takenAt: '2026-11-29T04:00:00.000Z',
    accountId,
    assets: [...ASSET_IDS],
    leaf: { salt: hex(salt), balances: balances.map(String) },
    path,
  }
  const published = { snapshotId: proof.snapshotId, assets: proof.assets, root: hex(nodeHash(node)), totals: nodeSums(node).map(String) }
  return { proof, published }
}

/** The check's code as the web build bundles it (Vite, minified), as one script for the page. */
async function checkScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(import.meta.dirname, '..'),
    build: { write: false, minify: true, lib: { entry: path.join(import.meta.dirname, 'reserves-verify-entry.ts'), formats: ['iife'], name: 'porCheck' } },
  })) as Rollup.RollupOutput[]
  return output[0]!.output[0].code
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const summary = (values: number[]) => `median ${median(values).toFixed(2)} ms, worst ${Math.max(...values).toFixed(2)} ms`

const { proof, published } = deepestProof()
const compact = Array.from(encodeCompactProof(proof))
const script = await checkScript()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const cold: number[] = []
  const coldCompact: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage()
    await page.addScriptTag({ content: script })
    // The page's first check, then (in another fresh page's place) the first check of the downloaded compact form.
    const ms = await page.evaluate(
      ({ proof, published, compact }) => {
        const check = (window as unknown as { porCheck: typeof import('./reserves-verify-entry.ts') }).porCheck
        const started = performance.now()
        const result = compact ? check.verifyProof(check.decodeCompactProof(Uint8Array.from(compact)), published) : check.verifyProof(proof, published)
        if (!result.ok) throw new Error(result.problem)
        return performance.now() - started
      },
      { proof, published, compact: run % 2 ? compact : null },
    )
    ;(run % 2 ? coldCompact : cold).push(ms)
    await page.close()
  }
  const page = await browser.newPage()
  await page.addScriptTag({ content: script })
  const warm = await page.evaluate(
    ({ proof, published, runs }) => {
      const check = (window as unknown as { porCheck: typeof import('./reserves-verify-entry.ts') }).porCheck
      return Array.from({ length: runs }, () => {
        const started = performance.now()
        if (!check.verifyProof(proof, published).ok) throw new Error('refused')
        return performance.now() - started
      })
    },
    { proof, published, runs: RUNS },
  )
  console.log(`Chromium ${browser.version()}, ${DEPTH}-step proof of ${proof.assets.length} assets (${compact.length} bytes compact):`)
  console.log(`  first check in a fresh page, JSON form (${cold.length} pages): ${summary(cold)}`)
  console.log(`  first check in a fresh page, compact form decoded (${coldCompact.length} pages): ${summary(coldCompact)}`)
  console.log(`  repeated in one page (${warm.length} runs): ${summary(warm)}`)
  console.log(`  load average ${loadavg()[0]!.toFixed(1)}`)
} finally {
  await browser.close()
}
