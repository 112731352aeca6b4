import path from 'node:path'
import type { AuditHead } from '@wallet/shared/back-office/audit'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { createBackgroundTasks } from './lib/background.ts'
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts'
import { createFieldCipher } from './lib/crypto.ts'
import type { Mailer } from './lib/mailer.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { withMailLayout } from './support/notifications/mail-layout.ts'
import { createAccountProtectionService } from './identity/anti-phishing-and-allowlist/anti-phishing-and-allowlist.service.ts'
import { createLocalStorage } from './lib/storage.ts'
import { createAccountService } from './identity/accounts/accounts.service.ts'
import { createAnnouncementsService } from './support/announcements/announcements.service.ts'
import { auditHeadFile } from './back-office/audit/audit-head.ts'
import { createAuditService } from './back-office/audit/audit.service.ts'
import { createStaffActions } from './back-office/audit/staff-action.ts'
import { createAuthEmails } from './identity/sign-in/auth-emails.ts'
import { createAuth } from './identity/sign-in/better-auth.ts'
import { CLIENT_IP_HEADER, SERVER_REQUEST_ID_HEADER } from './identity/sign-in/client-ip.ts'
import { createSessionCache } from './identity/sign-in/session-cache.ts'
import { createSessionService } from './identity/sign-in/sessions.service.ts'
import { createOwnSessions, toListedSession } from './identity/sign-in/own-sessions.ts'
import { createProtectionService } from './identity/sessions-and-freeze/sessions-and-freeze.service.ts'
import { createCaptchaService } from './platform/captcha/captcha.service.ts'
import { createCustomersService } from './back-office/customers/customers.service.ts'
import { createStaffProfileService } from './back-office/customers/staff-profile.service.ts'
import { holdAfterOwnPasswordReset } from './back-office/customers/recovery-hold.ts'
import { createTransactionEvents } from './platform/events/events.service.ts'
import { createHealthService } from './platform/health/health.service.ts'
import { createKycDocumentLinks } from './support/kyc/kyc-documents.ts'
import { createKycService } from './support/kyc/kyc.service.ts'
import { addScrapeGauges, createMetrics, type Metrics } from './platform/metrics/metrics.ts'
import { createLedger } from './money/ledger/ledger.service.ts'
import { createNotificationsService } from './support/notifications/notifications.service.ts'
import { createPasskeysService, passkeySignInRefusal } from './identity/passkeys/passkeys.service.ts'
import { relyingPartyOf } from './identity/passkeys/relying-party.ts'
import { createPaymentMethodsService } from './money/payment-methods/payment-methods.service.ts'
import { createBuyingLinksService } from './money/payments/buying-links.service.ts'
import { createPaymentsService } from './money/payments/payments.service.ts'
import { createQueuesService } from './back-office/queues/queues.service.ts'
import { createFactorResetsService } from './identity/factor-resets/factor-resets.service.ts'
import { createPrices } from './platform/prices/prices.service.ts'
import { createSecurityService } from './identity/second-factors/second-factors.service.ts'
import { createAttemptLimits } from './identity/second-factors/attempt-limits.ts'
import { createStakeService } from './money/stakes/stakes.service.ts'
import { createSwapService } from './money/swaps/swaps.service.ts'
import { createTicketsService } from './support/tickets/tickets.service.ts'
import { createStaffTransactionsService } from './money/transactions/staff-transactions.service.ts'
import { createCreditApprovalsService } from './money/transactions/credit-approvals.service.ts'
import { createTransactionsService } from './money/transactions/transactions.service.ts'
import { createWalletsService } from './money/wallets/wallets.service.ts'
import { createStaffAccountsService } from './back-office/staff-accounts/staff-accounts.service.ts'
import { createWorkersService } from './back-office/workers/workers.service.ts'
import { createAssignmentService } from './back-office/assignment/assignment.service.ts'
import { createReservesService } from './money/reserves/reserves.service.ts'
import { createChainReservesService } from './money/reserves/chain-reserves.service.ts'
import { statementKey } from './money/reserves/statement-key.ts'
import type { ChainAdapter } from './money/chain/chain-adapter.ts'
import { createChainAddresses } from './money/chain/chain-addresses.ts'
import { createChainDepositsService } from './money/chain/chain-deposits.service.ts'
import { createDepositWatcher } from './money/chain/deposit-watcher.ts'
import { createPayoutsService } from './money/chain/payouts/payouts.service.ts'
import { createReconciliationService } from './money/chain/payouts/reconciliation.service.ts'

export interface ServiceDeps {
  database: Database
  env: Env
  mailer: Mailer
  /** better-auth's request limits and the password-check limits (off in tests that sign in many times). */
  authRateLimit?: boolean
  /** Where a mail that could not be sent is reported. */
  onMailFailure?: (err: unknown, what: string) => void
  /** Where each published head of the audit chain is reported (the log stream). */
  onAuditHead?: (head: AuditHead) => void
  /** The time the address lock periods are measured on: the system's, or one tests move. */
  clock?: Clock
  /** Where the process is in its life (readiness); absent: ready at once, without jobs (tests, CLI). */
  lifecycle?: Lifecycle
  /** The connected Ethereum chain; null or absent: ETH, USDT and BNB stay manual. */
  chain?: ChainAdapter | null
  /**
   * The indexes of the customers' deposit addresses, which each payout batch sweeps into the treasury; absent: none
   * (the chain's deposit-address table answers it where it exists).
   */
  depositIndexes?: () => Promise<number[]>
}

/**
 * Every service of the app, created once from its dependencies (docs/decisions/040-module-shape.md). `app.ts`
 * decorates `app.services` with the result; the CLI and the demo seed use the same function. Routes read
 * `app.services`; nothing outside this file hands out the database handle. Add a service with one line here.
 */
export function createServices(deps: ServiceDeps) {
  const { database, env } = deps
  const db = database.db
  // Every mail goes through the one layout (the anti-phishing code first), then is counted: no service is handed the
  // bare transport.
  const metrics = createMetrics()
  deps.database.observe?.({ error: (kind) => metrics.databaseErrors.inc({ kind }), reconnected: () => metrics.databaseReconnects.inc() })
  const mailer = countedMailer(withMailLayout(deps.mailer, db), metrics)
  const clock = deps.clock ?? systemClock

  const onMailFailure = deps.onMailFailure ?? ((err: unknown, what: string) => console.error(what, err))
  const background = createBackgroundTasks(onMailFailure)
  const lifecycle = deps.lifecycle ?? createLifecycle({ phase: 'ready', jobsExpected: false })
  const health = createHealthService(database, lifecycle)
  const events = createTransactionEvents(database)
  const notifications = createNotificationsService({ db })
  const audit = createAuditService({
    db,
    key: env.AUDIT_KEY,
    headFile: auditHeadFile(env.DATA_DIR),
    onHeadPublished: (head) => deps.onAuditHead?.(head),
  })
  const customers = createCustomersService({ db, clock, recoveryHoldHours: env.RECOVERY_HOLD_HOURS })
  const chainAddresses = deps.chain ? createChainAddresses({ db, chain: deps.chain }) : null
  // Password and step-up checks outside sign-in, counted where better-auth counts sign-ins (docs/decisions/127).
  const attempts = createAttemptLimits({
    db,
    settings: { max: env.PASSWORD_CHECK_LIMIT, windowSeconds: env.PASSWORD_CHECK_WINDOW_SECONDS, enabled: deps.authRateLimit ?? true },
  })
  const account = createAccountService({ db, attempts })
  const defineStaffAction = createStaffActions({
    db,
    customers,
    account,
    audit,
    notifications,
    mailer,
    onMailFailure,
    onHeadFailure: (err) => onMailFailure(err, 'audit chain head not published'),
  })

  const passkeys = createPasskeysService({
    db,
    rp: relyingPartyOf(env.PUBLIC_URL, env.TRUSTED_ORIGINS),
    audit,
    mailer,
    customers,
    defineStaffAction,
    // The security service needs better-auth, which needs the passkeys: it is called only once both exist.
    confirmStepUp: (by, body) => security.confirmStepUp(by, body),
    onMailFailure,
  })
  const holdAfterReset = holdAfterOwnPasswordReset({ db, customers, mailer, background })
  const auth = createAuth({
    db,
    secret: env.AUTH_SECRET,
    baseURL: env.PUBLIC_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    emails: createAuthEmails(mailer),
    rateLimit: deps.authRateLimit ?? true,
    background,
    quiet: env.LOG_LEVEL === 'silent',
    // With a chain connected, a customer's deposit address is allocated with their profile, in one transaction.
    onUserCreated: (userId) =>
      chainAddresses
        ? db.transaction(async (tx) => {
            await customers.ensureProfile(userId, tx)
            await chainAddresses.ensure(tx, userId)
          })
        : customers.ensureProfile(userId),
    onSignIn: (signIn) => protection.afterSignIn(signIn),
    onPasswordReset: async (user, headers) => {
      await protection.afterEmailedReset(user.id, { ip: headers?.get(CLIENT_IP_HEADER) ?? '', requestId: headers?.get(SERVER_REQUEST_ID_HEADER) ?? '' })
      await holdAfterReset(user)
    },
    passkeys: { ...passkeys, refusal: passkeySignInRefusal },
  })
  const sessions = createSessionService({ db, auth, secret: env.AUTH_SECRET, cache: createSessionCache(database) })
  const captcha = createCaptchaService({ db, secret: env.AUTH_SECRET })
  const security = createSecurityService({ db, auth, mailer, authSecret: env.AUTH_SECRET, customers, attempts })

  const ownSessions = createOwnSessions(auth)
  const protection = createProtectionService({
    db,
    authSecret: env.AUTH_SECRET,
    publicUrl: env.PUBLIC_URL,
    coolingOffHours: env.UNFREEZE_COOLING_OFF_HOURS,
    ownSessions,
    listSessionsOf: async (userId) =>
      (await auth.$context).internalAdapter
        .listSessions(userId, { onlyActiveSessions: true })
        .then((rows) => rows.filter((s) => s.expiresAt > new Date()).map(toListedSession)),
    account,
    audit,
    customers,
    security,
    captcha,
    mailer,
    notifications,
    background,
    defineStaffAction,
    onMailFailure,
  })

  const accountProtection = createAccountProtectionService({
    db,
    clock,
    security,
    audit,
    customers,
    mailer,
    background,
    authSecret: env.AUTH_SECRET,
    lockHours: env.WITHDRAWAL_ADDRESS_LOCK_HOURS,
  })
  const ledger = createLedger({ events, onWritten: (types) => types.forEach((type) => metrics.ledgerWrites.inc({ type: type ?? 'none' })) })
  const prices = createPrices({ db, feedUrl: env.PRICE_FEED_URL })
  const swaps = createSwapService({ db, ledger, prices, notifications, customers })
  const stakes = createStakeService({ db, ledger, notifications, customers })
  const chainDeposits = createChainDepositsService({ db, chain: deps.chain ?? null, confirmations: env.ETHEREUM_CONFIRMATIONS })
  const wallets = createWalletsService({ db, ledger, customers, defineStaffAction, allowlist: accountProtection, chainDeposits })
  const depositWatcher = deps.chain
    ? createDepositWatcher({
        db,
        chain: deps.chain,
        confirmations: env.ETHEREUM_CONFIRMATIONS,
        ledger,
        audit,
        notifications,
        events,
        mailer,
        background,
      })
    : null
  const payments = createPaymentsService({ db, ledger, customers, destinations: accountProtection })
  const transactions = createTransactionsService({ db })
  // The deposit addresses payouts sweep, reconciliation counts and proof of reserves lists: every one allocated (tests may name their own).
  const depositIndexes = deps.depositIndexes ?? (chainAddresses ? () => chainAddresses.indexes() : async () => [])
  const chainReserves = createChainReservesService({
    db,
    chain: deps.chain ?? null,
    confirmations: env.ETHEREUM_CONFIRMATIONS,
    depositIndexes,
    defineStaffAction,
    clock,
  })
  const reserves = createReservesService({ db, audit, defineStaffAction, key: statementKey(env.AUDIT_KEY), clock, chainPart: chainReserves })
  const creditApprovals = createCreditApprovalsService({
    db,
    ledger,
    prices,
    customers,
    audit,
    account,
    notifications,
    defineStaffAction,
    logError: onMailFailure,
  })
  const payouts = createPayoutsService({
    db,
    ledger,
    audit,
    notifications,
    mailer,
    defineStaffAction,
    chain: deps.chain ?? null,
    confirmations: env.ETHEREUM_CONFIRMATIONS,
    depositIndexes,
    onMailFailure,
  })
  const reconciliation = createReconciliationService({
    db,
    chain: deps.chain ?? null,
    depositIndexes,
    onDifference: (asset, difference) => metrics.chainReconciliation.set({ asset }, difference),
  })
  const staffTransactions = createStaffTransactionsService({
    db,
    ledger,
    prices,
    customers,
    stakes,
    approvals: creditApprovals,
    defineStaffAction,
    payouts,
    approvalThresholdUsd: env.MANUAL_CREDIT_APPROVAL_USD,
    dailyCreditLimitUsd: env.STAFF_DAILY_CREDIT_LIMIT_USD,
  })
  const staffProfile = createStaffProfileService({
    db,
    customers,
    account,
    ledger,
    defineStaffAction,
    depositAddresses: wallets.depositAddresses,
    activityPage: (customerId, page) => audit.customerPage(customerId, page),
    // The sign-up path's own mail and link (better-auth), asked for without a session: as a signed-out user would.
    sendConfirmationEmail: async (email) => {
      await auth.api.sendVerificationEmail({ body: { email } })
    },
    statementCsv: (customerId) => transactions.statementCsv(customerId),
    onMailFailure,
  })

  const kyc = createKycService({
    db,
    storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads', 'kyc')),
    links: createKycDocumentLinks(env.AUTH_SECRET),
    customers,
    defineStaffAction,
  })
  const paymentMethods = createPaymentMethodsService({
    db,
    cipher: createFieldCipher(env.ENCRYPTION_KEY),
    customers,
    destinations: accountProtection,
    security,
    audit,
    mailer,
    background,
  })
  const buyingLinks = createBuyingLinksService({ db, storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads', 'logos')), customers, defineStaffAction })
  const tickets = createTicketsService({ db, customers, defineStaffAction })
  const workers = createWorkersService({ db, customers, tickets, defineStaffAction })
  const staffAccounts = createStaffAccountsService({ db, account, customers, events, defineStaffAction })
  const assignment = createAssignmentService({ db, account, customers, defineStaffAction, logError: onMailFailure })
  const announcements = createAnnouncementsService({ db, defineStaffAction, events, managerOf: staffAccounts.managerOf })
  const factorResets = createFactorResetsService({ db, customers, account, audit, notifications, defineStaffAction, clock })
  const queues = createQueuesService({ db, customers, approvals: creditApprovals, factorResets })
  addScrapeGauges(metrics, {
    workTotals: () => queues.totals(),
    auditRows: () => audit.rowCount(),
    auditHeadPublishedAt: () => {
      const head = audit.readHead()
      return head ? new Date(head.publishedAt) : null
    },
  })

  return {
    metrics,
    lifecycle,
    background,
    health,
    events,
    notifications,
    audit,
    customers,
    defineStaffAction,
    auth,
    sessions,
    captcha,
    account,
    security,
    protection,
    passkeys,
    ledger,
    prices,
    swaps,
    stakes,
    wallets,
    payments,
    transactions,
    reserves,
    chainReserves,
    staffTransactions,
    creditApprovals,
    payouts,
    reconciliation,
    staffProfile,
    kyc,
    paymentMethods,
    buyingLinks,
    tickets,
    workers,
    staffAccounts,
    assignment,
    announcements,
    factorResets,
    queues,
    accountProtection,
    clock,
    chainAddresses,
    chainDeposits,
    depositWatcher,
  }
}

export type Services = ReturnType<typeof createServices>

/** The mailer, with each mail counted as sent or failed. */
function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail)
        metrics.mails.inc({ outcome: 'sent' })
      } catch (err) {
        metrics.mails.inc({ outcome: 'failed' })
        throw err
      }
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}
