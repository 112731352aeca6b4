/**
 * Benchmarks the full stack against a bare Fastify route doing the same database work, on PGlite and on
 * PostgreSQL, in one run (`npm run bench`). Prints req/s and p99 for each and the ratio full ÷ bare.
 *
 * - balance read: GET /api/wallets (session lookup, permission, serialisation) vs the wallets service call alone
 * - metrics: the same GET /api/wallets on the full stack with its metrics (each answer timed, /metrics scraped every
 *   SCRAPE_MS of the side's running time) vs the full stack built without them, on the same database and sessions;
 *   also the server thread's CPU per request on each side, a scrape's cost, and two apps without metrics against
 *   each other: what apps built alike differ by (docs/decisions/112-metrics.md)
 * - swap request: POST /api/swaps with a fresh Idempotency-Key each (plus validation and the idempotency
 *   record) vs the swap service call alone, spread over CUSTOMERS customers (one customer's row locks would
 *   serialise everything)
 * - swap service vs the floor: the swap service's bare route against a bare route running a one-row
 *   `UPDATE … RETURNING` transaction on the same database (what any money write costs at least)
 * - staff action, the audit chain's head published after it or not: PUT /api/customers/:id/note by an admin (the row
 *   marked with AUDIT_KEY either way), with the app's publishing of the head after each staff action, and with it
 *   switched off between rounds, for what the published head costs per staff action
 *   (docs/decisions/048-audit-chain-the-database-cannot-rewrite.md)
 *
 * The load comes from autocannon in a worker thread (`load.ts`), beside the server's thread rather than inside it.
 * Every side of the two swap comparisons gets the same requests, the full stack's
 * (docs/decisions/089-bench-sends-every-side-the-same-requests.md).
 *
 * BENCH_CASES picks comparisons by name (balance, metrics, swap, floor, staff; all by default), BENCH_SECONDS their
 * length.
 *
 * PostgreSQL: when no TEST_DATABASE_URL is set and PostgreSQL 15 is installed, this script re-runs itself
 * under scripts/with-postgres.sh (a throwaway cluster); otherwise it says why PostgreSQL is skipped.
 */
import { loadavg } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import pino from 'pino'
import { openDatabase, type Database } from '../src/db/client.ts'
import { balances } from '../src/db/schema.ts'
import { createTestDatabase } from '../test/database.ts'
import { load, type Load, type Measure } from './load.ts'
import { benchApp, ORIGIN, PG_BIN, rerunUnderPostgres, signedInAccount, type SignedIn } from './support.ts'

/** Seconds per measurement (full or bare), split into ROUNDS alternating rounds. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 12)
/** Even, so that each side goes first in as many rounds as the other (full, bare, then bare, full…). */
const ROUNDS = 2 * Math.round(Number(process.env.BENCH_ROUNDS ?? 4) / 2)
/** Untimed seconds of load on each side before a comparison's rounds. */
const WARM_UP_S = 2
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** Customers the swaps are spread over, each request the next one's turn. */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100)
const SWAP = { fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '1' } as const
const CASE_NAMES = ['balance', 'metrics', 'swap', 'floor', 'staff'] as const
type CaseName = (typeof CASE_NAMES)[number]
/** The comparisons to run: BENCH_CASES, a comma-separated list of CASE_NAMES (all by default). */
const CASES: readonly string[] = process.env.BENCH_CASES?.split(',') ?? CASE_NAMES
const unknownCases = CASES.filter((c) => !(CASE_NAMES as readonly string[]).includes(c))
if (unknownCases.length > 0) throw new Error(`BENCH_CASES: unknown ${unknownCases.join(', ')} (known: ${CASE_NAMES.join(', ')})`)
/** How often the side with metrics is scraped after the scrape that starts each of its rounds: Prometheus's default. */
const SCRAPE_MS = 15_000

interface Row {
  db: string
  case: string
  /** What the two columns are: the full stack against the bare route, the bare route against the floor, or a staff action with the head published after it against without. */
  columns?: 'service ÷ floor' | 'published ÷ not' | 'metrics ÷ none' | 'none ÷ none'
  full: Measure
  bare: Measure
  /** The server thread's CPU time per answered request, in µs, of each side's timed rounds (the metrics case). */
  cpu?: { full: number; bare: number; scrape?: number }
}

rerunUnderPostgres('54339')

const loadBefore = loadavg()[0]!
const rows: Row[] = []
rows.push(...(await benchOn('pglite', await openDatabase({}))))
if (process.env.TEST_DATABASE_URL) {
  rows.push(...(await benchOn('postgres', await createTestDatabase())))
} else {
  console.log(`PostgreSQL skipped: PostgreSQL 15 is not installed at ${PG_BIN} (and TEST_DATABASE_URL is not set).`)
}
printTable(rows)
process.exit(0)

async function benchOn(kind: string, database: Database & { dropped?: () => Promise<void> }): Promise<Row[]> {
  const { app, authSecret, close } = await benchApp(database)
  // The metrics comparison runs on apps built alike, none the one that signs everyone in (which measured slower on
  // PostgreSQL even against itself), each with a logger as main.ts gives it (silent here): without one, Fastify skips
  // listening for the end of each answer unless a hook needs it, a shortcut the server never takes.
  // How an app is built moves its cost by a few per cent: built second, the app with metrics measured 4.5 to 8.8 % more
  // CPU per request on PostgreSQL in seven runs; built last, -2.0 to +4.1 % in three. So two apps without metrics are
  // compared as well, the floor of what the metrics comparison can tell, and the app with metrics comes last.
  const logger = pino({ level: 'silent' })
  const withoutMetrics = await benchApp(database, { metrics: false, authSecret, logger })
  const withoutMetricsAgain = await benchApp(database, { metrics: false, authSecret, logger })
  const withMetrics = await benchApp(database, { authSecret, logger })
  const pool: SignedIn[] = []
  for (let i = 0; i < CUSTOMERS; i++) pool.push(await signedInAccount(app, database, { fundUsdt: '1000000000000' }))
  const actor = pool[0]!
  const bare = bareApp(app, database, pool)
  const fullUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })
  const measuredUrl = await withMetrics.app.listen({ port: 0, host: '127.0.0.1' })
  const unmeasuredUrl = await withoutMetrics.app.listen({ port: 0, host: '127.0.0.1' })
  const unmeasuredAgainUrl = await withoutMetricsAgain.app.listen({ port: 0, host: '127.0.0.1' })
  try {
    await app.services.prices.current()
    const out: Row[] = []
    /** One comparison, unless BENCH_CASES leaves it out. */
    const measure = async (name: CaseName, row: Omit<Row, 'db' | 'full' | 'bare'>, full: Side, bare: Side) => {
      if (!CASES.includes(name)) return
      console.log(`${kind}: ${row.case}`)
      out.push({ db: kind, ...row, ...(await compare(full, bare)) })
    }
    const balanceRead = (url: string) => ({ url: `${url}/api/wallets`, headers: { cookie: actor.cookie } })
    await measure(
      'balance',
      { case: 'balance read (GET /api/wallets)' },
      (seconds) => run(balanceRead(fullUrl), seconds),
      (seconds) => run({ url: `${bareUrl}/bare/wallets` }, seconds),
    )
    const scrape = () => withMetrics.app.inject({ method: 'GET', url: '/metrics' })
    // Scraped as Prometheus would (the registry, the gauges' queries included): once as this side first runs, then
    // every SCRAPE_MS of its own running time, its rounds put end to end.
    let runningMs = 0
    let scrapedAtMs = -SCRAPE_MS
    const measured: Side = async (seconds) => {
      const started = performance.now()
      const scrapeWhenDue = () => {
        const now = runningMs + performance.now() - started
        if (now - scrapedAtMs < SCRAPE_MS) return
        scrapedAtMs = now
        void scrape()
      }
      scrapeWhenDue()
      const scraper = setInterval(scrapeWhenDue, 100)
      try {
        return await run(balanceRead(measuredUrl), seconds)
      } finally {
        clearInterval(scraper)
        runningMs += performance.now() - started
      }
    }
    // On a machine shared with other work, req/s moves by more than the few per cent measured here; the CPU time the
    // server's thread spends per request moves much less, so it is reported beside the ratio.
    const cpuWith = { us: 0, requests: 0 }
    const cpuWithout = { us: 0, requests: 0 }
    await measure(
      'metrics',
      { case: 'balance read, metrics on or off', columns: 'metrics ÷ none' },
      withThreadCpu(measured, cpuWith),
      withThreadCpu((seconds) => run(balanceRead(unmeasuredUrl), seconds), cpuWithout),
    )
    const metricsRow = out.find((r) => r.columns === 'metrics ÷ none')
    if (metricsRow) {
      // A scrape's own cost, measured with no other load on the thread.
      const before = process.threadCpuUsage()
      for (let i = 0; i < 20; i++) await scrape()
      const used = process.threadCpuUsage(before)
      metricsRow.cpu = { full: cpuWith.us / cpuWith.requests, bare: cpuWithout.us / cpuWithout.requests, scrape: (used.user + used.system) / 20 }
      const first = { us: 0, requests: 0 }
      const second = { us: 0, requests: 0 }
      await measure(
        'metrics',
        { case: 'balance read, two apps without', columns: 'none ÷ none' },
        withThreadCpu((seconds) => run(balanceRead(unmeasuredUrl), seconds), first),
        withThreadCpu((seconds) => run(balanceRead(unmeasuredAgainUrl), seconds), second),
      )
      const control = out.find((r) => r.columns === 'none ÷ none')!
      control.cpu = { full: first.us / first.requests, bare: second.us / second.requests }
    }
    const cookies = pool.map((customer) => customer.cookie)
    // The next customer's turn, and each request its own Idempotency-Key, as a client would send. The bare routes (the
    // swap's and the floor) get the same requests and ignore what they do not use: the load generator, on the same two
    // cores, then costs every side alike (building each request anew costs it about 25 µs more than resending one).
    const swapRequest = (url: string) => ({
      url,
      method: 'POST' as const,
      body: JSON.stringify(SWAP),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      cookies,
      idempotencyKeys: true,
    })
    const fullSwaps: Side = (seconds) => run(swapRequest(`${fullUrl}/api/swaps`), seconds)
    const bareSwaps: Side = (seconds) => run(swapRequest(`${bareUrl}/bare/swaps`), seconds)
    await measure('swap', { case: `swap request (${CUSTOMERS} customers)` }, fullSwaps, bareSwaps)
    const floor: Side = (seconds) => run(swapRequest(`${bareUrl}/bare/floor`), seconds)
    await measure('floor', { case: 'swap service vs one-row UPDATE', columns: 'service ÷ floor' }, bareSwaps, floor)
    if (CASES.includes('staff')) {
      const admin = await signedInAccount(app, database, { role: 'ADMIN' })
      const note: Omit<Load, 'seconds' | 'connections'> = {
        url: `${fullUrl}/api/customers/${actor.actor.userId}/note`,
        method: 'PUT',
        body: JSON.stringify({ note: 'bench' }),
        headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: admin.cookie },
      }
      // The sides take turns (never at once), so the publishing can be switched off for the other side's rounds.
      const { audit } = app.services
      const publishHead = audit.publishHead.bind(audit)
      const published: Side = (seconds) => ((audit.publishHead = publishHead), run(note, seconds))
      const unpublished: Side = (seconds) => ((audit.publishHead = async () => ({ seq: 0, hash: '', mark: '', publishedAt: '' })), run(note, seconds))
      await measure('staff', { case: 'staff action (PUT note)', columns: 'published ÷ not' }, published, unpublished)
      audit.publishHead = publishHead
    }
    return out
  } finally {
    await bare.close()
    await withMetrics.close()
    await withoutMetrics.close()
    await withoutMetricsAgain.close()
    await close()
    await (database.dropped ?? database.close)()
  }
}

/**
 * The same service calls, hence the same SQL, with no session lookup, validation, idempotency or response schema;
 * swaps take the customers in turn like the full stack's. The floor is the least a money write costs: a transaction
 * updating one row and reading it back, on a row of its own per customer.
 */
function bareApp(app: FastifyInstance, database: Database, pool: SignedIn[]): FastifyInstance {
  const bare = Fastify({ logger: false })
  const { actor } = pool[0]!
  let turn = 0
  bare.get('/bare/wallets', async () => ({ wallets: await app.services.wallets.list(actor.userId) }))
  bare.post('/bare/swaps', async (req, reply) =>
    reply.code(201).send(await app.services.swaps.create(pool[turn++ % pool.length]!.actor, req.body as typeof SWAP)),
  )
  bare.post('/bare/floor', async (_req, reply) => {
    const userId = pool[turn++ % pool.length]!.actor.userId
    const [row] = await database.db.transaction((tx) =>
      tx
        .update(balances)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(balances.userId, userId), eq(balances.asset, 'USDT')))
        .returning(),
    )
    return reply.code(201).send(row)
  })
  return bare
}

/** A side of a comparison: load for `seconds` (one round's share of DURATION_S when not given). */
type Side = (seconds?: number) => Promise<Measure>

/** `side`, adding up the CPU time of this (the server's) thread and the requests answered over its timed rounds. */
function withThreadCpu(side: Side, total: { us: number; requests: number }): Side {
  return async (seconds) => {
    if (seconds !== undefined) return side(seconds) // a warm-up
    const before = process.threadCpuUsage()
    const measure = await side()
    const used = process.threadCpuUsage(before)
    total.us += used.user + used.system
    total.requests += measure.rps * (DURATION_S / ROUNDS)
    return measure
  }
}

/**
 * Full and bare in alternating rounds, so that a change in the machine's load between them (it is shared)
 * weighs on both alike. req/s is the mean over rounds, p99 the median of the rounds' p99. Each side first runs
 * WARM_UP_S untimed: the side that went first would otherwise pay alone for compiling the code that both share
 * (the service) and for preparing its statements on the pool's connections.
 */
async function compare(full: Side, bare: Side): Promise<{ full: Measure; bare: Measure }> {
  await full(WARM_UP_S)
  await bare(WARM_UP_S)
  const fulls: Measure[] = []
  const bares: Measure[] = []
  for (let i = 0; i < ROUNDS; i++) {
    // Each side first in every other round: what the machine does after a round (a collection, a checkpoint) weighs
    // on both alike.
    if (i % 2 === 0) {
      fulls.push(await full())
      bares.push(await bare())
    } else {
      bares.push(await bare())
      fulls.push(await full())
    }
  }
  return { full: combine(fulls), bare: combine(bares) }
}

function combine(ms: Measure[]): Measure {
  const p99s = ms.map((m) => m.p99).sort((a, b) => a - b)
  return {
    rps: ms.reduce((sum, m) => sum + m.rps, 0) / ms.length,
    p99: p99s[Math.floor(p99s.length / 2)]!,
    errors: ms.reduce((sum, m) => sum + m.errors, 0),
  }
}

function run(options: Omit<Load, 'seconds' | 'connections'>, seconds = DURATION_S / ROUNDS): Promise<Measure> {
  return load({ connections: CONNECTIONS, seconds, ...options })
}

function printTable(all: Row[]) {
  const fmt = (m: Measure) => `${m.rps.toFixed(0).padStart(6)} req/s  p99 ${String(m.p99).padStart(4)} ms${m.errors ? `  (${m.errors} errors)` : ''}`
  // Figures from a machine busy with other work are not comparable: say how busy it was.
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each in ${ROUNDS} alternating rounds; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`,
  )
  console.log(`${'database'.padEnd(9)} ${'case'.padEnd(34)} ${'full stack (or service)'.padEnd(34)} ${'bare route (or floor)'.padEnd(34)} ratio`)
  for (const r of all) {
    // A machine too busy to finish a request in a round gives no ratio, not a made-up one.
    const ratio =
      r.full.rps > 0 && r.bare.rps > 0 ? `${(r.full.rps / r.bare.rps).toFixed(2)} ${r.columns ?? 'full ÷ bare'}` : 'no ratio: a side answered nothing'
    console.log(`${r.db.padEnd(9)} ${r.case.padEnd(34)} ${fmt(r.full).padEnd(34)} ${fmt(r.bare).padEnd(34)} ${ratio}`)
  }
  for (const r of all.filter((row) => row.cpu)) {
    const { full, bare, scrape } = r.cpu!
    const difference = `${((full / bare - 1) * 100).toFixed(1)} %`
    console.log(
      scrape === undefined
        ? `${r.db}: ${r.case}: the server thread's CPU per request ${full.toFixed(0)} µs and ${bare.toFixed(0)} µs (${difference}): what apps built alike differ by`
        : `${r.db}: ${r.case}: the server thread's CPU per request ${full.toFixed(0)} µs with metrics, ${bare.toFixed(0)} µs without (${difference}); a scrape ${(scrape / 1000).toFixed(1)} ms`,
    )
  }
}
