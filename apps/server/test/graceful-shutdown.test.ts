import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, mintSession, sleep, waitFor } from '../bench/support.ts'
import { loadEnv, REPO_ROOT } from '../src/config/env.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { createMailer } from '../src/lib/mailer.ts'
import { createAccount } from '../src/identity/sign-in/accounts.ts'
import { verifyLedger } from '../src/money/ledger/verify-ledger.ts'
import { createServices } from '../src/services.ts'
import { createTestDatabase } from './database.ts'

const CUSTOMERS = 6
const RECIPIENT = '0x52908400098527886E0F7030069857D2E4169EE7'

interface Customer {
  id: string
  cookie: string
}

/** One send as a client saw it: the answer's status, or `error` when the connection failed before any answer. */
interface Attempt {
  customer: Customer
  key: string
  sentBeforeSignal: boolean
  answeredAfterSignal: boolean
  outcome: number | 'error'
}

/**
 * The real server, started as `npm start` would run it (through tsx), stopped with SIGTERM in the middle of a burst of
 * money requests: on PGlite in a temporary DATA_DIR, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('graceful shutdown', () => {
  let server: ChildProcess | null = null
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-shutdown-'))
  afterAll(() => {
    server?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('on SIGTERM, each money request completes or is refused, nothing is half written, streams get a retry hint, and it exits 0', async () => {
    const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null
    const secrets = {
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      AUDIT_KEY: randomBytes(32).toString('hex'),
    }
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`

    // The accounts, their funds and sessions, written before the server starts (PGlite is then closed: one process at a time).
    const open = () => postgres ?? openDatabase({ dataDir: path.join(dataDir, 'pglite') })
    let database: Database = await open()
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', PUBLIC_URL: baseUrl, ...secrets })
    const services = createServices({
      database,
      env,
      mailer: createMailer({ from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), log: pino({ level: 'silent' }) }),
      authRateLimit: false,
    })
    const customers: Customer[] = []
    for (let i = 0; i < CUSTOMERS; i++) {
      const { id } = await createAccount(services.auth, { email: `shutdown-${i}@example.com`, password: 'shutdown passphrase 1', fullName: `Customer ${i}` })
      await database.db.transaction((tx) => services.ledger.record(tx, { userId: id, asset: 'USDT', amount: '1000000', status: 'Complete', type: 'deposit' }))
      customers.push({ id, cookie: await mintSession(database.db, id, secrets.AUTH_SECRET) })
    }
    await services.sessions.close()
    if (!postgres) await database.close()

    server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SEED_DEMO: 'false',
        JOBS_ENABLED: 'true',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_SECONDS: '20',
        ...secrets,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)))
    let hasExited = false
    void exited.then(() => (hasExited = true))
    // A start compiles the server with tsx first: slow on a busy machine. Ready means migrated, listening and jobs running.
    await waitFor(async () => (await request(baseUrl, 'GET', '/api/health/ready')).status === 200, 'the server', 180_000)

    const stream = await fetch(`${baseUrl}/api/events`, { headers: { cookie: customers[0]!.cookie } })
    const streamText = readAll(stream.body!)

    let signalled = false
    const attempts: Attempt[] = []
    const client = async (customer: Customer) => {
      while (!hasExited) {
        const key = randomUUID()
        const sentBeforeSignal = !signalled
        const res = await request(baseUrl, 'POST', '/api/wallets/send', customer.cookie, key, { assetId: 'USDT', amount: '1', recipientAddress: RECIPIENT })
        attempts.push({ customer, key, sentBeforeSignal, answeredAfterSignal: signalled, outcome: res.status })
        if (res.status === 'error') await sleep(5)
      }
    }
    const running = customers.map(client)
    await waitFor(async () => attempts.filter((a) => a.outcome === 201).length >= 30, 'the first sends', 60_000)
    signalled = true
    server.kill('SIGTERM')
    const code = await exited
    await Promise.all(running)

    expect(code).toBe(0)
    // The open stream was told when to come back (a longer delay than its usual one), then ended.
    expect(await streamText).toMatch(/retry: 1000\n\n[\s\S]*retry: \d{4}\n\n$/)

    const outcomes = new Set(attempts.map((a) => a.outcome))
    expect([...outcomes].filter((o) => o !== 201 && o !== 503 && o !== 'error')).toEqual([])
    // Requests in flight when the signal came finished; the ones after it were refused.
    expect(attempts.some((a) => a.sentBeforeSignal && a.answeredAfterSignal && a.outcome === 201)).toBe(true)
    expect(attempts.some((a) => !a.sentBeforeSignal && a.outcome !== 201)).toBe(true)

    database = await open()
    try {
      const result = (await database.db.execute(
        sql`select t.user_id, t.idempotency_key, (k.key is not null) as answered from transactions t
            left join idempotency_keys k on k.user_id = t.user_id and k.key = t.idempotency_key where t.idempotency_key is not null`,
      )) as { rows: Array<{ user_id: string; idempotency_key: string; answered: boolean }> }
      const written = new Map(result.rows.map((r) => [`${r.user_id} ${r.idempotency_key}`, r.answered]))
      for (const attempt of attempts) {
        const row = written.get(`${attempt.customer.id} ${attempt.key}`)
        // Completed: the ledger row and its stored answer; refused (or never read): neither.
        if (attempt.outcome === 201) expect(row, `send ${attempt.key}`).toBe(true)
        else expect(row, `send ${attempt.key} answered ${attempt.outcome}`).toBeUndefined()
      }
      expect(written.size).toBe(attempts.filter((a) => a.outcome === 201).length)
      expect(await database.db.transaction((tx) => verifyLedger(tx), { isolationLevel: 'repeatable read' })).toEqual([])
    } finally {
      await (postgres ? postgres.dropped() : database.close())
    }
  }, 300_000)
})

/**
 * One request on a connection of its own (`Connection: close`), as a client behind a load balancer may send it: its
 * status, or `error` when the connection failed before an answer (refused, or reset before the request was read).
 */
function request(
  baseUrl: string,
  method: string,
  url: string,
  cookie?: string,
  key?: string,
  body?: unknown,
): Promise<{ status: number | 'error'; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(cookie ? { cookie, origin: baseUrl } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', () => resolve({ status: 'error', text }))
      },
    )
    req.on('error', () => resolve({ status: 'error', text: '' }))
    req.end(payload)
  })
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true })
  return text
}
