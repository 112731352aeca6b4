/**
 * Proof-of-reserves at scale (`npm run bench:scale` runs it after the reads; alone: `npm run bench:reserves`),
 * PostgreSQL 15: for each size, a fresh database with that many customers, each holding two to four of the ten assets
 * (amounts with 18 decimals), then: the snapshot (copy, tree, statement: what an admin's request or the schedule runs),
 * a customer's inclusion proof (its time, and its size as downloaded, compact and JSON: the largest of 20 customers),
 * and the check of that proof with the browser's code (`verifyProof` of the shared package, in Node here;
 * `npm run bench:reserves-browser` times it in Chromium). The snapshot's time is split into the copy (one statement),
 * the chunk reads (overlapped with the hashing, so the parts add up to more than the whole) and this process's CPU.
 *
 * BENCH_RESERVES_SIZES (default 100000,1000000) changes the sizes. The 1-minute load average is printed with each size:
 * on a shared machine the wall times grow with it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import { verifyProof, type ReserveProof } from '@wallet/shared/money/reserves'
import { encodeCompactProof } from '@wallet/shared/money/reserves-compact'
import { reservesRepository } from '../src/money/reserves/reserves.repository.ts'
import type { Database } from '../src/db/client.ts'
import { createTestDatabase } from '../test/database.ts'
import { benchApp, rerunUnderPostgres } from './support.ts'

const SIZES = (process.env.BENCH_RESERVES_SIZES ?? '100000,1000000').split(',').map(Number)
const PROOFS = 20
const DAY = 86_400_000

rerunUnderPostgres('54339')
if (!process.env.TEST_DATABASE_URL) {
  console.log('bench:reserves needs PostgreSQL 15 (at /usr/lib/postgresql/15/bin) or TEST_DATABASE_URL.')
  process.exit(1)
}

async function seed(database: Database, customers: number) {
  const { db } = database
  await db.execute(sql`
    insert into "user" (id, name, full_name, email, email_verified, role, created_at, updated_at)
    select 'por-' || g, 'Customer ' || g, 'Customer ' || g, 'por-' || g || '@scale.test', true, 'USER', now(), now()
    from generate_series(1, ${customers}) g`)
  // Two to four assets each, amounts from 0.000000000000000001 to about 1,000 with all 18 decimals used.
  await db.execute(sql`
    insert into balances (user_id, asset, balance)
    select 'por-' || g, (array['BTC','ETH','USDT','BNB','SOL','XRP','ADA','DOGE','DOT','LTC'])[1 + (g * 7 + k * 3) % 10],
      ((g::bigint * 2654435761 + k * 40503) % 1000000000000000000000)::numeric / 1000000000000000000
    from generate_series(1, ${customers}) g, generate_series(0, 1 + g % 3) k
    on conflict do nothing`)
  await db.execute(sql`vacuum analyze`)
}

/** Wall time spent in the repository's copy and chunk reads, summed per call. */
const spent = { copy: 0, reads: 0 }
for (const [method, phase] of [
  ['copyBalances', 'copy'],
  ['leaves', 'reads'],
] as const) {
  const original = (reservesRepository[method] as (...args: unknown[]) => Promise<unknown>).bind(reservesRepository)
  ;(reservesRepository as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    const at = performance.now()
    try {
      return await original(...args)
    } finally {
      spent[phase] += performance.now() - at
    }
  }
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * The CPU time, in ms, of the bench's PostgreSQL (its postmaster and every process it started), from /proc: unlike
 * wall time it hardly grows with the machine's load, so before/after comparisons hold on a busy machine.
 */
function postgresCpuMs(postmaster: number): number {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { parent: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) }
  }
  let total = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const { parent, cpu } = ticks(readFileSync(`/proc/${pid}/stat`, 'utf8'))
      if (Number(pid) === postmaster || parent === postmaster) total += cpu
    } catch {
      // The process ended meanwhile.
    }
  }
  return total * 10 // clock ticks of 10 ms (USER_HZ = 100)
}

async function postmasterOf(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }
  const status = readFileSync(`/proc/${result.rows[0]!.pid}/status`, 'utf8')
  return Number(/^PPid:\s+(\d+)/m.exec(status)![1])
}

const results: string[] = []
for (const size of SIZES) {
  const database = await createTestDatabase()
  const bench = await benchApp(database)
  try {
    const seeded = performance.now()
    await seed(database, size)
    console.log(`${size.toLocaleString('en-US')} customers: seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`)
    const { reserves } = bench.app.services
    spent.copy = spent.reads = 0
    const postmaster = await postmasterOf(database)
    const postgresCpu = postgresCpuMs(postmaster)
    const started = performance.now()
    const cpu = process.cpuUsage()
    const root = await reserves.takeScheduled(DAY)
    const snapshotMs = performance.now() - started
    const { user, system } = process.cpuUsage(cpu)
    const phases = { ...spent }
    const postgresMs = postgresCpuMs(postmaster) - postgresCpu
    if (!root) throw new Error('no snapshot taken')

    let proofMs = 0
    let largest = 0
    let largestCompact = 0
    let verifyMs = 0
    for (let i = 0; i < PROOFS; i++) {
      const id = `por-${1 + Math.floor((i * size) / PROOFS)}`
      const at = performance.now()
      const proof: ReserveProof = await reserves.proof(id, null)
      proofMs = Math.max(proofMs, performance.now() - at)
      largest = Math.max(largest, Buffer.byteLength(JSON.stringify(proof)))
      largestCompact = Math.max(largestCompact, encodeCompactProof(proof).length)
      const checkAt = performance.now()
      const check = verifyProof(proof, root)
      verifyMs = Math.max(verifyMs, performance.now() - checkAt)
      if (!check.ok) throw new Error(`proof of ${id} refused: ${check.problem}`)
    }
    const line = `${size.toLocaleString('en-US')} customers (depth ${root.depth}): snapshot ${seconds(snapshotMs)} (copy ${seconds(phases.copy)}, chunk reads ${seconds(phases.reads)}, CPU: this process ${seconds((user + system) / 1000)}, PostgreSQL ${seconds(postgresMs)}); proof (slowest of ${PROOFS}) ${proofMs.toFixed(0)} ms, largest ${largestCompact.toLocaleString('en-US')} bytes compact, ${largest.toLocaleString('en-US')} bytes of JSON; check (slowest) ${verifyMs.toFixed(1)} ms`
    console.log(`${line} (load average ${loadavg()[0]!.toFixed(1)})`)
    results.push(line)
  } finally {
    await bench.close()
    await database.dropped()
  }
}
console.log(`\n${results.join('\n')}`)
