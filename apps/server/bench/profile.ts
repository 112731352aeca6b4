/**
 * Where a request's time goes (`npm run bench:profile`, PostgreSQL 15 when installed, else PGlite): the whole app
 * serves GET /api/wallets (or BENCH_PROFILE_PATH) to a load generator running in a worker thread, while the main
 * thread – the server alone – is under V8's CPU profiler. Prints self time grouped by where the code lives (our
 * modules, each package, the runtime) and the twenty costliest functions, and writes the .cpuprofile for DevTools.
 * BENCH_PROFILE_SWAP=1 profiles POST /api/swaps instead, each request with its own Idempotency-Key (one customer,
 * whose row locks make requests wait on each other: the profile's shares hold, its req/s does not compare).
 */
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../src/db/client.ts'
import { createTestDatabase } from '../test/database.ts'
import { load as loadFromWorker } from './load.ts'
import { benchApp, ORIGIN, rerunUnderPostgres, signedInAccount } from './support.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const SWAP = process.env.BENCH_PROFILE_SWAP === '1'
const PATH = SWAP ? '/api/swaps' : (process.env.BENCH_PROFILE_PATH ?? '/api/wallets')
/** A swap small enough for a million-USDT balance to last any run. */
const SWAP_BODY = JSON.stringify({ fromTokenId: 'USDT', toTokenId: 'BTC', fromAmount: '1' })

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

rerunUnderPostgres('54340')
const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : { ...(await openDatabase({})), dropped: undefined }
const { app, close } = await benchApp(database)
const customer = await signedInAccount(app, database, { fundUsdt: '1000000' })
const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${PATH}`

await load(2) // warm up: JIT, pools, the price cache
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 200 })
await session.post('Profiler.start')
const rps = await load(SECONDS)
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile }
session.disconnect()

const file = path.join(tmpdir(), `wallet-${database.kind}-${Date.now()}.cpuprofile`)
writeFileSync(file, JSON.stringify(profile))
report(profile)
console.log(
  `\n${database.kind}, ${PATH}: ${rps.toFixed(0)} req/s under the profiler, ${CONNECTIONS} connections, ${SECONDS} s; load average ${loadavg()[0]!.toFixed(1)}`,
)
console.log(`profile: ${file} (open in Chrome DevTools → Performance)`)
await close()
await (database.dropped ?? database.close)()
process.exit(0)

/** Load from a worker thread, so that the profile of this thread is the server's work alone. */
async function load(seconds: number): Promise<number> {
  const measure = await loadFromWorker({
    url,
    seconds,
    connections: CONNECTIONS,
    headers: { cookie: customer.cookie, origin: ORIGIN, 'content-type': 'application/json' },
    ...(SWAP ? { method: 'POST', body: SWAP_BODY, idempotencyKeys: true } : {}),
  })
  if (measure.errors) throw new Error(`${measure.errors} failed requests`)
  return measure.rps
}

/** Self time by where the code lives, then by function. */
function report(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)))
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const byPlace = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const [id, micros] of self) {
    const { functionName, url: where, lineNumber } = byId.get(id)!.callFrame
    const place = placeOf(functionName, where)
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros)
    const fn = `${functionName || '(anonymous)'}  ${shorten(where)}:${lineNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros)
  }
  const pct = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`
  console.log('\nself time by place')
  for (const [place, micros] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pct(micros)}  ${place}`)
  console.log('\ncostliest functions (self time)')
  for (const [fn, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pct(micros)}  ${fn}`)
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((sum, [, micros]) => sum + micros, 0)
  const metrics = inclusive(p, (frame) => /plugins\/request-metrics|node_modules\/prom-client\//.test(frame.url))
  console.log(`\nthe metrics' request timing (its hook and prom-client, callees included): ${((100 * metrics) / (total - idle)).toFixed(2)} % of the busy time`)
}

/** The time of every sample with a frame matching `match` on its stack, callees included. */
function inclusive(p: Profile, match: (frame: ProfileNode['callFrame']) => boolean): number {
  const parentOf = new Map<number, number>()
  for (const node of p.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const byId = new Map(p.nodes.map((n) => [n.id, n]))
  const matches = new Map<number, boolean>()
  const onStack = (id: number): boolean => {
    const known = matches.get(id)
    if (known !== undefined) return known
    const parent = parentOf.get(id)
    const found = match(byId.get(id)!.callFrame) || (parent !== undefined && onStack(parent))
    matches.set(id, found)
    return found
  }
  return p.samples.reduce((sum, id, i) => sum + (onStack(id) ? (p.timeDeltas[i] ?? 0) : 0), 0)
}

function placeOf(functionName: string, where: string): string {
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') return functionName
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)
  if (pkg) return pkg[1]!
  const ours = /\/(apps\/server\/src\/[^/]+(?:\/[^/]+)?)\//.exec(where) ?? /\/(packages\/shared)\//.exec(where)
  if (ours) return ours[1]!
  if (where.startsWith('node:')) return `node: ${where.slice(5).split('/')[0]}`
  return where ? shorten(where) : '(native)'
}

function shorten(where: string): string {
  return where
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/apps\/server\//, '')
}
