/**
 * The reads that must stay fast as the ledger grows (`npm run bench:scale`, PostgreSQL 15): for each size, a fresh
 * database with 100,000 customers and that many ledger rows spread over them, plus one customer with 100,000 entries
 * of their own and one with 10,000 (the same at every size, so only the table's size changes between sizes). Then p50
 * and p99 of: the big customer's first and last transactions page, the overview's reads, the staff transaction list
 * of that customer, the manager's All Users page and search over the 100,000 customers (all assigned to one of their
 * workers), the admin's audit log (first page and chain state, over as many audit rows as ledger rows, at most a
 * million), both customers' statement CSV (streamed over HTTP to a client in another process, while this process's
 * memory is sampled), and verify-ledger's time and memory. Every size is seeded first and the sizes then take turns
 * sample by sample, so that the machine's busy moments fall on all of them alike.
 *
 * BENCH_SCALE_SIZES (default 10000,1000000,10000000) and BENCH_SCALE_SAMPLES (default 200) change the run: with 50
 * samples p99 was the slowest one, and one pause of the machine on one size decided its ratio (1.0 to 2.2 between two
 * runs of the same build);
 * BENCH_SCALE_EXPLAIN=1 prints the plan (EXPLAIN ANALYZE, BUFFERS) of every query each read sends, at every size.
 */
import { WORK_PAGE_SIZE, WORK_QUEUES } from '@wallet/shared/back-office/work'
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { MANAGER_USERS_PAGE_SIZE } from '@wallet/shared/back-office/workers'
import { TRANSACTIONS_PAGE_SIZE } from '@wallet/shared/money/transactions'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database, Db } from '../src/db/client.ts'
import { auditCheckpoint, auditLog, staff } from '../src/db/schema.ts'
import { chainHash, GENESIS_HASH, keyMark } from '../src/back-office/audit/audit-chain.ts'
import { verifyLedger } from '../src/money/ledger/verify-ledger.ts'
import { createTestDatabase } from '../test/database.ts'
import { BENCH_AUDIT_KEY, benchApp, rerunUnderPostgres, signedInAccount, type SignedIn } from './support.ts'

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000,10000000').split(',').map(Number)
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 200)
const EXPLAIN = process.env.BENCH_SCALE_EXPLAIN === '1'
const CUSTOMERS = 100_000
/** Audit rows seeded beside the ledger rows: as many, up to a million. */
const MAX_AUDIT_ROWS = 1_000_000
const BIG_CUSTOMER_ENTRIES = 100_000
const SMALL_CUSTOMER_ENTRIES = 10_000
/** One in this many of the customers' ledger rows is a Pending deposit request, waiting in the work queue. */
const PENDING_EVERY = 100
/** Statement downloads timed per customer: p50 is their median, p99 the slowest. */
const STATEMENT_RUNS = 5
/** The stalling reader stops after the first bytes for this long: the server must hold back, not buffer on. */
const STALL_MS = 3000

rerunUnderPostgres('54338')
if (!process.env.TEST_DATABASE_URL) {
  console.log('bench:scale needs PostgreSQL 15 (at /usr/lib/postgresql/15/bin) or TEST_DATABASE_URL.')
  process.exit(1)
}

// A garbage collection before each memory measurement, so that "before" is the live heap and not leftover garbage.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

interface Figure {
  p50: number
  p99: number
}
type Results = Map<string, Figure>

/** One size: its database and app, and the reads measured on it. */
interface Bench {
  size: number
  database: Database
  reads: Array<[string, () => Promise<unknown>]>
  /** The statement's address on the app's HTTP listener, and the two customers whose statements are read. */
  statementUrl: string
  statements: Array<[string, SignedIn]>
  close(): Promise<void>
}

const load = loadavg()[0]!
const bySize = new Map<number, Results>(SIZES.map((size) => [size, new Map()]))
const notes: string[] = []
const benches: Bench[] = []
try {
  for (const size of SIZES) benches.push(await prepare(size))
  await measure()
} finally {
  for (const bench of benches) await bench.close()
}
print()
process.exit(0)

async function prepare(size: number): Promise<Bench> {
  const database = await createTestDatabase()
  const { app, close } = await benchApp(database)
  const closeAll = async () => {
    await close()
    await database.dropped()
  }
  try {
    const customer = await signedInAccount(app, database)
    const smallCustomer = await signedInAccount(app, database)
    const admin = await signedInAccount(app, database, { role: 'ADMIN' })
    const manager = await signedInAccount(app, database, { role: 'MANAGER' })
    const worker = await signedInAccount(app, database, { role: 'WORKER' })
    await database.db.insert(staff).values({ workerId: worker.actor.userId, managerId: manager.actor.userId })
    const seeded = performance.now()
    await seed(database, size, customer.actor.userId, smallCustomer.actor.userId, worker.actor.userId)
    const auditRows = Math.min(size, MAX_AUDIT_ROWS)
    await seedAudit(database.db, auditRows, worker.actor.userId)
    console.log(
      `${size.toLocaleString('en-US')} rows (and ${auditRows.toLocaleString('en-US')} audit rows): seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
    )

    const get = (who: SignedIn, url: string) => async () => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    }
    const lastPage = Math.ceil(BIG_CUSTOMER_ENTRIES / TRANSACTIONS_PAGE_SIZE)
    return {
      size,
      database,
      reads: [
        ['transactions, first page', get(customer, '/api/transactions?page=1')],
        ['transactions, last page', get(customer, `/api/transactions?page=${lastPage}`)],
        [
          'overview (wallets, recent, profile)',
          () => Promise.all(['/api/wallets', '/api/transactions/recent', '/api/profile'].map((url) => get(customer, url)())),
        ],
        ['staff transaction list', get(admin, `/api/customers/${customer.actor.userId}/transactions?page=1`)],
        ['manager All Users, page 1', get(manager, `/api/manager/users?page=1&perPage=${MANAGER_USERS_PAGE_SIZE}`)],
        ['manager All Users, search', get(manager, `/api/manager/users?page=1&searchQuery=customer-77777`)],
        ['audit log, first page and chain', get(admin, '/api/admin/audit?page=1')],
        // Each work queue's first page with its count, for a manager (their team: every customer here) and an admin.
        ...(['manager', 'admin'] as const).flatMap((role) => {
          const who = role === 'manager' ? manager : admin
          const queues = WORK_QUEUES.filter((q) => role === 'admin' || q !== 'unclaimed')
          return [
            ...queues.map(
              (q) =>
                [`work ${q}, first page and count (${role})`, get(who, `/api/work/${q}?page=1&pageSize=${WORK_PAGE_SIZE}`)] as [string, () => Promise<unknown>],
            ),
            [`work summary (${role})`, get(who, '/api/work/summary')] as [string, () => Promise<unknown>],
          ]
        }),
      ],
      statementUrl: `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/transactions/statement.csv`,
      statements: [
        [`statement CSV (${SMALL_CUSTOMER_ENTRIES.toLocaleString('en-US')} entries)`, smallCustomer],
        [`statement CSV (${BIG_CUSTOMER_ENTRIES.toLocaleString('en-US')} entries)`, customer],
      ],
      close: closeAll,
    }
  } catch (err) {
    await closeAll()
    throw err
  }
}

/**
 * Every read at every size, the sizes taking turns sample by sample, so that a busy moment of the machine falls on
 * all of them alike rather than on whichever size was being measured then.
 */
async function measure() {
  const label = (bench: Bench) => bench.size.toLocaleString('en-US')
  for (const [index, [name]] of benches[0]!.reads.entries()) {
    const times = await inTurns(
      benches.map((bench) => bench.reads[index]![1]),
      3,
      SAMPLES,
    )
    benches.forEach((bench, i) => bySize.get(bench.size)!.set(name, percentiles(times[i]!)))
  }

  for (const [index, [name]] of benches[0]!.statements.entries()) {
    const read = (bench: Bench) => async () => (await fetchStatement(bench.statementUrl, bench.statements[index]![1])).ms
    const times = await inTurns(benches.map(read), 1, STATEMENT_RUNS)
    benches.forEach((bench, i) => bySize.get(bench.size)!.set(name, percentiles(times[i]!)))
  }
  for (const bench of benches) {
    for (const [name, who] of bench.statements) notes.push(`${label(bench)} rows, ${name}: ${await statementMemory(bench.statementUrl, who)}`)
  }

  for (const bench of benches) {
    const verified = await sampleMemory(async () => {
      const differences = await verifyLedger(bench.database.db)
      if (differences.length > 0) throw new Error(`verify-ledger found ${differences.length} differences`)
    })
    bySize.get(bench.size)!.set('verify-ledger', { p50: verified.ms, p99: verified.ms })
    notes.push(`${label(bench)} rows, verify-ledger: ${(verified.ms / 1000).toFixed(1)} s, ${verified.growth}`)
  }

  if (!EXPLAIN) return
  for (const bench of benches) {
    console.log(`\nPlans at ${label(bench)} rows:`)
    const [, customer] = bench.statements.at(-1)!
    const plans: Array<[string, () => Promise<unknown>]> = [
      ...bench.reads,
      [bench.statements.at(-1)![0], () => fetchStatement(bench.statementUrl, customer)],
      ['verify-ledger', () => verifyLedger(bench.database.db)],
    ]
    for (const [name, read] of plans) await explainEach(bench.database.db, name, read)
  }
}

/**
 * `warmUps` untimed runs of each work, then `samples` timed rounds in which each work runs once in turn; a work that
 * returns a number gives its own time in ms (a client's, from request to last byte).
 */
async function inTurns(works: Array<() => Promise<unknown>>, warmUps: number, samples: number): Promise<number[][]> {
  for (let i = 0; i < warmUps; i++) for (const work of works) await work()
  const times = works.map((): number[] => [])
  for (let i = 0; i < samples; i++) {
    for (const [w, work] of works.entries()) {
      const started = performance.now()
      const own = await work()
      times[w]!.push(typeof own === 'number' ? own : performance.now() - started)
    }
  }
  return times
}

/**
 * 100,000 customers under the worker, `size` entries spread over them, and the two measured customers' own entries.
 * The ledger rows go in before the table's indexes and key constraints are built (as a restore would), instead of
 * updating five indexes and checking two foreign keys row by row; the table ends with exactly its own indexes and
 * checked constraints, then vacuumed and analysed as autovacuum leaves a table in steady use.
 */
async function seed(database: Database, size: number, bigCustomer: string, smallCustomer: string, workerId: string) {
  const { db } = database
  await db.execute(sql`
    insert into "user" (id, name, full_name, email, email_verified, role, created_at, updated_at)
    select 'scale-' || g, 'Customer ' || g, 'Customer ' || g, 'customer-' || g || '@scale.test', true, 'USER',
      now() - g * interval '1 minute', now()
    from generate_series(1, ${CUSTOMERS}) g`)
  await db.execute(sql`
    insert into user_profiles (user_id, assigned_worker_id, kyc_status)
    select 'scale-' || g, ${workerId}, (array['not_started', 'pending', 'verified', 'rejected'])[1 + g % 4]
    from generate_series(1, ${CUSTOMERS}) g`)
  await db.execute(sql`update user_profiles set assigned_worker_id = ${workerId} where user_id in (${bigCustomer}, ${smallCustomer})`)
  // The customers' ledger has 1% deposit requests waiting for staff (the work queue), made by the customers themselves.
  const entries = (count: number, owner: ReturnType<typeof sql>, pendingEvery = 0) => sql`
    insert into transactions (user_id, asset, amount, status, type, sent_at, created_at, updated_at, created_by)
    select ${owner}, (array['BTC', 'ETH', 'USDT'])[1 + g % 3], (1 + g % 1000)::numeric / 100, ${pendingEvery ? sql`case when g % ${pendingEvery} = 0 then 'Pending' else 'Complete' end` : sql`'Complete'`}, 'deposit',
      now() - g * interval '1 second', now() - g * interval '1 second', now(), ${owner}
    from generate_series(1, ${count}) g`
  await withIndexesBuiltAfter(db, 'transactions', async () => {
    await db.execute(entries(BIG_CUSTOMER_ENTRIES, sql`${bigCustomer}`))
    await db.execute(entries(SMALL_CUSTOMER_ENTRIES, sql`${smallCustomer}`))
    await db.execute(entries(size, sql`'scale-' || (1 + g % ${CUSTOMERS})`, PENDING_EVERY))
  })
  await db.execute(sql`
    insert into balances (user_id, asset, balance, pending_deposits)
    select user_id, asset, coalesce(sum(amount) filter (where status = 'Complete'), 0), coalesce(sum(amount) filter (where status = 'Pending'), 0)
    from transactions group by user_id, asset
    on conflict (user_id, asset) do update set balance = excluded.balance, pending_deposits = excluded.pending_deposits`)
  await db.execute(sql`vacuum analyze`)
}

/**
 * `count` audit rows, chained and marked with the bench's audit key as the app writes them (a staff member setting a
 * customer's note), and the console's checkpoint at the newest row, as an operator's earlier page views leave it: each
 * measured view then verifies the new rows (none) and re-checks its window of older ones.
 */
async function seedAudit(db: Db, count: number, staffId: string) {
  const BATCH = 4000
  let prevHash = GENESIS_HASH
  const start = Date.now() - count * 1000
  for (let first = 1; first <= count; first += BATCH) {
    const rows = []
    for (let id = first; id < Math.min(first + BATCH, count + 1); id++) {
      const content = {
        id,
        createdAt: new Date(start + id * 1000),
        actorId: staffId,
        actorRole: 'WORKER',
        targetUserId: `scale-${1 + (id % CUSTOMERS)}`,
        action: 'customer.note.set',
        before: { note: null },
        after: { note: `note ${id}` },
        reason: null,
        ip: '203.0.113.7',
        requestId: `req-${id}`,
      }
      const hash = chainHash(prevHash, content)
      rows.push({ ...content, prevHash, hash, mac: keyMark(BENCH_AUDIT_KEY, 'row', id, hash) })
      prevHash = hash
    }
    await db.insert(auditLog).values(rows)
  }
  await db.insert(auditCheckpoint).values({
    id: 1,
    verifiedThrough: count,
    hash: prevHash,
    mac: keyMark(BENCH_AUDIT_KEY, 'checkpoint', count, prevHash),
    verifiedAt: new Date(),
    sweptThrough: 0,
  })
}

/**
 * Runs `work` (bulk inserts) with the table's indexes and its primary, unique and foreign keys (its own and those
 * of other tables pointing at it) dropped, then builds them again from their own definitions and checks that the
 * table has exactly the indexes and constraints it had.
 */
async function withIndexesBuiltAfter(db: Db, table: string, work: () => Promise<void>) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows
  const definitions = async () => ({
    constraints: await rows<{ owner: string; name: string; type: string; definition: string }>(sql`
      select conrelid::regclass::text as owner, quote_ident(conname) as name, contype as type, pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype in ('p', 'u', 'f') and (conrelid = ${table}::regclass or confrelid = ${table}::regclass)
      order by contype, conrelid::regclass::text, conname`),
    indexes: await rows<{ name: string; definition: string }>(sql`
      select quote_ident(indexname) as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${table}
        and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)
      order by indexname`),
  })
  const before = await definitions()
  const foreignKeys = before.constraints.filter((c) => c.type === 'f')
  const keys = before.constraints.filter((c) => c.type !== 'f')
  for (const c of [...foreignKeys, ...keys]) await db.execute(sql.raw(`alter table ${c.owner} drop constraint ${c.name}`))
  for (const i of before.indexes) await db.execute(sql.raw(`drop index ${i.name}`))
  await work()
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`)
    for (const i of before.indexes) await tx.execute(sql.raw(i.definition))
    for (const c of [...keys, ...foreignKeys]) await tx.execute(sql.raw(`alter table ${c.owner} add constraint ${c.name} ${c.definition}`))
  })
  const after = await definitions()
  if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`${table}: indexes or constraints differ after the bulk load`)
}

function percentiles(times: number[]): Figure {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: sorted[Math.floor(sorted.length / 2)]!, p99: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! }
}

/**
 * This process's memory while `work` runs: a collection first, then RSS and the used heap sampled every 5 ms, their
 * growth being the peak minus the figure before. With `live`, each sample (every 100 ms) follows a collection, so
 * that the heap figure is what is still referenced (buffered rows or text) rather than garbage not yet collected.
 */
async function sampleMemory(work: () => Promise<void>, live = false): Promise<{ ms: number; growth: string }> {
  collectGarbage()
  const before = process.memoryUsage()
  let rss = before.rss
  let heap = before.heapUsed
  const sampler = setInterval(
    () => {
      if (live) collectGarbage()
      const now = process.memoryUsage()
      rss = Math.max(rss, now.rss)
      heap = Math.max(heap, now.heapUsed)
    },
    live ? 100 : 5,
  )
  const started = performance.now()
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  const ms = performance.now() - started
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
  return { ms, growth: `RSS +${mb(rss - before.rss)} MB, ${live ? 'live heap' : 'heap used'} +${mb(heap - before.heapUsed)} MB` }
}

/** What the reader in the other process saw: status, bytes and its time from request to last byte. */
interface Download {
  status: number
  bytes: number
  ms: number
}

/**
 * The statement read by a client in another process (so that this process's memory is the server's alone), which
 * counts the bytes and drops them; with `stallMs`, it stops reading that long after the first bytes.
 */
function fetchStatement(url: string, who: SignedIn, stallMs = 0): Promise<Download> {
  const client = `
    const http = require('node:http')
    const started = performance.now()
    let stall = Number(process.env.STALL_MS)
    http.get(process.env.URL, { headers: { cookie: process.env.COOKIE } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => {
        bytes += chunk.length
        if (stall > 0) { res.pause(); setTimeout(() => res.resume(), stall); stall = 0 }
      })
      res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, bytes, ms: performance.now() - started })))
    }).on('error', (err) => { console.error(err.message); process.exit(1) })`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', client], {
      env: { URL: url, COOKIE: who.cookie, STALL_MS: String(stallMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`statement client exited with ${code}`))
      const download = JSON.parse(out) as Download
      if (download.status !== 200) return reject(new Error(`statement: ${download.status}`))
      resolve(download)
    })
  })
}

/**
 * This process's memory growth over one download of a customer's statement by a client reading as fast as it can,
 * and over one by a client that stalls for STALL_MS after the first bytes.
 */
async function statementMemory(url: string, who: SignedIn): Promise<string> {
  let bytes = 0
  const one = await sampleMemory(async () => void (bytes = (await fetchStatement(url, who)).bytes))
  const stalled = await sampleMemory(async () => void (await fetchStatement(url, who, STALL_MS)), true)
  return `${(bytes / 1024 / 1024).toFixed(1)} MB; one download: ${one.growth}; a reader stalling ${STALL_MS / 1000} s: ${stalled.growth}`
}

/**
 * Runs `read` once with every SELECT the app sends (through the pool or inside a transaction) run first under
 * EXPLAIN (ANALYZE, BUFFERS) on the same connection, and prints each distinct query's plan: the plans of the app's own
 * queries, with the settings they run under, not of copies of them. The sign-in session lookup is left out.
 */
async function explainEach(db: Db, name: string, read: () => Promise<unknown>) {
  type Query = (config: string | pg.QueryConfig, values?: unknown, callback?: unknown) => unknown
  const pool = (db as unknown as { $client: pg.Pool }).$client
  const seen = new Map<string, string[]>()
  const patched = new Map<pg.PoolClient, Query>()
  const explaining = (client: pg.PoolClient) => {
    if (patched.has(client)) return
    // Unbound on purpose: called with .call(client) below, and put back as it was afterwards.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const query = client.query as unknown as Query
    patched.set(client, query)
    const run = async (config: string | pg.QueryConfig, values: unknown) => {
      const text = typeof config === 'string' ? config : config.text
      const params = values ?? (typeof config === 'string' ? undefined : config.values)
      if (/^\s*(select|with)\b/i.test(text) && !/from "session"/.test(text) && !seen.has(text)) {
        const plan = (await query.call(client, `explain (analyze, buffers, costs off) ${text}`, params)) as pg.QueryResult<Record<string, string>>
        seen.set(
          text,
          plan.rows.map((r) => r['QUERY PLAN']!),
        )
      }
      return query.call(client, config, values)
    }
    // Both forms the driver uses: a promise, or (pg-pool's own query) a callback as the last argument.
    client.query = ((config: string | pg.QueryConfig, values?: unknown, callback?: unknown) => {
      const done = typeof values === 'function' ? values : callback
      const answer = run(config, typeof values === 'function' ? undefined : values)
      if (typeof done !== 'function') return answer
      const reply = done as (err: unknown, result?: unknown) => void
      answer.then(
        (result) => reply(null, result),
        (err: unknown) => reply(err),
      )
    }) as unknown as typeof client.query
  }
  pool.on('acquire', explaining)
  try {
    await read()
  } finally {
    pool.off('acquire', explaining)
    for (const [client, query] of patched) client.query = query as unknown as typeof client.query
  }
  console.log(`\n== ${name}`)
  for (const [text, plan] of seen) console.log(`-- ${text.replace(/\s+/g, ' ').slice(0, 240)}\n${plan.map((l) => `   ${l}`).join('\n')}`)
}

function print() {
  const sizes = [...bySize.keys()]
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log(
    `\nbench:scale on PostgreSQL; ${SAMPLES} samples per read (after 3 warm-up runs); 1-minute load average ${load.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at the end`,
  )
  console.log(
    `sizes are ledger rows over ${CUSTOMERS.toLocaleString('en-US')} customers, plus the measured customers' ${BIG_CUSTOMER_ENTRIES.toLocaleString('en-US')} and ${SMALL_CUSTOMER_ENTRIES.toLocaleString('en-US')} entries\n`,
  )
  const header = ['read'.padEnd(38), ...sizes.map((s) => `${s.toLocaleString('en-US')} rows: p50 / p99`.padEnd(32))]
  if (sizes.length > 1) header.push('p99 largest ÷ smallest')
  console.log(header.join(' '))
  for (const name of bySize.get(sizes[0]!)!.keys()) {
    const cells = sizes.map((s) => {
      const f = bySize.get(s)!.get(name)!
      return `${ms(f.p50)} / ${ms(f.p99)}`.padEnd(32)
    })
    const line = [name.padEnd(38), ...cells]
    if (sizes.length > 1) line.push((bySize.get(sizes.at(-1)!)!.get(name)!.p99 / bySize.get(sizes[0]!)!.get(name)!.p99).toFixed(2))
    console.log(line.join(' '))
  }
  console.log('')
  for (const note of notes) console.log(note)
}
