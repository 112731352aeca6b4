import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { WORK_QUEUES, type WorkQueue } from '@wallet/shared/back-office/work'

/**
 * The app's Prometheus metrics (docs/decisions/112-metrics.md). Every label takes a value from a fixed set (a route
 * pattern, a status code, a transaction type, a job's name…): never an id, an email or a URL, so the number of series
 * stays bounded whoever calls. Counters are counted where things happen; gauges that need a query are read when
 * scraped, through `sources`, and never on a request's path.
 */
export function createMetrics() {
  // One registry per app (tests build many apps in one process; prom-client's global one would mix them).
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    eventStreams: new Gauge({ name: 'wallet_event_streams_open', help: 'Event streams (SSE) open on this instance.', registers }),
    ledgerWrites: new Counter({
      name: 'wallet_ledger_writes_total',
      help: 'Ledger rows written, by transaction type (a write whose transaction later rolls back is counted too).',
      labelNames: ['type'] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: 'wallet_job_runs_total',
      help: 'Background job runs, by job and outcome (ok or failed).',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    chainReconciliation: new Gauge({
      name: 'wallet_chain_reconciliation_difference',
      help: 'Per connected asset, what the chain holds (treasury and customer addresses) minus what the ledger owes customers; below 0 is a shortfall.',
      labelNames: ['asset'] as const,
      registers,
    }),
    jobLag: new Gauge({
      name: 'wallet_job_lag_seconds',
      help: 'How late the latest run of each job started after it was due.',
      labelNames: ['job'] as const,
      registers,
    }),
    databaseErrors: new Counter({
      name: 'wallet_db_errors_total',
      help: 'Database faults met (PostgreSQL), by kind: connection, too_many_connections, shutdown, read_only or timeout.',
      labelNames: ['kind'] as const,
      registers,
    }),
    databaseReconnects: new Counter({
      name: 'wallet_db_reconnects_total',
      help: 'Connections to PostgreSQL opened again after one was lost.',
      registers,
    }),
    mails: new Counter({
      name: 'wallet_mails_total',
      help: 'Mails handed to the mail server, by outcome (sent or failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'wallet_sign_ins_total',
      help: 'Sign-in attempts, by step (password or second_factor) and outcome (accepted, refused or limited).',
      labelNames: ['step', 'outcome'] as const,
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** What the gauges read when scraped; each a few indexed queries or a file read. */
export interface ScrapeSources {
  workTotals(): Promise<Record<WorkQueue, number>>
  auditRows(): Promise<number>
  /** When the audit chain's head was last published outside the database, or null when it never was. */
  auditHeadPublishedAt(): Date | null
}

/**
 * The gauges computed at scrape time. One scrape reads each source once, however many gauges show it: the registry
 * collects its metrics at once, and they share one reading for a second.
 */
export function addScrapeGauges(metrics: Metrics, sources: ScrapeSources): void {
  const registers = [metrics.registry]
  const workTotals = sharedForAMoment(() => sources.workTotals())

  new Gauge({
    name: 'wallet_work_pending',
    help: 'Items waiting for staff, by work queue.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const totals = await workTotals()
      for (const queue of WORK_QUEUES) this.set({ queue }, totals[queue])
    },
  })
  new Gauge({
    name: 'wallet_credit_approvals_waiting',
    help: 'Staff credits waiting for a second staff member.',
    registers,
    async collect() {
      this.set((await workTotals()).approvals)
    },
  })
  new Gauge({
    name: 'wallet_audit_rows',
    help: 'Rows in the audit chain.',
    registers,
    async collect() {
      this.set(await sources.auditRows())
    },
  })
  new Gauge({
    name: 'wallet_audit_head_age_seconds',
    help: 'Seconds since the audit chain head was last published outside the database (-1: never).',
    registers,
    collect() {
      const at = sources.auditHeadPublishedAt()
      this.set(at ? (Date.now() - at.getTime()) / 1000 : -1)
    },
  })
}

/** `read`, with its answer kept for a second: one scrape's gauges share it. */
function sharedForAMoment<T>(read: () => Promise<T>, ms = 1000): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null
  return () => {
    if (!kept || Date.now() - kept.at > ms) {
      const value = read()
      kept = { at: Date.now(), value }
      // A failed read is not kept: the next scrape tries again.
      value.catch(() => (kept = null))
    }
    return kept.value
  }
}
