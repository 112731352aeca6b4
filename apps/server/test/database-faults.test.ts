import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { transactions } from '../src/db/schema.ts'
import { createMailer } from '../src/lib/mailer.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { createUser, fund, type TestUser } from './factories.ts'
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts'

/**
 * What an instance does when PostgreSQL fails under it (docs/decisions/130-surviving-database-faults.md), on real
 * PostgreSQL only: its connections are cut (a restart, a failover, an administrator ending sessions), the database is
 * gone for a while, or answers too slowly. The process lives on, answers 503 with Retry-After (never 500, never past the
 * request timeout), writes nothing by halves, and recovers by itself. The faults are staged with a TCP proxy between
 * the instance and PostgreSQL, and with pg_terminate_backend.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('database faults', () => {
  const TIMEOUT_MS = 1000
  let t: TestApp
  let proxy: TcpProxy
  let instance: { app: FastifyInstance; database: Database }
  let customer: TestUser
  let admin: pg.Client

  beforeAll(async () => {
    t = await buildTestApp()
    const url = new URL(t.database.url!)
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) })
    url.port = String(proxy.port)
    url.searchParams.set('application_name', 'faulty-instance')
    // The instance under test reaches PostgreSQL through the proxy, with a short request timeout.
    const database = await openDatabase({ url: url.toString(), poolSize: 4, requestTimeoutMs: TIMEOUT_MS })
    const mailer = createMailer({ from: t.env.MAIL_FROM, outboxDir: path.join(t.env.DATA_DIR, 'outbox'), log: pino({ level: 'silent' }) })
    instance = { app: await buildApp({ env: t.env, database, mailer, logger: false, authRateLimit: false }), database }
    await instance.app.ready()
    customer = await createUser(t)
    await fund(t, customer.id, 'BTC', '1')
    admin = new pg.Client({ connectionString: t.database.url })
    await admin.connect()
  })
  afterEach(() => proxy.heal())
  afterAll(async () => {
    await admin?.end()
    await instance?.app.close()
    // The last test closed it already; a second close is refused.
    await instance?.database.close().catch(() => {})
    await proxy?.close()
    await t?.close()
  })

  const wallets = () => instance.app.inject({ method: 'GET', url: '/api/wallets', headers: customer.headers() })
  const send = (key: string) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/wallets/send',
      headers: customer.headers({ 'idempotency-key': key }),
      payload: { assetId: 'BTC', amount: '0.01', recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    })
  const metric = async (name: string) => {
    const text = (await instance.app.inject({ method: 'GET', url: '/metrics' })).body
    return text
      .split('\n')
      .filter((line) => line.startsWith(name))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
  }
  const sendsOf = async () =>
    (await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))).filter((r) => r.type === 'withdrawal')
  const backendsOfTheInstance = async () =>
    (await admin.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'faulty-instance'`)).rows.map((r) => r.pid)

  /**
   * Ends the instance's sessions `pids` and waits until the instance has heard of each end (a request on a connection
   * whose end is still on its way gets a 503 like any request caught by a fault, which is not what these tests look at).
   */
  const endSessions = async (pids: number[]) => {
    const errorsBefore = await metric('wallet_db_errors_total')
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids])
    await waitUntil(async () => (await metric('wallet_db_errors_total')) >= errorsBefore + pids.length)
  }

  it('lives through its connections being cut: 503 with Retry-After while the database is gone, unready, then recovers by itself', async () => {
    expect((await wallets()).statusCode).toBe(200)
    const reconnectsBefore = await metric('wallet_db_reconnects_total')
    // Every connection cut and new ones refused: idle pooled ones fail too (without a listener, the process would die).
    proxy.cut()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const refused = await wallets()
    expect([refused.statusCode, refused.json().code, refused.headers['retry-after']]).toEqual([503, 'DATABASE_UNAVAILABLE', '5'])
    expect(refused.json().error).toBe('The service is briefly unavailable. Please try again in a few seconds.')
    const ready = await instance.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect([ready.statusCode, ready.json().checks.database]).toEqual([503, 'failing'])
    const key = randomUUID()
    const write = await send(key)
    expect([write.statusCode, write.json().code]).toEqual([503, 'DATABASE_UNAVAILABLE'])

    proxy.heal()
    expect((await wallets()).statusCode).toBe(200)
    expect((await instance.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200)
    expect(await metric('wallet_db_errors_total{kind="connection"}')).toBeGreaterThan(0)
    expect(await metric('wallet_db_reconnects_total')).toBeGreaterThan(reconnectsBefore)
    // The refused write wrote nothing; the same key now runs it once.
    expect(await sendsOf()).toHaveLength(0)
    expect((await send(key)).statusCode).toBe(201)
    expect(await sendsOf()).toHaveLength(1)
  })

  it('an administrator ending its idle sessions: the pool drops them and the next request is served on new ones', async () => {
    expect((await wallets()).statusCode).toBe(200)
    const reconnectsBefore = await metric('wallet_db_reconnects_total')
    const ended = await backendsOfTheInstance()
    expect(ended.length).toBeGreaterThan(0)
    await endSessions(ended)
    expect((await wallets()).statusCode).toBe(200)
    expect(await metric('wallet_db_errors_total{kind="shutdown"}')).toBeGreaterThan(0)
    expect(await metric('wallet_db_reconnects_total')).toBeGreaterThan(reconnectsBefore)
  })

  it('an administrator ending its sessions mid-request: 503, nothing written, and the next request is served', async () => {
    expect((await wallets()).statusCode).toBe(200)
    // Hold the ledger, so the send waits inside its transaction; then end the instance's sessions under it.
    await admin.query('begin')
    await admin.query('lock table transactions in exclusive mode')
    const before = (await sendsOf()).length
    const pending = send(randomUUID())
    await waitUntil(
      async () => (await admin.query(`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).rowCount! > 0,
    )
    await endSessions(await backendsOfTheInstance())
    const res = await pending
    await admin.query('rollback')
    expect([res.statusCode, res.json().code, res.headers['retry-after']]).toEqual([503, 'DATABASE_UNAVAILABLE', '5'])
    expect(await sendsOf()).toHaveLength(before)
    expect((await wallets()).statusCode).toBe(200)
  })

  it('a write held past DB_REQUEST_TIMEOUT_SECONDS is cancelled: 503 DATABASE_TIMEOUT in time, rolled back', async () => {
    await admin.query('begin')
    await admin.query('lock table transactions in exclusive mode')
    const before = (await sendsOf()).length
    const started = Date.now()
    const res = await send(randomUUID())
    const took = Date.now() - started
    await admin.query('rollback')
    expect([res.statusCode, res.json().code, res.headers['retry-after']]).toEqual([503, 'DATABASE_TIMEOUT', '5'])
    expect(res.json().error).toBe('The request took too long. Please try again in a few seconds.')
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS)
    expect(took).toBeLessThan(TIMEOUT_MS + 1500)
    expect(await sendsOf()).toHaveLength(before)
    expect(await metric('wallet_db_errors_total{kind="timeout"}')).toBeGreaterThan(0)
  })

  it('a database that answers too slowly: the connection is cut past the timeout, 503 DATABASE_TIMEOUT, nothing half-written', async () => {
    expect((await wallets()).statusCode).toBe(200)
    const before = (await sendsOf()).length
    proxy.delay(4000)
    const started = Date.now()
    // As many at once as the pool holds: each connection is cut, and none is lost to the pool.
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(randomUUID())))
    const took = Date.now() - started
    for (const res of answers) expect([res.statusCode, res.json().code]).toEqual([503, 'DATABASE_TIMEOUT'])
    expect(took).toBeLessThan(2 * TIMEOUT_MS + 1500)
    proxy.heal()
    // Whatever the cut connection had begun rolled back with it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await sendsOf()).toHaveLength(before)
    expect((await wallets()).statusCode).toBe(200)
  })

  it('follows a multi-host DATABASE_URL past a host that refuses connections', async () => {
    const url = new URL(t.database.url!)
    const closed = await startTcpProxy({ host: url.hostname, port: Number(url.port) })
    closed.cut()
    const multi = `postgres://${url.username}@127.0.0.1:${closed.port},${url.host}${url.pathname}?target_session_attrs=read-write`
    const database = await openDatabase({ url: multi, poolSize: 2, requestTimeoutMs: TIMEOUT_MS })
    try {
      const result = (await database.db.execute(sql`select pg_is_in_recovery() as standby`)) as { rows: Array<{ standby: boolean }> }
      expect(result.rows).toEqual([{ standby: false }])
    } finally {
      await database.close()
      await closed.close()
    }
  })

  // Last: it closes the instance's database. A connection cut while lent out and never released (Drizzle does not release
  // one whose BEGIN failed) would keep the pool's close waiting for ever.
  it('has lost no connection to the faults: its pool closes at once', async () => {
    const closed = instance.database.close().then(() => 'closed')
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000))])).toBe('closed')
  })
})

async function waitUntil(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
