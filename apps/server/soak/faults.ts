/**
 * Faults in PostgreSQL itself, staged under the soak's mixed load (`npm run soak -- --faults`;
 * docs/decisions/132-database-fault-harness.md). Each fault phase runs on clusters of its own, which this module
 * creates, breaks and removes:
 * - `pg-restart`: the postmaster killed with SIGKILL mid-load and started again 5 s later;
 * - `failover`: a primary with a synchronous streaming standby; the primary killed, the standby promoted, the app on a
 *   multi-host URL (target_session_attrs=read-write);
 * - `instance`: two app instances run the jobs; the second is killed with SIGKILL while a job of it holds a claim
 *   (an open transaction), and the first must finish that work within the job's interval plus 15 s, once;
 * - `exhaust`: another client takes every connection PostgreSQL allows, for 5 s;
 * - `slow`: a TCP proxy between the app and PostgreSQL holds every answer past the request timeout, then cuts every
 *   connection.
 * During the fault, requests must be refused cleanly (503, Retry-After, a database code; run.ts fails on anything
 * else), readiness must answer 503, and the app must serve again within 15 s of the database being back, with no
 * restart. After it the soak's snapshots check the bank invariants, every acknowledged write, verify-ledger and
 * verify-audit.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../src/db/client.ts'
import { withClient } from '../test/database.ts'
import { startTcpProxy } from '../test/tcp-proxy.ts'
import { sleep } from '../bench/support.ts'
import { createCluster, createStandby, type Cluster } from './postgres-cluster.ts'

export const FAULT_NAMES = ['pg-restart', 'failover', 'instance', 'exhaust', 'slow'] as const
export type FaultName = (typeof FAULT_NAMES)[number]

/** The codes a request may be refused with while the database fails: 503 with Retry-After, and nothing written. */
export const DATABASE_REFUSALS = new Set(['DATABASE_UNAVAILABLE', 'DATABASE_TIMEOUT'])
/** The app's DB_REQUEST_TIMEOUT_SECONDS in the fault phases: short, so a run stays short. */
export const FAULT_REQUEST_TIMEOUT_SECONDS = 3
/** The longest any request may take: a wait for a connection and one statement, each bounded, and some slack. */
export const SLOWEST_ALLOWED_MS = 2 * FAULT_REQUEST_TIMEOUT_SECONDS * 1000 + 2000
const RECOVERY_LIMIT_MS = 15_000
/** How the app names its connections, so that a fault can find them in pg_stat_activity. */
const APP_NAME = 'wallet-soak-app'
const SECOND_APP_NAME = 'wallet-soak-second'
/** The job the `instance` fault catches the second instance in (the shortest interval: market-jobs.ts). */
const SWAP_SETTLEMENT_INTERVAL_MS = 5000
/** Swaps one settlement run takes: `settlePending`'s 100 legs, two a swap. */
const SWAPS_PER_RUN = 50
const BASE_PORT = Number(process.env.FAULTS_PG_PORT ?? 54342)

export interface FaultReport {
  name: FaultName
  /** From the fault to the database being back (accepting connections, promoted, released, healed). */
  outageMs: number
  /** From the database being back to the app answering a read and readiness 200 again. */
  recoverMs: number
  /** Readiness during the outage (null: the fault takes no database away, as when an instance dies). */
  readyDuringOutage: number | null
  /** `instance`: what the killed instance was doing, and how soon the other finished the work it held. */
  takeover?: { job: string; pending: number; ms: number; limitMs: number; drainedMs: number; drainLimitMs: number }
  /** The app's own counts (its /metrics) after the fault: database errors by kind, and reconnects. */
  counted: string
  /** Refusals during the whole phase, by status and code (from run.ts). */
  refused: Map<string, number>
  refusedDuringOutage: number
  acknowledgedChecked: number
  /** Of those, acknowledged before the fault (for a failover: those the promoted standby must have). */
  acknowledgedBeforeFault: number
  invariantChecks: number
  slowestRequestMs: number
}

export interface FaultContext {
  publicUrl: string
  /** One read through the app: true when it answered 200. */
  probe(): Promise<boolean>
  refusedSoFar(): number
  /** Writes acknowledged so far (201 answers and the admin's answered credits). */
  acknowledgedSoFar(): number
  /** The second instance (`instance` only), which the fault kills. */
  second?: { kill(): void }
}

export interface StagedFault {
  /** The soak's own connection (funding, its job runner, the snapshots), which rides through the fault as the app does. */
  database: Database & { dropped(): Promise<void>; url?: string }
  /** The app's DATABASE_URL. */
  appUrl: string
  /** `instance`: the DATABASE_URL of a second instance that runs the jobs too. */
  secondAppUrl?: string
  inject(context: FaultContext): Promise<FaultReport>
}

export function parseFaults(list: string | undefined): FaultName[] {
  if (!list || list === 'all') return [...FAULT_NAMES]
  const names = list.split(',')
  for (const name of names) if (!FAULT_NAMES.includes(name as FaultName)) throw new Error(`--faults: unknown fault ${name} (${FAULT_NAMES.join(', ')})`)
  return names as FaultName[]
}

export async function stageFault(name: FaultName): Promise<StagedFault> {
  const dbName = `wallet_faults_${randomBytes(4).toString('hex')}`
  const withName = (url: string, app = APP_NAME) => `${url}${url.includes('?') ? '&' : '?'}application_name=${app}`
  const clusters: Cluster[] = []
  // Whatever ends this process (a broken invariant included) ends its clusters too.
  const removeClusters = () => {
    for (const cluster of clusters) {
      cluster.stop()
      cluster.remove()
    }
  }
  process.on('exit', removeClusters)
  const closers: Array<() => Promise<void>> = []

  let primary: Cluster
  let standby: Cluster | null = null
  if (name === 'failover') {
    // The standby is named in synchronous_standby_names: no commit is acknowledged before the standby has it.
    primary = createCluster(BASE_PORT, ['synchronous_standby_names=standby', 'max_connections=100'])
    clusters.push(primary)
    standby = createStandby(primary, BASE_PORT + 1, ['max_connections=100'])
    clusters.push(standby)
  } else {
    primary = createCluster(BASE_PORT, [name === 'exhaust' ? 'max_connections=60' : 'max_connections=100'])
    clusters.push(primary)
  }
  await withClient(primary.url(), (c) => c.query(`create database ${dbName}`))

  let appUrl = primary.url(dbName)
  let soakUrl = primary.url(dbName)
  if (standby) {
    const multi = `postgres://wallet@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/${dbName}?target_session_attrs=read-write`
    appUrl = multi
    soakUrl = multi
  }
  const proxy = name === 'slow' ? await startTcpProxy({ host: '127.0.0.1', port: primary.port }) : null
  if (proxy) {
    appUrl = `postgres://wallet@127.0.0.1:${proxy.port}/${dbName}`
    closers.push(() => proxy.close())
  }
  const opened = await openDatabase({ url: soakUrl, poolSize: 20, requestTimeoutMs: FAULT_REQUEST_TIMEOUT_SECONDS * 1000 })
  const database = {
    ...opened,
    url: soakUrl,
    dropped: async () => {
      await opened.close()
      for (const close of closers) await close()
      removeClusters()
      process.off('exit', removeClusters)
    },
  }

  /** Stages the fault, returns once the database is back, and measures the app's outage and recovery around it. */
  const measure = async (context: FaultContext, fault: () => Promise<void>, lift: () => Promise<void>): Promise<FaultReport> => {
    const refusedBefore = context.refusedSoFar()
    const acknowledgedBeforeFault = context.acknowledgedSoFar()
    const started = Date.now()
    console.log(`fault ${name}: staging…`)
    // Readiness is asked through the whole outage, not once at a moment the app may still hold a connection.
    let outageOver = false
    let readyDuringOutage = 0
    const asking = (async () => {
      while (!outageOver && readyDuringOutage !== 503) {
        readyDuringOutage = await readiness(context.publicUrl)
        await sleep(200)
      }
    })()
    await fault()
    outageOver = true
    await asking
    await lift()
    const back = Date.now()
    console.log(`fault ${name}: the database is back after ${((back - started) / 1000).toFixed(1)} s; waiting for the app…`)
    while (!((await readiness(context.publicUrl)) === 200 && (await context.probe().catch(() => false)))) {
      if (Date.now() - back > RECOVERY_LIMIT_MS) throw new Error(`fault ${name}: the app did not recover within ${RECOVERY_LIMIT_MS / 1000} s`)
      await sleep(200)
    }
    const report: FaultReport = {
      name,
      outageMs: back - started,
      recoverMs: Date.now() - back,
      readyDuringOutage,
      refused: new Map(),
      refusedDuringOutage: context.refusedSoFar() - refusedBefore,
      acknowledgedChecked: 0,
      acknowledgedBeforeFault,
      invariantChecks: 0,
      slowestRequestMs: 0,
      counted: await counted(context.publicUrl),
    }
    if (readyDuringOutage !== 503) throw new Error(`fault ${name}: readiness answered ${readyDuringOutage} during the outage`)
    return report
  }

  const inject = (context: FaultContext): Promise<FaultReport> => {
    switch (name) {
      case 'pg-restart':
        return measure(
          context,
          async () => {
            primary.kill()
            await sleep(5000)
          },
          async () => primary.start(),
        )
      case 'failover':
        return measure(
          context,
          async () => {
            // Only a synchronous standby guarantees that what the primary acknowledged survives it.
            const { rows } = await withClient(primary.url(), (c) => c.query<{ sync_state: string }>('select sync_state from pg_stat_replication'))
            if (rows[0]?.sync_state !== 'sync') throw new Error(`fault failover: the standby is not synchronous (${JSON.stringify(rows)})`)
            primary.kill()
            await sleep(1000)
          },
          async () => standby!.promote(),
        )
      case 'instance':
        return killSecondInstance(context, primary.url(dbName))
      case 'exhaust': {
        const hogs: pg.Client[] = []
        return measure(
          context,
          async () => {
            await takeEveryConnection(primary.url(dbName), hogs)
            await sleep(5000)
          },
          async () => {
            await Promise.all(hogs.map((c) => c.end().catch(() => {})))
          },
        )
      }
      case 'slow':
        return measure(
          context,
          async () => {
            proxy!.delay(FAULT_REQUEST_TIMEOUT_SECONDS * 1000 + 2000)
            await sleep(8000)
            proxy!.cut()
          },
          async () => proxy!.heal(),
        )
    }
  }
  return {
    database,
    appUrl: withName(appUrl),
    ...(name === 'instance' ? { secondAppUrl: withName(appUrl, SECOND_APP_NAME) } : {}),
    inject,
  }
}

/**
 * Waits until the second instance is inside a swap-settlement transaction (it claims legs FOR UPDATE SKIP LOCKED),
 * kills it with SIGKILL there, and waits until the first instance has settled every swap that was pending then.
 */
async function killSecondInstance(context: FaultContext, url: string): Promise<FaultReport> {
  const watcher = new pg.Client({ connectionString: url })
  await watcher.connect()
  try {
    const deadline = Date.now() + 60_000
    let caught: string | null = null
    while (!caught) {
      if (Date.now() > deadline) throw new Error('fault instance: the second instance was never caught holding a claim')
      const { rows } = await watcher.query<{ query: string }>(
        `select query from pg_stat_activity where application_name = $1 and xact_start is not null and query ilike '%skip locked%'`,
        [SECOND_APP_NAME],
      )
      if (rows[0]) {
        context.second!.kill()
        caught = rows[0].query.replace(/\s+/g, ' ').slice(0, 80)
      }
    }
    const killedAt = Date.now()
    console.log(`fault instance: killed the second instance inside: ${caught}…`)
    const pendingNow = async () =>
      (
        await watcher.query<{ n: number }>(
          `select count(*)::int as n from transactions where type = 'swap' and status = 'Pending' and created_at <= to_timestamp($1::double precision / 1000)`,
          [killedAt],
        )
      ).rows[0]!.n
    const pending = await pendingNow()
    // Taken over: the job settles again, on the instance left, within one run interval plus 15 s.
    const limitMs = SWAP_SETTLEMENT_INTERVAL_MS + RECOVERY_LIMIT_MS
    // Every swap pending at the kill settled: the backlog at the job's own pace (SWAPS_PER_RUN a run) on top.
    const drainLimitMs = limitMs + Math.ceil(pending / SWAPS_PER_RUN) * SWAP_SETTLEMENT_INTERVAL_MS
    let takeoverMs: number | null = null
    for (let left = pending; left > 0; left = await pendingNow()) {
      const waited = Date.now() - killedAt
      if (takeoverMs === null && left < pending) takeoverMs = waited
      if (takeoverMs === null && waited > limitMs) throw new Error(`fault instance: no swap settled within ${limitMs / 1000} s of the kill`)
      if (waited > drainLimitMs) throw new Error(`fault instance: ${left} swaps pending at the kill still pending after ${drainLimitMs / 1000} s`)
      await sleep(100)
    }
    return {
      name: 'instance',
      outageMs: 0,
      recoverMs: 0,
      readyDuringOutage: null,
      refused: new Map(),
      refusedDuringOutage: 0,
      acknowledgedChecked: 0,
      acknowledgedBeforeFault: 0,
      invariantChecks: 0,
      slowestRequestMs: 0,
      takeover: { job: 'swap-settlement', pending, ms: takeoverMs ?? 0, limitMs, drainedMs: Date.now() - killedAt, drainLimitMs },
      counted: await counted(context.publicUrl),
    }
  } finally {
    await watcher.end()
  }
}

/** The app's database error and reconnect counts, from its /metrics (open outside production without a token). */
async function counted(publicUrl: string): Promise<string> {
  const text = await (await fetch(`${publicUrl}/metrics`)).text()
  const lines = text.split('\n').filter((l) => /^wallet_db_(errors|reconnects)_total/.test(l))
  return lines.map((l) => l.replace('wallet_db_', '')).join(', ') || 'no database errors'
}

/**
 * Opens connections until PostgreSQL refuses one (53300), ends the app's own (so that it needs new ones), and takes
 * those freed too, until the app holds none and every slot is taken.
 */
async function takeEveryConnection(url: string, hogs: pg.Client[]): Promise<void> {
  const fill = async () => {
    for (;;) {
      const client = new pg.Client({ connectionString: url })
      client.on('error', () => {})
      try {
        await client.connect()
        hogs.push(client)
      } catch {
        return
      }
    }
  }
  for (let round = 0; round < 20; round++) {
    await fill()
    const { rows } = await hogs[0]!.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
      [APP_NAME],
    )
    if (rows[0]!.n === 0 && round > 0) return
    await hogs[0]!.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [APP_NAME])
    await sleep(50)
  }
}

async function readiness(publicUrl: string): Promise<number> {
  try {
    return (await fetch(`${publicUrl}/api/health/ready`, { signal: AbortSignal.timeout(SLOWEST_ALLOWED_MS) })).status
  } catch {
    return 0
  }
}

export function describeFault(r: FaultReport): string {
  const refused = [...r.refused].map(([how, n]) => `${n} × ${how} with Retry-After`).join(', ') || 'none'
  if (r.slowestRequestMs > SLOWEST_ALLOWED_MS) throw new Error(`fault ${r.name}: a request took ${r.slowestRequestMs} ms (limit ${SLOWEST_ALLOWED_MS} ms)`)
  const counts = `; the app counted ${r.counted}`
  if (r.takeover) {
    const { job, pending, ms, limitMs, drainedMs, drainLimitMs } = r.takeover
    return (
      `fault instance: the second instance killed inside ${job}; the first took the job over in ${(ms / 1000).toFixed(1)} s (limit ${limitMs / 1000} s) ` +
      `and settled the ${pending} swaps pending then in ${(drainedMs / 1000).toFixed(1)} s (limit ${drainLimitMs / 1000} s at ${SWAPS_PER_RUN} a run); requests refused: ${refused}, no 500; slowest answer ${(r.slowestRequestMs / 1000).toFixed(1)} s; ` +
      `${r.acknowledgedChecked} acknowledged writes checked, 0 missing, none done twice; ${r.invariantChecks} invariant checks passed${counts}`
    )
  }
  return (
    `fault ${r.name}: outage ${(r.outageMs / 1000).toFixed(1)} s (readiness ${r.readyDuringOutage} during it); ` +
    `recovered ${(r.recoverMs / 1000).toFixed(1)} s after the database was back (limit ${RECOVERY_LIMIT_MS / 1000} s); ` +
    `requests refused: ${refused} (${r.refusedDuringOutage} during the outage), no 500; slowest answer ${(r.slowestRequestMs / 1000).toFixed(1)} s ` +
    `(limit ${SLOWEST_ALLOWED_MS / 1000} s); ${r.acknowledgedChecked} acknowledged writes checked (${r.acknowledgedBeforeFault} of them before the fault), 0 missing; ` +
    `${r.invariantChecks} invariant checks passed` +
    counts
  )
}
