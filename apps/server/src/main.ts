import path from 'node:path'
import pino from 'pino'
import { buildApp } from './app.ts'
import { loadEnv, REPO_ROOT } from './config/env.ts'
import { takeBackup } from './db/backup.ts'
import { openDatabase } from './db/client.ts'
import { accountProtectionJob } from './jobs/account-protection-job.ts'
import { reservesSnapshotJob } from './jobs/reserves-snapshot-job.ts'
import { marketJobs } from './jobs/market-jobs.ts'
import { startScheduler } from './jobs/scheduler.ts'
import { createLifecycle } from './lib/lifecycle.ts'
import { controlSocketPath, openControlSocket } from './lib/control-socket.ts'
import { mailerFor } from './lib/mailer.ts'
import { startMetricsServer } from './platform/metrics/metrics.routes.ts'
import { connectChain } from './money/chain/connect-chain.ts'
import { DEPOSIT_WATCH_INTERVAL_MS } from './money/chain/deposit-watcher.ts'
import { payoutTrackingJob, reconciliationJob } from './money/chain/payouts/chain-jobs.ts'
import { chainControlWork } from './cli/chain.ts'
import { reservesControlWork } from './cli/reserves.ts'
import { DemoAccountsInProduction, prepareDemoData } from './seed/demo-in-production.ts'

const env = loadEnv()
const logger = pino({ level: env.LOG_LEVEL })
// A chain whose settings are wrong (another chain id, a key that is not an account xpub) stops the start here.
const chain = await connectChain(env).catch((err: unknown) => {
  logger.fatal({ err }, 'refusing to start: the Ethereum settings are refused')
  console.error((err as Error).message)
  process.exit(1)
})
// PGlite admits one process: `npm run cli -- backup` asks this server for the dump through a local socket, opened
// first, since it also refuses to start a second server on the same folder.
const control = env.DATABASE_URL
  ? null
  : await openControlSocket(controlSocketPath(env.DATA_DIR), {
      backup: () => takeBackup(database, app.services.audit, env),
      work: {
        ...chainControlWork({
          exportBatch: () => app.services.payouts.exportBatch(),
          broadcastSigned: (signed) => app.services.payouts.broadcastSigned(signed),
        }),
        ...reservesControlWork({ exportForOperator: (snapshotId) => app.services.chainReserves.exportForOperator(snapshotId) }),
      },
    })
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
  requestTimeoutMs: env.DB_REQUEST_TIMEOUT_SECONDS * 1000,
})
const mailer = mailerFor(env, logger)
const lifecycle = createLifecycle({ jobsExpected: env.JOBS_ENABLED })
const app = await buildApp({ env, database, mailer, logger, lifecycle, chain, webDist: path.join(REPO_ROOT, 'apps/web/dist') })
// Demo accounts (and the customer's funds) on the first start of an empty embedded database, never in production.
try {
  await prepareDemoData({ env, database, services: app.services, log: logger })
} catch (err) {
  if (!(err instanceof DemoAccountsInProduction)) throw err
  logger.fatal({ demoAccounts: err.accounts.map((a) => a.email) }, 'refusing to start in production: the database holds demo accounts')
  console.error(err.message)
  await Promise.all([control?.close(), app.close()])
  await database.close()
  process.exit(1)
}
// Every customer gets a deposit address on the connected chain; the stored ones must come from ETHEREUM_XPUB.
await app.services.chainAddresses?.prepare().catch(async (err: unknown) => {
  logger.fatal({ err }, 'refusing to start: the stored deposit addresses do not match the Ethereum settings')
  console.error((err as Error).message)
  await Promise.all([control?.close(), app.close()])
  await database.close()
  process.exit(1)
})
const { prices, swaps, stakes, audit, accountProtection, metrics, reserves, depositWatcher, payouts, reconciliation } = app.services
const publishAuditHead = { name: 'audit-head', intervalMs: env.AUDIT_HEAD_INTERVAL_SECONDS * 1000, run: () => audit.publishHead() }
const chainJobs = depositWatcher ? [{ name: 'chain-deposits', intervalMs: DEPOSIT_WATCH_INTERVAL_MS, run: () => depositWatcher.run() }] : []
const jobs = env.JOBS_ENABLED
  ? startScheduler(
      [
        ...marketJobs({ prices, swaps, stakes, swapStaffReview: env.SWAP_STAFF_REVIEW }),
        accountProtectionJob(accountProtection),
        publishAuditHead,
        reservesSnapshotJob(reserves, env.RESERVES_SNAPSHOT_INTERVAL_HOURS),
        ...chainJobs,
        ...(chain ? [payoutTrackingJob(payouts), reconciliationJob(reconciliation)] : []),
      ],
      logger,
      undefined,
      ({ job, ok, lagMs }) => {
        metrics.jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' })
        metrics.jobLag.set({ job }, lagMs / 1000)
      },
    )
  : null
lifecycle.jobs = jobs
const metricsServer = env.METRICS_PORT === undefined ? null : await startMetricsServer(metrics, env.METRICS_PORT)

/**
 * SIGTERM or SIGINT (docs/decisions/114-graceful-shutdown.md): readiness turns to 503 and new requests
 * are refused; event streams end with a retry hint; requests in flight finish (for SHUTDOWN_TIMEOUT_SECONDS at most,
 * then their connections are closed); the jobs stop between two runs and the control socket closes; the database closes;
 * the process exits 0.
 */
async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
  lifecycle.stopping()
  const limit = setTimeout(() => {
    logger.warn(`requests still in flight after ${env.SHUTDOWN_TIMEOUT_SECONDS} s: closing their connections`)
    app.server.closeAllConnections()
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000)
  try {
    await Promise.all([jobs?.stop(), control?.close(), app.close()])
    clearTimeout(limit)
    metricsServer?.close()
    await database.close()
  } catch (err) {
    logger.error({ err }, 'shutdown failed')
    process.exit(1)
  }
  logger.info('stopped')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal))

await app.listen({ port: env.PORT, host: env.HOST })
lifecycle.ready()
logger.info(
  `Wallet is running on ${env.PUBLIC_URL} (listening on ${listeningOn(app.server.address())}, database: ${database.kind}, Node.js ${process.version})`,
)

function listeningOn(address: ReturnType<typeof app.server.address>): string {
  if (address === null || typeof address === 'string') return String(address)
  return address.family === 'IPv6' ? `[${address.address}]:${address.port}` : `${address.address}:${address.port}`
}
