/**
 * The reads that must stay fast as the ledger grows (`npm run bench:scale`, PostgreSQL 15): for each size, a fresh
 * database with 100,000 customers and that many ledger rows spread over them, plus one customer with 100,000 entries
 * of their own (the same at every size, so only the table's size changes between sizes). Then p50 and p99 of:
 * that customer's first and last transactions page, the overview's reads, the staff transaction list of that
 * customer, the manager's All Users search over the 100,000 customers (all assigned to one of their workers), the
 * statement CSV of that customer (streamed over HTTP while the process's RSS is sampled), and verify-ledger's time.
 *
 * BENCH_SCALE_SIZES (default 10000,1000000,10000000) and BENCH_SCALE_SAMPLES (default 50) change the run.
 */
import { loadavg } from 'node:os'
import { MANAGER_USERS_PAGE_SIZE } from '@wallet/shared/workers'
import { TRANSACTIONS_PAGE_SIZE } from '@wallet/shared/transactions'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { staff } from '../src/db/schema.ts'
import { verifyLedger } from '../src/modules/ledger/verify-ledger.ts'
import { createTestDatabase } from '../test/database.ts'
import { benchApp, rerunUnderPostgres, signedInAccount, type SignedIn } from './support.ts'

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000,10000000').split(',').map(Number)
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 50)
const CUSTOMERS = 100_000
const BIG_CUSTOMER_ENTRIES = 100_000

rerunUnderPostgres('54338')
if (!process.env.TEST_DATABASE_URL) {
  console.log('bench:scale needs PostgreSQL 15 (at /usr/lib/postgresql/15/bin) or TEST_DATABASE_URL.')
  process.exit(1)
}

interface Figure {
  p50: number
  p99: number
}
type Results = Map<string, Figure>

const load = loadavg()[0]!
const bySize = new Map<number, Results>()
const notes: string[] = []
for (const size of SIZES) bySize.set(size, await measureAt(size))
print()
process.exit(0)

async function measureAt(size: number): Promise<Results> {
  const database = await createTestDatabase()
  const { app, close } = await benchApp(database)
  try {
    const customer = await signedInAccount(app, database)
    const admin = await signedInAccount(app, database, { role: 'ADMIN' })
    const manager = await signedInAccount(app, database, { role: 'MANAGER' })
    const worker = await signedInAccount(app, database, { role: 'WORKER' })
    await database.db.insert(staff).values({ workerId: worker.actor.userId, managerId: manager.actor.userId })
    const seeded = performance.now()
    await seed(database, size, customer.actor.userId, worker.actor.userId)
    console.log(`${size.toLocaleString('en-US')} rows: seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`)
    if (process.env.BENCH_SCALE_EXPLAIN === '1') await explain(database, customer.actor.userId)

    const results: Results = new Map()
    const time = async (name: string, work: () => Promise<unknown>) => results.set(name, await percentiles(work))
    const get = (who: SignedIn, url: string) => async () => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    }
    const lastPage = Math.ceil(BIG_CUSTOMER_ENTRIES / TRANSACTIONS_PAGE_SIZE)
    await time('transactions, first page', get(customer, '/api/transactions?page=1'))
    await time('transactions, last page', get(customer, `/api/transactions?page=${lastPage}`))
    await time('overview (wallets, recent, profile)', () =>
      Promise.all(['/api/wallets', '/api/transactions/recent', '/api/profile'].map((url) => get(customer, url)())),
    )
    await time('staff transaction list', get(admin, `/api/customers/${customer.actor.userId}/transactions?page=1`))
    await time('manager All Users, page 1', get(manager, `/api/manager/users?page=1&perPage=${MANAGER_USERS_PAGE_SIZE}`))
    await time('manager All Users, search', get(manager, `/api/manager/users?page=1&searchQuery=customer-77777`))
    results.set('statement CSV (100,000 entries)', await streamStatement(app, customer, size))
    const started = performance.now()
    const differences = await verifyLedger(database.db)
    if (differences.length > 0) throw new Error(`verify-ledger found ${differences.length} differences`)
    const ms = performance.now() - started
    results.set('verify-ledger', { p50: ms, p99: ms })
    return results
  } finally {
    await close()
    await database.dropped()
  }
}

/** 100,000 customers under the worker, `size` entries spread over them, and the big customer's own entries. */
async function seed(database: Database, size: number, bigCustomer: string, workerId: string) {
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
  await db.execute(sql`update user_profiles set assigned_worker_id = ${workerId} where user_id = ${bigCustomer}`)
  const entries = (count: number, owner: ReturnType<typeof sql>) => sql`
    insert into transactions (user_id, asset, amount, status, type, sent_at, created_at, updated_at)
    select ${owner}, (array['BTC', 'ETH', 'USDT'])[1 + g % 3], (1 + g % 1000)::numeric / 100, 'Complete', 'deposit',
      now() - g * interval '1 second', now() - g * interval '1 second', now()
    from generate_series(1, ${count}) g`
  await db.execute(entries(BIG_CUSTOMER_ENTRIES, sql`${bigCustomer}`))
  await db.execute(entries(size, sql`'scale-' || (1 + g % ${CUSTOMERS})`))
  await db.execute(sql`
    insert into balances (user_id, asset, balance)
    select user_id, asset, sum(amount) from transactions group by user_id, asset
    on conflict (user_id, asset) do update set balance = excluded.balance`)
  // As autovacuum leaves a table in steady use: statistics gathered and the visibility map set.
  await db.execute(sql`vacuum analyze`)
}

/** The plans the figures depend on (BENCH_SCALE_EXPLAIN=1): the history's page and count, and a statement batch. */
async function explain(database: Database, userId: string) {
  const entry = sql`user_id = ${userId} and is_hidden = false and (request_id is null or amount < 0)`
  const queries = {
    'history page (last)': sql`select coalesce(request_id, id)::text from transactions where ${entry} order by sent_at desc nulls last, coalesce(request_id, id) desc limit 10 offset 99990`,
    'history page (first)': sql`select coalesce(request_id, id)::text from transactions where ${entry} order by sent_at desc nulls last, coalesce(request_id, id) desc limit 10`,
    'history count': sql`select count(*) from transactions where ${entry}`,
    'statement batch': sql`select * from transactions where user_id = ${userId} and (sent_at, created_at, id) > ('2000-01-01'::timestamptz, '2000-01-01'::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid) order by sent_at, created_at, id limit 2000`,
  }
  for (const [name, query] of Object.entries(queries)) {
    const result = (await database.db.execute(sql`explain (analyze, costs off, timing off, summary off) ${query}`)) as unknown as { rows: Array<Record<string, string>> }
    console.log(`\n${name}:\n${result.rows.map((r) => `  ${Object.values(r)[0]}`).join('\n')}`)
  }
}

async function percentiles(work: () => Promise<unknown>): Promise<Figure> {
  for (let i = 0; i < 3; i++) await work()
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]! }
}

/**
 * The big customer's statement over real HTTP, read as it streams, three times; the RSS is sampled every 20 ms and
 * its rise over the run is noted (a statement held in memory whole would raise it by its size).
 */
async function streamStatement(app: FastifyInstance, who: SignedIn, size: number): Promise<Figure> {
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/transactions/statement.csv`
  const times: number[] = []
  let bytes = 0
  const rssBefore = process.memoryUsage.rss()
  let rssPeak = rssBefore
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20)
  try {
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      const res = await fetch(url, { headers: { cookie: who.cookie } })
      if (!res.ok || !res.body) throw new Error(`statement: ${res.status}`)
      bytes = 0
      for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength
      times.push(performance.now() - started)
    }
  } finally {
    clearInterval(sampler)
  }
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0)
  notes.push(`${size.toLocaleString('en-US')} rows: statement ${mb(bytes)} MB; process RSS ${mb(rssBefore)} MB before, at most ${mb(rssPeak)} MB while streaming`)
  times.sort((a, b) => a - b)
  return { p50: times[1]!, p99: times[2]! }
}

function print() {
  const sizes = [...bySize.keys()]
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log(`\nbench:scale on PostgreSQL; ${SAMPLES} samples per read (after 3 warm-up runs); 1-minute load average ${load.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at the end`)
  console.log(`sizes are ledger rows over ${CUSTOMERS.toLocaleString('en-US')} customers, plus the measured customer's ${BIG_CUSTOMER_ENTRIES.toLocaleString('en-US')} entries\n`)
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
