/**
 * Event streams at scale (`npm run bench:streams`): the compiled server, started as `npm start` starts it, on a PGlite
 * folder, holds BENCH_STREAMS (1,000) open event streams (`GET /api/events`), customers and staff mixed: two managers,
 * their workers, and customers. Then a manager posts an announcement, and every customer sends money once (its
 * ledger row is a transaction event to that customer, and a work-queue change to staff). Checks that each event
 * reaches every stream that should see it and no other, and prints the p99 delivery time (from the row's timestamp
 * in the database to the event's arrival; target ≤ 1 s) and the server's resident memory with the streams open (target ≤ 400 MB).
 * Exits 1 on a wrong delivery or a missed target (docs/decisions/116-event-streams-at-scale.md).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { staff, userProfiles, users } from '../src/db/schema.ts'
import { createLedger } from '../src/money/ledger/ledger.service.ts'
import { serverNodeArgs } from '../scripts/start-command.mjs'
import { freePort, mintSession, sleep, waitFor } from './support.ts'
import { LOAD_RUN_LIMITS } from '../test/build-test-app.ts'

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000)
const MANAGERS = 2
/** A fifth of the streams are staff: two managers and their workers, half each. */
const WORKERS_PER_MANAGER = Math.floor((STREAMS / 5 - MANAGERS) / MANAGERS)
const CUSTOMERS = STREAMS - MANAGERS - MANAGERS * WORKERS_PER_MANAGER
const TARGET_P99_MS = 1000
const TARGET_RSS_MB = 400
/** Sends in flight at once: customers acting together, not all in the same millisecond. */
const SEND_CONCURRENCY = 20
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' })
if (built.status !== 0) throw new Error('building the server failed')

const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-streams-'))
const port = await freePort()
const publicUrl = `http://127.0.0.1:${port}`
const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') }
type Kind = 'customer' | 'manager' | 'worker'
interface Account {
  id: string
  kind: Kind
  managerIndex?: number
  cookie: string
}
const accounts = await seed()

const server = spawn(process.execPath, serverNodeArgs(), {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...LOAD_RUN_LIMITS,
    ...secrets,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
process.on('exit', () => server.kill('SIGKILL'))
await waitFor(async () => (await fetch(`${publicUrl}/api/health`)).ok, 'the server', 180_000)
const idleRss = rssMb()
console.log(`before the streams: ${await memoryParts()}; its peak while starting (VmHWM) ${rssMb('VmHWM')} MB`)

interface Received {
  event: string
  data: string
  /** performance.now() as it arrived. */
  at: number
  /** The wall clock as it arrived, to set against the database's timestamps (server and bench share the machine's clock). */
  wall: number
}
interface Stream {
  account: Account
  received: Received[]
}
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
const openedAt = performance.now()
const streams = await Promise.all(accounts.map(openStream))
console.log(`\n${streams.length} streams open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s`)
await sleep(3_000)
const openRss = rssMb()
console.log(`with the streams open: ${await memoryParts()}`)
let peakRss = openRss
let peakParts = 'no higher than with the streams open'
const sampler = setInterval(() => {
  const now = rssMb()
  if (now <= peakRss) return
  peakRss = now
  void memoryParts().then((parts) => (peakParts = parts))
}, 250)
const cpuBeforeEvents = cpuSeconds()

const problems: string[] = []

// An announcement of the first manager: to each of their workers' streams, and no other.
const manager = accounts.find((a) => a.kind === 'manager' && a.managerIndex === 0)!
const announcedAt = performance.now()
const posted = await call<{ announcement: { id: string } }>(manager, '/api/manager/announcements', { message: `Bench announcement ${randomUUID()}` })
const announcementId = posted.announcement.id
await waitFor(async () => streams.every((s) => !shouldHearAnnouncement(s.account) || announcementsOf(s).length > 0), 'the announcement', 30_000).catch(() =>
  problems.push('some workers never heard the announcement'),
)
await sleep(1_000)
const announcementDelays: number[] = []
const announcementFromRequest: number[] = []
for (const s of streams) {
  const heard = announcementsOf(s)
  if (shouldHearAnnouncement(s.account)) {
    if (heard.length !== 1 || (JSON.parse(heard[0]!.data) as { id: string }).id !== announcementId)
      problems.push(`worker ${s.account.id} heard ${heard.length} announcements`)
    else {
      announcementDelays.push(heard[0]!.wall - Date.parse((JSON.parse(heard[0]!.data) as { created_at: string }).created_at))
      announcementFromRequest.push(heard[0]!.at - announcedAt)
    }
  } else if (heard.length > 0) problems.push(`a ${s.account.kind} heard an announcement not meant for them`)
}

// Every customer sends money once: the ledger row is a transaction event on that customer's stream only.
const sendStarted = new Map<string, { at: number; transactionId: string; writtenAt: number }>()
const customers = streams.filter((s) => s.account.kind === 'customer')
let next = 0
await Promise.all(
  Array.from({ length: SEND_CONCURRENCY }, async () => {
    while (next < customers.length) {
      const s = customers[next++]!
      const at = performance.now()
      const answer = await call<{ transaction: { id: string; sentAt: string } }>(
        s.account,
        '/api/wallets/send',
        { assetId: 'USDT', amount: '0.5', recipientAddress: ADDRESS },
        { 'idempotency-key': randomUUID() },
      )
      sendStarted.set(s.account.id, { at, transactionId: answer.transaction.id, writtenAt: Date.parse(answer.transaction.sentAt) })
    }
  }),
)
await waitFor(async () => customers.every((s) => transactionsOf(s).length > 0), 'the transaction events', 30_000).catch(() =>
  problems.push('some customers never heard their transaction'),
)
await sleep(1_000)
clearInterval(sampler)
const eventsCpu = cpuSeconds() - cpuBeforeEvents
const lifetimePeakRss = rssMb('VmHWM')
console.log(`at the peak during the events: ${peakParts}`)
const transactionDelays: number[] = []
const transactionFromRequest: number[] = []
for (const s of streams) {
  const heard = transactionsOf(s)
  if (s.account.kind !== 'customer') {
    if (heard.length > 0) problems.push(`a ${s.account.kind} heard a customer's transaction`)
    continue
  }
  const sent = sendStarted.get(s.account.id)!
  if (heard.length !== 1 || (JSON.parse(heard[0]!.data) as { transactionId: string }).transactionId !== sent.transactionId) {
    problems.push(`customer ${s.account.id} heard ${heard.length} transaction events, not just their own`)
  } else {
    transactionDelays.push(heard[0]!.wall - sent.writtenAt)
    transactionFromRequest.push(heard[0]!.at - sent.at)
  }
  if (s.received.some((r) => r.event === 'work')) problems.push('a customer heard a staff work-queue event')
}
const staffHeardWork = streams.filter((s) => s.account.kind !== 'customer' && s.received.some((r) => r.event === 'work')).length

for (const s of streams) s.received.length = 0
agent.destroy()
server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))
rmSync(dataDir, { recursive: true, force: true })

const all = [...announcementDelays, ...transactionDelays]
console.log(`\nevent streams on PGlite: ${STREAMS} open (${CUSTOMERS} customers, ${MANAGERS} managers, ${MANAGERS * WORKERS_PER_MANAGER} workers)`)
console.log(`  load average ${loadavg()[0]!.toFixed(1)}`)
console.log("  delivery: from the row's timestamp in the database (its transaction's start) to the event's arrival")
console.log(`    announcement to ${announcementDelays.length} workers: ${figures(announcementDelays)}`)
console.log(`    a send by each of ${transactionDelays.length} customers (${SEND_CONCURRENCY} at a time): ${figures(transactionDelays)}`)
console.log("  from the request's start (the request's own time included):")
console.log(`    announcement: ${figures(announcementFromRequest)}; sends: ${figures(transactionFromRequest)}`)
console.log(`  staff streams that heard the work queues move:  ${staffHeardWork} of ${STREAMS - CUSTOMERS}`)
const p99 = percentile(all, 0.99)
console.log(`  p99 delivery, all events: ${p99.toFixed(0)} ms  ${p99 <= TARGET_P99_MS ? `≤ ${TARGET_P99_MS} ms` : `ABOVE ${TARGET_P99_MS} ms`}`)
console.log(
  `  server RSS: ${idleRss} MB before the streams, ${openRss} MB with them open, peak ${peakRss} MB  ${peakRss <= TARGET_RSS_MB ? `≤ ${TARGET_RSS_MB} MB` : `ABOVE ${TARGET_RSS_MB} MB`}`,
)
console.log(`  server CPU during the events: ${eventsCpu.toFixed(1)} s; its RSS peak since start-up (VmHWM): ${lifetimePeakRss} MB`)
for (const p of problems.slice(0, 10)) console.log(`  WRONG: ${p}`)
if (problems.length > 10) console.log(`  … and ${problems.length - 10} more`)
process.exit(problems.length === 0 && p99 <= TARGET_P99_MS && peakRss <= TARGET_RSS_MB ? 0 : 1)

function shouldHearAnnouncement(account: Account): boolean {
  return account.kind === 'worker' && account.managerIndex === 0
}
function announcementsOf(s: Stream): Received[] {
  return s.received.filter((r) => r.event === 'announcement')
}
function transactionsOf(s: Stream): Received[] {
  return s.received.filter((r) => r.event === 'transaction')
}

/** Accounts written straight to the folder before the server opens it: staff with an authenticator, customers funded. */
async function seed(): Promise<Account[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
  const ledger = createLedger()
  const made: Account[] = []
  const add = async (kind: Kind, managerIndex?: number): Promise<Account> => {
    const id = randomUUID()
    const role = kind === 'customer' ? 'USER' : kind === 'manager' ? 'MANAGER' : 'WORKER'
    const staffMember = kind !== 'customer'
    await database.db.insert(users).values({
      id,
      name: 'Bench',
      fullName: 'Bench',
      email: `streams-${id}@example.com`,
      emailVerified: true,
      role,
      // A staff member's own authenticator is what lets their session through (decision 072); the session is minted.
      ...(staffMember ? { activeMfaMethod: 'totp', twoFactorEnabled: true } : {}),
    })
    const account = { id, kind, managerIndex, cookie: await mintSession(database.db, id, secrets.AUTH_SECRET) }
    made.push(account)
    return account
  }
  const managers = []
  for (let m = 0; m < MANAGERS; m++) managers.push(await add('manager', m))
  for (let m = 0; m < MANAGERS; m++) {
    for (let w = 0; w < WORKERS_PER_MANAGER; w++) {
      const worker = await add('worker', m)
      await database.db.insert(staff).values({ workerId: worker.id, managerId: managers[m]!.id })
    }
  }
  for (let c = 0; c < CUSTOMERS; c++) {
    const customer = await add('customer')
    await database.db.insert(userProfiles).values({ userId: customer.id })
    await database.db.transaction((tx) => ledger.record(tx, { userId: customer.id, asset: 'USDT', amount: '1000', status: 'Complete', type: 'deposit' }))
  }
  await database.close()
  return made
}

/** Opens `account`'s event stream and resolves once the server has said it is connected. */
function openStream(account: Account): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { account, received: [] }
    const req = http.get(`${publicUrl}/api/events`, { agent, headers: { cookie: account.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`a ${account.kind}'s stream answered ${res.statusCode}`))
      res.setEncoding('utf8')
      let buffered = ''
      res.on('data', (chunk: string) => {
        const at = performance.now()
        const wall = Date.now()
        buffered += chunk
        let end: number
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end)
          buffered = buffered.slice(end + 2)
          if (block.startsWith(': connected')) resolve(stream)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          if (event) stream.received.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '', at, wall })
        }
      })
    })
    req.on('error', reject)
  })
}

async function call<T>(account: Account, url: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(publicUrl + url, {
    method: 'POST',
    headers: { cookie: account.cookie, origin: publicUrl, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (res.status >= 300) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

function figures(values: number[]): string {
  return `p50 ${percentile(values, 0.5).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`
}

/**
 * Where the server's memory is, from its own /metrics (open outside production): the V8 heap (its young generation
 * apart) and the memory outside it, mostly PGlite's WebAssembly memory (decision 118).
 */
async function memoryParts(): Promise<string> {
  const text = await (await fetch(`${publicUrl}/metrics`)).text()
  const mb = (series: string) =>
    Math.round(
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1],
      ) /
        2 ** 20,
    )
  return (
    `RSS ${mb('process_resident_memory_bytes')} MB; V8 heap ${mb('nodejs_heap_size_used_bytes')} MB used of ${mb('nodejs_heap_size_total_bytes')} MB ` +
    `(young generation ${mb('nodejs_heap_space_size_total_bytes{space="new"}')} MB); outside the heap ${mb('nodejs_external_memory_bytes')} MB`
  )
}

/** The server's resident memory now (VmRSS), or its peak since it started (VmHWM). */
function rssMb(field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024)
}

/** The CPU time the server has used, user and system (`/proc/<pid>/stat`, in clock ticks of 1/100 s). */
function cpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
