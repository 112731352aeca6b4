/**
 * The server's memory on the embedded database (`npm run bench:memory`): the compiled server, started as `npm start`
 * starts it, on a PGlite folder with BENCH_MEMORY_CUSTOMERS (50) funded customers. Prints its resident memory (VmRSS)
 * after start-up, every minute of BENCH_MEMORY_SECONDS (600) of load from 20 clients (balances, history pages,
 * swaps, sends and stakes with an Idempotency-Key each, notifications) and after the load, against the
 * 400 MB target; exits 1 above it (docs/decisions/064-server-memory.md).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { loadEnv, REPO_ROOT } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { createMailer } from '../src/lib/mailer.ts'
import { createAccount } from '../src/identity/sign-in/accounts.ts'
import { createServices } from '../src/services.ts'
import { serverNodeArgs } from '../scripts/start-command.mjs'
import { freePort, mintSession, sleep, waitFor } from './support.ts'
import { LOAD_RUN_LIMITS } from '../test/build-test-app.ts'

const TARGET_MB = 400
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 600)
const CUSTOMERS = Number(process.env.BENCH_MEMORY_CUSTOMERS ?? 50)
const CLIENTS = 20
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' })
if (built.status !== 0) throw new Error('building the server failed')

const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-memory-'))
const port = await freePort()
const publicUrl = `http://127.0.0.1:${port}`
const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') }
const cookies = await seed()

// Started as `npm start` starts it (its node flags included).
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
const startedAt = performance.now()
await waitFor(async () => (await fetch(`${publicUrl}/api/health`)).ok, 'the server', 180_000)
console.log(`\nstarted in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
await sleep(5_000)
const afterStart = rssMb()
console.log(`RSS after start-up: ${afterStart} MB`)

let stop = false
let requests = 0
let failures = 0
const clients = Array.from({ length: CLIENTS }, (_, i) => client(cookies[i % cookies.length]!))
let peak = afterStart
const loadStart = Date.now()
for (let minute = 1; Date.now() - loadStart < SECONDS * 1000; minute++) {
  const next = loadStart + Math.min(SECONDS, minute * 60) * 1000
  while (Date.now() < next) {
    await sleep(1_000)
    peak = Math.max(peak, rssMb())
  }
  console.log(`  ${String(Math.round((Date.now() - loadStart) / 1000)).padStart(4)} s: RSS ${rssMb()} MB, ${requests} requests (${failures} failed)`)
}
stop = true
await Promise.all(clients)
await sleep(5_000)
const afterLoad = rssMb()
server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))
rmSync(dataDir, { recursive: true, force: true })

const verdict = (mb: number) => (mb <= TARGET_MB ? `≤ ${TARGET_MB} MB` : `ABOVE ${TARGET_MB} MB`)
console.log(`\nserver RSS on PGlite (load average ${loadavg()[0]!.toFixed(1)}):`)
console.log(`  after start-up:             ${afterStart} MB  ${verdict(afterStart)}`)
console.log(`  after ${SECONDS} s of load:      ${afterLoad} MB  ${verdict(afterLoad)}  (peak ${peak} MB; ${requests} requests, ${failures} failed)`)
process.exit(afterStart <= TARGET_MB && afterLoad <= TARGET_MB && failures === 0 ? 0 : 1)

/** Customers with funds and open sessions, written to the folder before the server opens it. */
async function seed(): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', PUBLIC_URL: publicUrl, ...secrets })
  const services = createServices({
    database,
    env,
    mailer: createMailer({ from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), log: pino({ level: 'silent' }) }),
  })
  const made: string[] = []
  for (let i = 0; i < CUSTOMERS; i++) {
    const { id } = await createAccount(services.auth, { email: `memory-${i}@example.com`, password: 'memory passphrase 1', fullName: `Memory ${i}` })
    await services.customers.ensureProfile(id)
    for (const [asset, amount] of [
      ['USDT', '1000000'],
      ['ETH', '1000'],
      ['BTC', '50'],
    ] as const) {
      await database.db.transaction((tx) => services.ledger.record(tx, { userId: id, asset, amount, status: 'Complete', type: 'deposit' }))
    }
    made.push(await mintSession(database.db, id, secrets.AUTH_SECRET))
  }
  await services.sessions.close()
  await database.close()
  return made
}

/** One customer's browsing and money moves, in a loop, until told to stop. */
async function client(cookie: string) {
  const reads = ['/api/wallets', '/api/transactions?page=1', '/api/transactions/recent', '/api/notifications', '/api/stakes/active']
  while (!stop) {
    const roll = Math.random()
    const [method, url, body] =
      roll < 0.7
        ? (['GET', reads[Math.floor(Math.random() * reads.length)]!, undefined] as const)
        : roll < 0.85
          ? (['POST', '/api/swaps', { fromTokenId: 'USDT', toTokenId: 'ETH', fromAmount: '1' }] as const)
          : roll < 0.95
            ? (['POST', '/api/wallets/send', { assetId: 'USDT', amount: '0.5', recipientAddress: ADDRESS }] as const)
            : (['POST', '/api/stakes', { assetId: 'USDT', amount: '600', durationDays: 7, rate: '2.7' }] as const)
    try {
      const res = await fetch(publicUrl + url, {
        method,
        headers: { cookie, origin: publicUrl, ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      await res.arrayBuffer()
      requests++
      if (res.status >= 400) {
        failures++
        if (failures <= 5) console.log(`  ${method} ${url} answered ${res.status}`)
      }
    } catch (err) {
      failures++
      if (failures <= 5) console.log(`  ${method} ${url} failed: ${String(err)}`)
    }
  }
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024)
}
