/**
 * Starts the built app for the browser tests: a fresh embedded database in a temporary folder, the accounts of
 * fixtures/users.ts created with the CLI's seed-accounts, mail through the capture server, then the server itself.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pagingTeamCustomers, type SeededUser, users } from '../fixtures/users.ts'
import { APP_PORT, APP_URL, MAILBOX_URL } from './ports.ts'
import { serverNodeArgs } from '../../../server/scripts/start-command.mjs'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-e2e-'))

/** Playwright starts the web servers one after another, each once the one before answers: the capture is up. */
async function smtpUrl(): Promise<string> {
  try {
    const answer = (await (await fetch(`${MAILBOX_URL}/smtp-url`)).json()) as { url: string }
    return answer.url
  } catch {
    throw new Error(`The mail capture did not answer at ${MAILBOX_URL}: start it first (e2e/support/mailbox-server.ts)`)
  }
}

const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: APP_URL,
  SMTP_URL: await smtpUrl(),
  SEED_DEMO: 'false',
  JOBS_ENABLED: 'false',
  LOG_LEVEL: 'warn',
  // The browser tests stand in for a proxy on this machine: each test's requests say their own client address in
  // X-Forwarded-For (fixtures/test.ts: clientAddressOf), so that one test's sign-ins do not count against another's.
  TRUST_PROXY: 'loopback',
  // One app serves the whole run, and the seeded worker's credits in it (large ones approved, as the specs do) add up
  // across specs in any order; the daily limit has tests of its own (daily-credit-limits.test.ts).
  STAFF_DAILY_CREDIT_LIMIT_USD: '1000000000',
  // Lets a test move the app's clock past a withdrawal address's lock (phishing-code-and-allowlist.spec.ts).
  TEST_CLOCK: 'true',
  // A frozen account may be unfrozen at once (sessions-and-freeze.spec.ts); the waiting period has server tests.
  UNFREEZE_COOLING_OFF_HOURS: '0',
}

// The server under test is the compiled one `npm start` runs, built from the current source first (about a second).
if (spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) {
  console.error('building the server failed')
  process.exit(1)
}

/** Runs `npm run cli -- …` without npm's start-up cost. */
function cli(args: string[]) {
  return spawnSync(process.execPath, ['apps/server/dist/cli.js', ...args], { cwd: repoRoot, env, stdio: 'inherit' })
}

// Every account of fixtures/users.ts (and the paging team's customers), with its funds, in one CLI process (one database start instead of one per account).
const accountsFile = path.join(dataDir, 'accounts.json')
writeFileSync(accountsFile, JSON.stringify([...(Object.values(users) as SeededUser[]), ...pagingTeamCustomers]))
const seeded = cli(['seed-accounts', '--file', accountsFile])
if (seeded.status !== 0) {
  console.error('seed-accounts failed')
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
}

const server = spawn(process.execPath, serverNodeArgs(), { cwd: repoRoot, env, stdio: 'inherit' })
const stop = () => server.kill('SIGTERM')
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
server.once('exit', (code) => {
  checkLedger()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})

/**
 * Once the server has stopped: everything the browser tests did must leave the ledger and the balances agreeing, and
 * the audit chain unbroken. Both commands' output and exit statuses go to E2E_LEDGER_REPORT, which scripts/test.sh checks.
 */
function checkLedger() {
  const report = process.env.E2E_LEDGER_REPORT
  if (!report) return
  const lines = ['verify-ledger', 'verify-audit'].map((command) => {
    const result = spawnSync(process.execPath, ['apps/server/dist/cli.js', command], { cwd: repoRoot, env, encoding: 'utf8' })
    return `${result.stdout}${result.stderr}${command} exit ${result.status}\n`
  })
  writeFileSync(report, lines.join(''))
}
