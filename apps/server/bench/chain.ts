/**
 * The deposit watcher against a real chain (`npm run bench` runs it after the HTTP comparisons; alone:
 * `npx tsx apps/server/bench/chain.ts`): anvil mining a block a second, 10,000 watched addresses (CHAIN_BENCH_ADDRESSES),
 * a few ETH and USDT transfers to random ones in every block, and the watcher run as its job runs it (again 1 s after
 * each run ends). Prints whether it keeps up (its lag behind the head after each run, the run's time) and how long
 * after a deposit's N-th confirmation appeared on the chain its credit was committed. PGlite, or PostgreSQL under
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { erc20Abi, parseEther, type Address } from 'viem'
import { chainAddresses, chainDeposits, users } from '../src/db/schema.ts'
import { DEPOSIT_WATCH_INTERVAL_MS } from '../src/money/chain/deposit-watcher.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { connectedChain, startAnvil } from '../test/anvil.ts'
import { sleep } from './support.ts'

const ADDRESSES = Number(process.env.CHAIN_BENCH_ADDRESSES ?? 10_000)
const SECONDS = Number(process.env.CHAIN_BENCH_SECONDS ?? 30)
const CONFIRMATIONS = 3
const TRANSFERS_PER_BLOCK = 6

const anvil = await startAnvil({ args: ['--block-time', '1'] })
const { chain, usdt } = await connectedChain(anvil)
const t = await buildTestApp({ chain, env: { ETHEREUM_CONFIRMATIONS: String(CONFIRMATIONS) } })
const db = t.database.db

// Customers and their addresses in bulk (allocation one by one is what the tests cover; here only the watching counts).
const started = Date.now()
const watched: Address[] = []
for (let from = 0; from < ADDRESSES; from += 1000) {
  const batch = Array.from({ length: Math.min(1000, ADDRESSES - from) }, (_, i) => ({ id: randomUUID(), index: from + i }))
  await db.insert(users).values(batch.map((c) => ({ id: c.id, name: `Bench ${c.index}`, email: `bench-${c.index}@example.com`, role: 'USER' })))
  const rows = batch.map((c) => ({ chain: 'ethereum', userId: c.id, index: c.index, address: chain.depositAddress(c.index) }))
  await db.insert(chainAddresses).values(rows)
  watched.push(...rows.map((r) => r.address as Address))
}
await db.execute(sql`select setval('chain_address_index', ${ADDRESSES})`)
console.log(`${ADDRESSES} watched addresses ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${t.database.kind})`)

// When each block number was first seen on the chain, polled every 50 ms.
const firstSeen = new Map<number, number>()
let polling = true
const poller = (async () => {
  while (polling) {
    const n = Number(await anvil.publicClient.getBlockNumber())
    if (!firstSeen.has(n)) firstSeen.set(n, Date.now())
    await sleep(50)
  }
})()

// Transfers: a few to random watched addresses in each block, from the funder.
let sending = true
let sent = 0
const sender = (async () => {
  while (sending) {
    for (let i = 0; i < TRANSFERS_PER_BLOCK && sending; i++) {
      const to = watched[Math.floor(Math.random() * watched.length)]!
      if (i % 3 === 2)
        await anvil.walletClient.writeContract({
          address: usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, 1_000_000n],
          account: anvil.funder,
          chain: null,
        })
      else await anvil.walletClient.sendTransaction({ to, value: parseEther('0.001'), account: anvil.funder, chain: null })
      sent++
    }
    await sleep(1000)
  }
})()

const watcher = t.app.services.depositWatcher!
await watcher.run() // the cursor starts at the head
const runs: { ms: number; lag: number }[] = []
const until = Date.now() + SECONDS * 1000
while (Date.now() < until) {
  const begin = Date.now()
  const result = await watcher.run()
  const head = Number(await anvil.publicClient.getBlockNumber())
  runs.push({ ms: Date.now() - begin, lag: head - result.scannedTo })
  await sleep(DEPOSIT_WATCH_INTERVAL_MS)
}
sending = false
await sender
// Let the last deposits reach their confirmations and be credited.
for (let i = 0; i < CONFIRMATIONS + 2; i++) {
  await watcher.run()
  await sleep(DEPOSIT_WATCH_INTERVAL_MS)
}
polling = false
await poller

const deposits = await db.select().from(chainDeposits)
const credited = deposits.filter((d) => d.creditedAt)
const latencies = credited
  .map((d) => {
    const confirmedAt = firstSeen.get(d.blockNumber + CONFIRMATIONS - 1)
    return confirmedAt === undefined ? null : d.creditedAt!.getTime() - confirmedAt
  })
  .filter((ms): ms is number => ms !== null)
  .sort((a, b) => a - b)
const runTimes = runs.map((r) => r.ms).sort((a, b) => a - b)
const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor((list.length * p) / 100))] ?? NaN

console.log(`\nDeposit watcher, ${ADDRESSES} addresses, a block a second for ${SECONDS} s, ${sent} transfers sent (${t.database.kind}):`)
console.log(`  runs: ${runs.length}; run time p50 ${pct(runTimes, 50)} ms, p99 ${pct(runTimes, 99)} ms, max ${runTimes.at(-1)} ms`)
console.log(`  lag behind the head after a run: max ${Math.max(...runs.map((r) => r.lag))} blocks (0 = caught up)`)
console.log(`  deposits found ${deposits.length}, credited ${credited.length}`)
console.log(
  `  credit after the N-th confirmation appeared: p50 ${pct(latencies, 50)} ms, p99 ${pct(latencies, 99)} ms, max ${latencies.at(-1)} ms (target: under 2000 ms)`,
)

await t.close()
await anvil.stop()
