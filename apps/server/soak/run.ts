/**
 * The bank invariant under load, on PostgreSQL (`npm run soak`; docs/decisions/053-soak-and-fuzz.md).
 *
 * The real server runs as a child process. SOAK_CLIENTS customers (20) each loop over sends, withdrawals, deposits,
 * swaps and stakes with an Idempotency-Key per intent, an admin adds manual credits and edits their status, and this
 * process acts as a second job runner (stake payouts with the clock moved forward, swap settlement). Every
 * SOAK_SNAPSHOT_MS the clients finish what they are doing and pause; one consistent snapshot then checks, per asset:
 * - the sum of balance + pending over all customers equals what was credited from outside (the funding and the
 *   admin's credits not failed) plus what the clients' own answers say they moved (and the payouts of their stakes
 *   that were paid);
 * - the sum of balances equals the sum of the Complete ledger entries, and verify-ledger finds no difference;
 * - no available balance is negative; no swap is half settled; no Idempotency-Key has two ledger entries, and every
 *   key a client sent has exactly the entries its answer says.
 *
 * Two runs of SOAK_SECONDS (60; `npm run soak -- --seconds 20`) each on a fresh database: a steady one, and one where
 * the server is killed with SIGKILL in the middle and started again; clients retry what was cut off with the same key.
 * Exits 1 at the first broken invariant.
 * Without TEST_DATABASE_URL, it re-runs itself under scripts/with-postgres.sh (a throwaway PostgreSQL 15).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type Decimal from 'decimal.js'
import { money } from '@wallet/shared/amounts'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { loadEnv, REPO_ROOT } from '../src/config/env.ts'
import { paymentMethods } from '../src/db/schema.ts'
import { createMailer } from '../src/lib/mailer.ts'
import { verifyLedger } from '../src/money/ledger/verify-ledger.ts'
import { createAccount } from '../src/identity/sign-in/accounts.ts'
import { createServices } from '../src/services.ts'
import { createTestDatabase } from '../test/database.ts'
import { freePort, mintSession, sleep, waitFor } from '../bench/support.ts'
import { databaseFault } from '../src/lib/database-error.ts'
import { DATABASE_REFUSALS, describeFault, FAULT_REQUEST_TIMEOUT_SECONDS, parseFaults, stageFault, type FaultName, type FaultReport } from './faults.ts'
import { LOAD_RUN_LIMITS } from '../test/build-test-app.ts'

const secondsArgument = process.argv.indexOf('--seconds')
const SECONDS = Number(secondsArgument > 0 ? process.argv[secondsArgument + 1] : (process.env.SOAK_SECONDS ?? 60))
if (!(SECONDS > 0)) throw new Error('--seconds (or SOAK_SECONDS) must be a positive number of seconds')
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 20)
const SNAPSHOT_MS = Number(process.env.SOAK_SNAPSHOT_MS ?? 2000)
const faultsArgument = process.argv.indexOf('--faults')
/** `--faults [names]`: the fault phases (faults.ts) on the harness's own PostgreSQL clusters, instead of steady and crash. */
const FAULT_PHASES = faultsArgument < 0 ? null : parseFaults(process.argv[faultsArgument + 1]?.startsWith('--') ? undefined : process.argv[faultsArgument + 1])
const PHASES: Phase[] = FAULT_PHASES ?? ((process.env.SOAK_PHASES ?? 'steady,crash').split(',') as Phase[])
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

if (!process.env.TEST_DATABASE_URL && !FAULT_PHASES) {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    console.error(`The soak runs on PostgreSQL: set TEST_DATABASE_URL, or install PostgreSQL 15 at ${PG_BIN}.`)
    process.exit(1)
  }
  const result = spawnSync('bash', [path.join(REPO_ROOT, 'scripts/with-postgres.sh'), process.execPath, '--import', 'tsx', ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PG_PORT: process.env.PG_PORT ?? '54338' },
  })
  process.exit(result.status ?? 1)
}

/** The server under soak; killed with this process, whatever the reason it ends (a broken invariant included). */
let currentServer: ChildProcess | null = null
process.on('exit', () => currentServer?.kill('SIGKILL'))

const ASSETS = ['BTC', 'ETH', 'USDT'] as const
type Asset = (typeof ASSETS)[number]
const FUNDING: Record<Asset, string> = { BTC: '10', ETH: '200', USDT: '500000' }
const ADDRESSES: Record<Asset, string> = {
  BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  USDT: '0x52908400098527886E0F7030069857D2E4169EE7',
}
const STAKES: Record<Asset, { amount: string; durationDays: number; rate: string }> = {
  BTC: { amount: '0.02', durationDays: 7, rate: '2.7' },
  ETH: { amount: '0.25', durationDays: 7, rate: '2.7' },
  USDT: { amount: '600', durationDays: 7, rate: '2.7' },
}

type Op = 'send' | 'withdrawal' | 'deposit' | 'swap' | 'stake' | 'read'
const MIX: Array<[Op, number]> = [
  ['send', 3],
  ['withdrawal', 2],
  ['deposit', 2],
  ['swap', 4],
  ['stake', 2],
  ['read', 3],
]

interface Customer {
  id: string
  cookie: string
  cardId: string
  bankId: string
}

/** One intent of a client: its key, and the answer once there is one (null while unknown). */
interface Intent {
  customer: Customer
  op: Exclude<Op, 'read'>
  key: string
  answer: { status: number; body: Record<string, unknown> } | null
}

/** A manual credit the admin added (its id once the answer came) and the status her last answer gave it. */
interface StaffCredit {
  customer: Customer
  txid: string
  asset: Asset
  amount: string
  id: string | null
  status: 'Pending' | 'Complete' | 'Failed' | null
  /** An edit whose answer never came: the row's status in the database is the truth. */
  unsure: boolean
}

interface PhaseResult {
  phase: string
  operations: number
  seconds: number
  snapshots: number
  checks: number
  staffEdits: number
  crashed: boolean
  retriedAfterCrash: number
  replayedAfterCrash: number
  fault?: FaultReport
}

const results: PhaseResult[] = []
for (const phase of PHASES) {
  results.push(await runPhase(phase))
  report(results.at(-1)!)
}
console.log('\nsoak results')
for (const r of results) report(r)
process.exit(0)

type Phase = 'steady' | 'crash' | FaultName

function report(r: PhaseResult) {
  console.log(
    `${r.phase}: ${r.operations} operations in ${r.seconds.toFixed(1)} s = ${(r.operations / r.seconds).toFixed(1)} ops/s; ` +
      `${r.staffEdits} of them staff edits; ${r.snapshots} snapshots, ${r.checks} invariant checks passed` +
      (r.crashed
        ? `; killed with SIGKILL and restarted: ${r.retriedAfterCrash} cut-off requests retried, ${r.replayedAfterCrash} answered from what was committed`
        : ''),
  )
  if (r.fault) console.log(describeFault(r.fault))
}

async function runPhase(phase: Phase): Promise<PhaseResult> {
  console.log(`\n=== soak: ${phase}, ${CLIENTS} clients, ${SECONDS} s ===`)
  const fault = phase === 'steady' || phase === 'crash' ? null : await stageFault(phase)
  const database = fault ? fault.database : await createTestDatabase()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-soak-'))
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}`
  const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') }
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', PUBLIC_URL: publicUrl, ...secrets })
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), log: pino({ level: 'silent' }) })
  // This process's own services: accounts, funding (the external credits) and the second job runner.
  const services = createServices({ database, env, mailer, authRateLimit: false })
  const db = database.db
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: fault ? fault.appUrl : database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'true',
    LOG_LEVEL: 'warn',
    // The admin books a few dollars at a time for the whole phase, far more than a day's limit of staff credits.
    STAFF_DAILY_CREDIT_LIMIT_USD: '1000000000',
    ...LOAD_RUN_LIMITS,
    ...secrets,
    // Under faults each refusal would log a warning: only errors are shown.
    ...(fault ? { DB_REQUEST_TIMEOUT_SECONDS: String(FAULT_REQUEST_TIMEOUT_SECONDS), LOG_LEVEL: 'error' } : {}),
  }

  const customers: Customer[] = []
  for (let i = 0; i < CLIENTS; i++) {
    const { id } = await createAccount(services.auth, { email: `soak-${phase}-${i}@example.com`, password: 'soak passphrase 1', fullName: `Soak ${i}` })
    for (const asset of ASSETS)
      await db.transaction((tx) =>
        services.ledger.record(tx, { userId: id, asset, amount: FUNDING[asset], status: 'Complete', type: 'deposit', note: 'Soak funding' }),
      )
    const [card] = await db.insert(paymentMethods).values({ userId: id, type: 'credit_card', cardBrand: 'Visa', last4: '4242' }).returning()
    const [bank] = await db.insert(paymentMethods).values({ userId: id, type: 'bank_account', bankName: 'Soak Bank', bankLast4: '6789' }).returning()
    customers.push({ id, cookie: await mintSession(db, id, secrets.AUTH_SECRET), cardId: card!.id, bankId: bank!.id })
  }

  const { id: adminId } = await createAccount(services.auth, {
    email: `soak-${phase}-admin@example.com`,
    password: 'soak passphrase 1',
    fullName: 'Soak Admin',
    role: 'ADMIN',
  })
  const admin: Customer = { id: adminId, cookie: await mintSession(db, adminId, secrets.AUTH_SECRET), cardId: '', bankId: '' }
  const staffCredits: StaffCredit[] = []

  let server = startServer(serverEnv)
  await waitForHealth(publicUrl)
  // The `instance` fault: a second instance on the same database runs the jobs too, and is killed holding a claim.
  let second: ChildProcess | null = null
  if (fault?.secondAppUrl) {
    const secondPort = await freePort()
    second = startServer({ ...serverEnv, PORT: String(secondPort), DATABASE_URL: fault.secondAppUrl }, false)
    await waitForHealth(`http://127.0.0.1:${secondPort}`)
  }
  await waitFor(
    async () => (await call(publicUrl, customers[0]!, 'GET', '/api/swaps/quote?fromTokenId=BTC&toTokenId=ETH&fromAmount=0.01')).status === 200,
    'prices',
  )

  const intents: Intent[] = []
  const state: SoakState = {
    faultMode: fault !== null,
    refused: new Map(),
    slowest: 0,
    stop: false,
    paused: false,
    running: 0,
    operations: 0,
    staffEdits: 0,
    serverUp: true,
    retriedAfterCrash: 0,
    replayedAfterCrash: 0,
    crashed: false,
  }
  let snapshots = 0
  let checks = 0

  const client = async (customer: Customer) => {
    while (!state.stop) {
      if (state.paused) {
        await sleep(5)
        continue
      }
      state.running++
      try {
        await oneOperation(publicUrl, customer, intents, state)
      } finally {
        state.running--
      }
    }
  }

  // The admin: small manual credits (under the approval threshold), Complete or Pending, and status edits of the
  // pending ones to Complete or Failed.
  const staffMember = async () => {
    while (!state.stop) {
      if (state.paused) {
        await sleep(5)
        continue
      }
      state.running++
      try {
        await oneStaffEdit(publicUrl, admin, customers, staffCredits, state)
      } finally {
        state.running--
      }
      await sleep(20)
    }
  }

  // The second job runner: moves a few stakes' payout dates to now, then pays and settles what is due.
  const jobs = async () => {
    while (!state.stop) {
      // Under the `instance` fault only the two instances run jobs: the take-over is theirs.
      if (!state.paused && !second) {
        try {
          await db.execute(sql`update scheduled_transactions set scheduled_at = now() - interval '1 second' where status = 'pending' and random() < 0.3`)
          await services.stakes.payDue()
          await services.swaps.settlePending()
        } catch (err) {
          // Under a fault the database may be gone for a while: this runner waits for it like the server's own jobs.
          if (!fault || !databaseFault(err)) throw err
        }
      }
      await sleep(300)
    }
  }

  const started = Date.now()
  const running = [...customers.map(client), staffMember(), jobs()]
  const deadline = started + SECONDS * 1000
  let crashAt = phase === 'steady' ? Infinity : started + (SECONDS * 1000) / 2
  let faultReport: FaultReport | undefined
  while (Date.now() < deadline) {
    await sleep(Math.min(SNAPSHOT_MS, Math.max(0, deadline - Date.now())))
    if (fault && Date.now() >= crashAt) {
      crashAt = Infinity
      faultReport = await fault.inject({
        publicUrl,
        probe: async () => (await call(publicUrl, customers[0]!, 'GET', '/api/wallets')).status === 200,
        refusedSoFar: () => [...state.refused.values()].reduce((a, b) => a + b, 0),
        acknowledgedSoFar: () => intents.filter((i) => i.answer?.status === 201).length + staffCredits.filter((c) => c.status !== null).length,
        second: { kill: () => second?.kill('SIGKILL') },
      })
      faultReport.refused = new Map(state.refused)
      continue
    }
    if (Date.now() >= crashAt) {
      crashAt = Infinity
      console.log('killing the server with SIGKILL in the middle of the traffic…')
      state.serverUp = false
      server.kill('SIGKILL')
      await new Promise((resolve) => server.once('exit', resolve))
      await sleep(500)
      server = startServer(serverEnv)
      await waitForHealth(publicUrl)
      state.serverUp = true
      state.crashed = true
      console.log('…started again')
      continue
    }
    checks += await snapshot()
    snapshots++
  }
  state.stop = true
  await Promise.all(running)
  const seconds = (Date.now() - started) / 1000
  checks += await snapshot()
  snapshots++
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await database.dropped()
  if (faultReport) {
    faultReport.acknowledgedChecked = intents.filter((i) => i.answer?.status === 201).length + staffCredits.filter((c) => c.status !== null).length
    faultReport.invariantChecks = checks
    faultReport.slowestRequestMs = state.slowest
  }
  return {
    fault: faultReport,
    phase,
    operations: state.operations,
    seconds,
    snapshots,
    checks,
    staffEdits: state.staffEdits,
    crashed: state.crashed,
    retriedAfterCrash: state.retriedAfterCrash,
    replayedAfterCrash: state.replayedAfterCrash,
  }

  /** Pauses the clients and the job runner, checks every invariant on one consistent view, and resumes. */
  async function snapshot(): Promise<number> {
    state.paused = true
    while (state.running > 0) await sleep(5)
    try {
      return await checkInvariants()
    } finally {
      state.paused = false
    }
  }

  async function checkInvariants(): Promise<number> {
    let passed = 0
    const ok = (condition: boolean, what: string) => {
      if (!condition) throw new Error(`invariant broken: ${what}`)
      passed++
    }
    // Intents whose answer never arrived (the server died under them): the answer committed with the write, or nothing.
    for (const intent of intents.filter((i) => i.answer === null)) {
      const rows = await db.execute(
        sql`select response_status, response_body from idempotency_keys where user_id = ${intent.customer.id} and key = ${intent.key}`,
      )
      const row = rowsOf<{ response_status: number | null; response_body: Record<string, unknown> | null }>(rows)[0]
      if (row?.response_status) intent.answer = { status: row.response_status, body: row.response_body ?? {} }
    }
    return db.transaction(
      async (tx) => {
        // The admin's credits whose answer was cut off: the row (found by its txid) and its status are the truth.
        for (const credit of staffCredits.filter((c) => c.id === null || c.unsure)) {
          const row = rowsOf<{ id: string; status: 'Pending' | 'Complete' | 'Failed' }>(
            await tx.execute(sql`select id, status from transactions where txid = ${credit.txid}`),
          )[0]
          credit.id = row?.id ?? null
          credit.status = row?.status ?? null
        }
        const balances = rowsOf<{ asset: string; total: string; balance: string; negative: number }>(
          await tx.execute(sql`select asset, sum(balance + pending_deposits + pending_withdrawals)::text as total, sum(balance)::text as balance,
            count(*) filter (where balance + pending_withdrawals < 0)::int as negative from balances group by asset`),
        )
        const ledger = rowsOf<{ asset: string; complete: string }>(
          await tx.execute(sql`select asset, coalesce(sum(amount) filter (where status = 'Complete'), 0)::text as complete from transactions group by asset`),
        )
        const paid = rowsOf<{ stake_transaction_id: string; amount: string }>(
          await tx.execute(sql`select stake_transaction_id, amount::text from scheduled_transactions where status = 'paid'`),
        )
        const paidByStake = new Map(paid.map((p) => [p.stake_transaction_id, p.amount]))
        const expected = new Map<string, Decimal>(ASSETS.map((a) => [a, money(FUNDING[a]).times(CLIENTS)]))
        const add = (asset: unknown, amount: unknown) => expected.set(String(asset), (expected.get(String(asset)) ?? money(0)).plus(String(amount)))
        for (const intent of intents) {
          if (intent.answer?.status !== 201) continue
          const body = intent.answer.body as {
            fromTokenId?: string
            fromAmount?: string
            toTokenId?: string
            toAmount?: string
            stake?: { assetId: string; amount: string }
            transaction?: { assetId: string; amount: string }
          }
          if (intent.op === 'swap') {
            add(body.fromTokenId, money(String(body.fromAmount)).negated())
            add(body.toTokenId, body.toAmount)
          } else if (intent.op === 'stake') {
            add(body.stake!.assetId, money(String(body.stake!.amount)).negated())
          } else {
            add(body.transaction!.assetId, body.transaction!.amount)
          }
        }
        for (const credit of staffCredits) if (credit.status === 'Pending' || credit.status === 'Complete') add(credit.asset, credit.amount)
        // Payouts of the clients' stakes: the amount each stake's answer promised.
        const stakeRows = rowsOf<{ id: string; stake_transaction_id: string }>(
          await tx.execute(sql`select id, stake_transaction_id from scheduled_transactions`),
        )
        const stakeTxByScheduled = new Map(stakeRows.map((r) => [r.id, r.stake_transaction_id]))
        for (const intent of intents) {
          if (intent.op !== 'stake' || intent.answer?.status !== 201) continue
          const stake = (intent.answer.body as { stake: { id: string; assetId: string; payoutAmount: string } }).stake
          const paidAmount = paidByStake.get(stakeTxByScheduled.get(stake.id) ?? '')
          if (paidAmount === undefined) continue
          ok(money(paidAmount).equals(stake.payoutAmount), `stake ${stake.id} paid ${paidAmount}, promised ${stake.payoutAmount}`)
          add(stake.assetId, stake.payoutAmount)
        }
        for (const asset of ASSETS) {
          const row = balances.find((b) => b.asset === asset)
          ok(
            money(row?.total ?? 0).equals(expected.get(asset)!),
            `${asset}: balances + pending ${row?.total} ≠ credits − debits ${expected.get(asset)!.toFixed()}`,
          )
          const complete = ledger.find((l) => l.asset === asset)?.complete ?? '0'
          ok(money(row?.balance ?? 0).equals(complete), `${asset}: sum of balances ${row?.balance} ≠ Complete ledger ${complete}`)
          ok((row?.negative ?? 0) === 0, `${asset}: ${row?.negative} negative available balances`)
        }
        const halfSwaps = rowsOf(
          await tx.execute(
            sql`select request_id from transactions where type = 'swap' group by request_id having count(*) <> 2 or count(distinct status) <> 1`,
          ),
        )
        ok(halfSwaps.length === 0, `${halfSwaps.length} half swaps`)
        const doubles = rowsOf(
          await tx.execute(sql`select user_id, idempotency_key from transactions where idempotency_key is not null group by 1, 2 having count(*) > 1`),
        )
        ok(doubles.length === 0, `${doubles.length} keys with two ledger entries`)
        const keyed = rowsOf<{ user_id: string; idempotency_key: string }>(
          await tx.execute(sql`select user_id, idempotency_key from transactions where idempotency_key is not null`),
        )
        const written = new Set(keyed.map((k) => `${k.user_id} ${k.idempotency_key}`))
        for (const intent of intents) {
          const done = intent.answer?.status === 201
          ok(
            written.has(`${intent.customer.id} ${intent.key}`) === done,
            `key ${intent.key} (${intent.op}): answered ${intent.answer?.status ?? 'nothing'}, ledger ${written.has(`${intent.customer.id} ${intent.key}`) ? 'has' : 'lacks'} it`,
          )
        }
        const staffRows = rowsOf<{ txid: string; status: string }>(await tx.execute(sql`select txid, status from transactions where txid is not null`))
        for (const credit of staffCredits) {
          const row = staffRows.find((r) => r.txid === credit.txid)
          ok(
            (row?.status ?? null) === credit.status,
            `manual credit ${credit.txid}: answered ${credit.status ?? 'nothing'}, ledger ${row?.status ?? 'nothing'}`,
          )
        }
        ok((await verifyLedger(tx)).length === 0, 'verify-ledger found differences')
        const audit = await services.audit.verify(services.audit.readHead())
        ok(audit.ok, `verify-audit: ${JSON.stringify(audit)}`)
        return passed
      },
      { isolationLevel: 'repeatable read' },
    )
  }
}

/** What the clients share: the pause, the counts, and under a fault the refusals and the slowest answer. */
interface SoakState {
  faultMode: boolean
  /** Refused answers under a fault, by status and code (e.g. `503 DATABASE_UNAVAILABLE`). */
  refused: Map<string, number>
  slowest: number
  stop: boolean
  paused: boolean
  running: number
  operations: number
  staffEdits: number
  serverUp: boolean
  retriedAfterCrash: number
  replayedAfterCrash: number
  crashed: boolean
}

/**
 * Whether `res` is a clean refusal under a fault (counted): 503 with Retry-After and a database code. Any other 5xx
 * breaks the run.
 */
function refused(res: Answer, state: SoakState, what: string): boolean {
  const code = typeof res.body.code === 'string' ? res.body.code : ''
  if (state.faultMode && res.status === 503 && res.retryAfter !== null && DATABASE_REFUSALS.has(code)) {
    const key = `503 ${code}`
    state.refused.set(key, (state.refused.get(key) ?? 0) + 1)
    return true
  }
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return false
}

async function oneOperation(baseUrl: string, customer: Customer, intents: Intent[], state: SoakState) {
  const op = pick()
  if (op === 'read') {
    const res = await send(baseUrl, customer, 'GET', '/api/wallets', undefined, undefined, state)
    if (res && refused(res, state, 'GET /api/wallets')) return
    if (res && res.status === 200) {
      for (const w of (res.body as { wallets: Array<{ available: string }> }).wallets) {
        if (money(w.available).isNegative()) throw new Error(`a negative available balance was shown: ${w.available}`)
      }
      state.operations++
    }
    return
  }
  const asset = ASSETS[Math.floor(Math.random() * ASSETS.length)]!
  const small = (max: number) =>
    money(Math.random() * max)
      .toDecimalPlaces(6, 1)
      .plus('0.000001')
      .toFixed()
  const scale = asset === 'USDT' ? 200 : asset === 'ETH' ? 2 : 0.05
  const request: { url: string; body: unknown } =
    op === 'send'
      ? { url: '/api/wallets/send', body: { assetId: asset, amount: small(scale), recipientAddress: ADDRESSES[asset] } }
      : op === 'withdrawal'
        ? { url: '/api/payments/withdrawals', body: { tokenId: asset, amount: small(scale), paymentMethodId: customer.bankId } }
        : op === 'deposit'
          ? { url: '/api/payments/deposits', body: { tokenId: asset, amount: small(scale), paymentMethodId: customer.cardId } }
          : op === 'swap'
            ? { url: '/api/swaps', body: swapBody(asset, small(scale)) }
            : { url: '/api/stakes', body: { assetId: asset, ...STAKES[asset] } }
  const intent: Intent = { customer, op, key: randomUUID(), answer: null }
  intents.push(intent)
  let cutOff = false
  // A client retries an intent whose answer it did not get, with the same key, until it gets one (under a database
  // fault, for as long as the refusals last, a moment apart).
  for (let attempt = 0; attempt < (state.faultMode ? 200 : 3); attempt++) {
    const res = await send(baseUrl, customer, 'POST', request.url, request.body, intent.key, state)
    if (!res) {
      cutOff = true
      continue
    }
    if (res.status === 409 && (res.body as { code?: string }).code === 'IDEMPOTENCY_IN_PROGRESS') break // cut off before its commit: left unknown
    if (refused(res, state, request.url)) {
      cutOff = true
      await sleep(100)
      continue
    }
    intent.answer = res
    if (cutOff) {
      state.retriedAfterCrash++
      if (res.replayed) state.replayedAfterCrash++
    }
    state.operations++
    return
  }
  if (cutOff) state.retriedAfterCrash++
}

async function oneStaffEdit(baseUrl: string, admin: Customer, customers: Customer[], credits: StaffCredit[], state: SoakState) {
  const pending = credits.filter((c) => c.status === 'Pending' && c.id !== null && !c.unsure)
  if (pending.length > 0 && Math.random() < 0.5) {
    const credit = pending[Math.floor(Math.random() * pending.length)]!
    const status = Math.random() < 0.5 ? 'Complete' : 'Failed'
    const res = await send(
      baseUrl,
      admin,
      'PATCH',
      `/api/customers/${credit.customer.id}/transactions/${credit.id}`,
      { status, type: 'deposit', note: 'Soak edit' },
      undefined,
      state,
    )
    if (!res || refused(res, state, 'staff edit')) {
      credit.unsure = true
      return
    }
    if (res.status !== 200) throw new Error(`staff edit answered ${res.status}: ${JSON.stringify(res.body)}`)
    credit.status = (res.body.transaction as { status?: StaffCredit['status'] } | null)?.status ?? null
    state.operations++
    state.staffEdits++
    return
  }
  const customer = customers[Math.floor(Math.random() * customers.length)]!
  const asset = ASSETS[Math.floor(Math.random() * ASSETS.length)]!
  // Worth a few dollars at most: under the manual-credit approval threshold.
  const amount = asset === 'USDT' ? '5' : asset === 'ETH' ? '0.001' : '0.00005'
  const status = Math.random() < 0.5 ? 'Complete' : 'Pending'
  const credit: StaffCredit = { customer, txid: randomUUID(), asset, amount, id: null, status: null, unsure: false }
  credits.push(credit)
  const body = { assetId: asset, sentAt: new Date().toISOString(), amount, status, senderAddress: 'Soak bank transfer', txid: credit.txid }
  const res = await send(baseUrl, admin, 'POST', `/api/customers/${customer.id}/transactions`, body, undefined, state)
  if (!res || refused(res, state, 'manual credit')) return // cut off or refused: the snapshot looks the row up by its txid
  if (res.status !== 201) throw new Error(`manual credit answered ${res.status}: ${JSON.stringify(res.body)}`)
  const transaction = res.body.transaction as { id: string; status: StaffCredit['status'] } | null
  if (!transaction) throw new Error(`manual credit of ${amount} ${asset} went to approval: ${JSON.stringify(res.body)}`)
  credit.id = transaction.id
  credit.status = transaction.status
  state.operations++
  state.staffEdits++
}

function swapBody(from: Asset, amount: string) {
  const others = ASSETS.filter((a) => a !== from)
  return { fromTokenId: from, toTokenId: others[Math.floor(Math.random() * others.length)], fromAmount: amount }
}

/** One request; null when the connection failed (the server is down): waits for it to come back first. */
async function send(
  baseUrl: string,
  customer: Customer,
  method: string,
  url: string,
  body: unknown,
  key: string | undefined,
  state: Pick<SoakState, 'serverUp' | 'slowest'>,
): Promise<Answer | null> {
  while (!state.serverUp) await sleep(20)
  try {
    const started = Date.now()
    const res = await call(baseUrl, customer, method, url, body, key)
    state.slowest = Math.max(state.slowest, Date.now() - started)
    return res
  } catch {
    while (!state.serverUp) await sleep(20)
    await waitForHealth(baseUrl)
    return null
  }
}

interface Answer {
  status: number
  body: Record<string, unknown>
  replayed: boolean
  retryAfter: string | null
}

async function call(baseUrl: string, customer: Customer, method: string, url: string, body?: unknown, key?: string): Promise<Answer> {
  const res = await fetch(baseUrl + url, {
    method,
    headers: {
      cookie: customer.cookie,
      origin: baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    retryAfter: res.headers.get('retry-after'),
  }
}

function pick(): Op {
  const total = MIX.reduce((s, [, w]) => s + w, 0)
  let r = Math.random() * total
  for (const [op, w] of MIX) if ((r -= w) < 0) return op
  return 'read'
}

/** Starts a server; `current`: the one the clients use (restarted by the crash phase), else one more beside it. */
function startServer(env: NodeJS.ProcessEnv, current = true): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  if (current) currentServer = child
  else process.on('exit', () => child.kill('SIGKILL'))
  return child
}

async function waitForHealth(baseUrl: string) {
  // A start compiles the server with tsx first: slow on a busy machine.
  await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).ok, 'the server', 180_000)
}

function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[])
}
