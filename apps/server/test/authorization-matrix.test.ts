import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, staff, users, withdrawalAddresses } from '../src/db/schema.ts'
import { createKycDocumentLinks } from '../src/support/kyc/kyc-documents.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { answerChecker, type OpenApiDocument } from './openapi-answers.ts'
import { mailedStepUp } from './auth-support.ts'
import { addPaymentMethod, createUser, fund, ORIGIN, type TestUser } from './factories.ts'
import { setPrices, TEST_PRICES } from './market-fixtures.ts'
import { kycSubmission, multipart, PNG } from './multipart.ts'
import { SoftPasskey } from './passkey-authenticator.ts'

/**
 * The authorization matrix (STYLE.md, Tests): every route of the route table, tried by every kind of caller, against
 * the answer written here. A route missing from MATRIX fails the test, and so does a row for a route that is gone.
 * Adding a route means adding its row; adding a group of staff routes means adding rows whose expectations name
 * what WORKER, MANAGER and ADMIN get (see `staffOnly` below for the shape).
 *
 * Callers: anonymous; customer A on A's own resources; customer B on A's resources (ids, links); WORKER, MANAGER and
 * ADMIN (staff, who hold customer:self on their own data only); a banned customer. Unauthorised callers send a
 * malformed body, so a route that validated the body before the session would answer 400 and fail here.
 */

const CALLERS = ['anonymous', 'banned', 'customerB', 'worker', 'manager', 'admin', 'customerA'] as const
type Caller = (typeof CALLERS)[number]
/** A status, or a status and the `code` of the `{ error, code }` answer. */
type Outcome = number | readonly [number, string]
type Expectation = Record<Caller, Outcome>

/** A's resources, the ids the rows put into their URLs. */
interface Resources {
  /** Customer C: assigned to the worker (of the manager); the target of the staff-profile rows. */
  customerC: string
  /** C's ledger row, for the edit row. */
  cTransactionId: string
  /** A second worker of the manager and a spare staff account: targets of resets, moves and bans. */
  spareWorker: string
  spareStaff: string
  ticketId: string
  cardId: string
  spareMethodId: string
  notificationId: string
  transactionId: string
  kycLink: string
  /** A's saved withdrawal addresses, awaiting confirmation: one to confirm, one to remove. */
  pendingAddressId: string
  spareAddressId: string
  /** Two of A's passkeys: one renamed, one removed. */
  passkeyId: string
  sparePasskeyId: string
}

interface Request {
  url?: string
  payload?: unknown
  /** multipart/form-data: the KYC upload. */
  multipartBody?: { payload: Buffer; contentType: string }
  headers?: Record<string, string>
  /** A stream (Server-Sent Events): read over a real connection and judged by its first answer. */
  stream?: boolean
}

interface Row {
  request?: (r: Resources, caller: Caller) => Request
  expect: Expectation
}

const UNAUTHENTICATED = [401, 'UNAUTHENTICATED'] as const
const BANNED = [403, 'BANNED'] as const
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const PASSWORD = 'correct horse 1'
const GARBAGE = { unexpected: ['field'] }
/** A step-up with the caller's own password and a code that is not theirs. */
const WRONG_STEP_UP = { password: PASSWORD, secondFactorCode: '000000' }

/** The same answer whoever asks (public routes). */
const everyone = (outcome: Outcome): Expectation => Object.fromEntries(CALLERS.map((c) => [c, outcome])) as Expectation

/** The customer area: every signed-in account on its own data; signed-out and banned callers refused. */
function signedIn(outcome: Outcome, overrides: Partial<Expectation> = {}, signedOut: Outcome = UNAUTHENTICATED): Expectation {
  return { anonymous: signedOut, banned: BANNED, customerB: outcome, worker: outcome, manager: outcome, admin: outcome, customerA: outcome, ...overrides }
}

/** The same answer for the three staff callers. */
const staffGet = (outcome: Outcome): Pick<Expectation, 'worker' | 'manager' | 'admin'> => ({ worker: outcome, manager: outcome, admin: outcome })
const STAFF_KEEP = [403, 'STAFF_AUTHENTICATOR_ONLY'] as const
/** A staff route every staff role reaches with the same answer; customers are refused. */
const anyStaff = (outcome: Outcome) => staffOnly(staffGet(outcome))

/** A resource of customer A: A gets `owner`; everyone else signed in gets `others` (as if it did not exist). */
function ownedByA(owner: Outcome, others: Outcome): Expectation {
  return signedIn(others, { customerA: owner })
}

/**
 * A staff route (for the back office): `byRole` says what each staff role gets; customers are refused with 403.
 * Example row: 'GET /api/staff/customers/:id': { request: (r) => …, expect: staffOnly({ worker: 404, manager: 200, admin: 200 }) }
 */
export function staffOnly(byRole: Pick<Expectation, 'worker' | 'manager' | 'admin'>, denied: Outcome = [403, 'FORBIDDEN']): Expectation {
  return { anonymous: UNAUTHENTICATED, banned: BANNED, customerA: denied, customerB: denied, ...byRole }
}

/** The staff customer profile: customers are told their role cannot view profiles. */
const profile = (byRole: Pick<Expectation, 'worker' | 'manager' | 'admin'>) => staffOnly(byRole, [403, 'PROFILE_ROLE_DENIED'])
const allStaff = (outcome: Outcome) => profile({ worker: outcome, manager: outcome, admin: outcome })
const FORBIDDEN = [403, 'FORBIDDEN'] as const
const onlyWorker = (outcome: Outcome) => staffOnly({ worker: outcome, manager: FORBIDDEN, admin: FORBIDDEN })
const onlyManager = (outcome: Outcome) => staffOnly({ worker: FORBIDDEN, manager: outcome, admin: FORBIDDEN })
const onlyAdmin = (outcome: Outcome) => staffOnly({ worker: FORBIDDEN, manager: FORBIDDEN, admin: outcome })
const NOWHERE = '00000000-0000-4000-8000-000000000000'
const c = (r: Resources, rest = '') => `/api/customers/${r.customerC}${rest}`

/** Unauthorised callers send nonsense: the guard must answer before anything reads it. */
const body = (valid: unknown) => (_r: Resources, caller: Caller) => ({
  payload: caller === 'anonymous' || caller === 'banned' ? GARBAGE : typeof valid === 'function' ? (valid as () => unknown)() : valid,
})

/** The reference page's own files, which the description it shows does not list. */
const REFERENCE_PAGE = /^\/api\/docs(\/|$)/

let ips = 0
const freshIp = () => `10.77.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`

const MATRIX: Record<string, Row> = {
  // Public: the same for everybody.
  'GET /api/health': { expect: everyone(200) },
  'GET /api/health/live': { expect: everyone(200) },
  'GET /api/health/ready': { expect: everyone(200) },
  'GET /api/captcha/challenge': { expect: everyone(200) },
  // Signed out: the "This wasn't me" link and unfreezing; a session changes nothing.
  'POST /api/account-freeze/link': { request: () => ({ payload: { token: 'A'.repeat(43) } }), expect: everyone([400, 'FREEZE_LINK_INVALID']) },
  'POST /api/account-freeze/unfreeze/start': {
    request: () => ({ payload: { email: `nobody-${randomUUID()}@example.com`, password: 'wrong password' } }),
    expect: everyone([401, 'INVALID_CREDENTIALS']),
  },
  'POST /api/account-freeze/unfreeze': {
    request: () => ({ payload: { email: `nobody-${randomUUID()}@example.com`, password: 'wrong password', code: '123456' } }),
    expect: everyone([401, 'INVALID_CREDENTIALS']),
  },
  'POST /api/captcha/verify': { request: () => ({ payload: { captchaToken: 'not-a-solution' } }), expect: everyone(400) },
  'GET /api/session': { expect: everyone(200) },
  // The API description and its reference page: public outside production (test/openapi.test.ts for production).
  'GET /api/openapi.json': { expect: everyone(200) },
  'GET /api/docs/': { expect: everyone(200) },
  'GET /api/docs/json': { expect: everyone(200) },
  'GET /api/docs/yaml': { expect: everyone(200) },
  'GET /api/docs/static/*': { request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: everyone(200) },
  'HEAD /api/docs/static/*': { request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: everyone(200) },
  'GET /api/docs/static/index.html': { expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone(200) },
  // A's document: the worker who claimed A, their manager and an admin open it; customers cannot.
  'GET /api/kyc/documents/:id': { request: (r) => ({ url: r.kycLink }), expect: allStaff(200) },

  // better-auth, the allowlisted endpoints only.
  'POST /api/auth/sign-up/email': {
    request: () => ({ payload: { fullName: 'New Person', email: `new-${randomUUID()}@example.com`, password: 'a long passphrase' } }),
    expect: everyone([400, 'CAPTCHA_REQUIRED']),
  },
  'POST /api/auth/sign-in/email': {
    request: () => ({ payload: { email: `nobody-${randomUUID()}@example.com`, password: 'wrong password' } }),
    expect: everyone([401, 'INVALID_CREDENTIALS']),
  },
  'POST /api/auth/two-factor/verify-totp': { request: () => ({ payload: GARBAGE }), expect: everyone([401, 'SESSION_LOST']) },
  'POST /api/auth/two-factor/send-otp': { request: () => ({ payload: GARBAGE }), expect: everyone([401, 'SESSION_LOST']) },
  'POST /api/auth/two-factor/verify-otp': { request: () => ({ payload: GARBAGE }), expect: everyone([401, 'SESSION_LOST']) },
  'POST /api/auth/request-password-reset': { request: () => ({ payload: { email: `someone-${randomUUID()}@example.com` } }), expect: everyone(200) },
  'POST /api/auth/reset-password': {
    request: () => ({ payload: { newPassword: 'a long passphrase', token: 'not-a-token' } }),
    expect: everyone([400, 'RESET_LINK_INVALID']),
  },
  'GET /api/auth/reset-password/:token': {
    request: () => ({ url: '/api/auth/reset-password/not-a-token?callbackURL=/update-password' }),
    expect: everyone(302),
  },
  'GET /api/auth/verify-email': { request: () => ({ url: '/api/auth/verify-email?token=not-a-token&callbackURL=/login' }), expect: everyone(302) },
  'POST /api/auth/passkey/sign-in-options': { request: () => ({ payload: {} }), expect: everyone(200) },
  'POST /api/auth/passkey/sign-in': { request: () => ({ payload: GARBAGE }), expect: everyone([400, 'VALIDATION_FAILED']) },
  // Runs last: it ends the caller's session.
  'POST /api/auth/sign-out': { request: () => ({ payload: {} }), expect: everyone(200) },

  // The customer area (customer:self).
  'GET /api/account/activity': { expect: signedIn(200) },
  'GET /api/buying-links/:id/logo': { request: () => ({ url: `/api/buying-links/${NOWHERE}/logo` }), expect: signedIn([404, 'NOT_FOUND']) },
  'POST /api/account/forced-password': { request: body({ password: 'another passphrase' }), expect: signedIn([403, 'FORBIDDEN']) },
  'PUT /api/account/locale': { request: body({ locale: 'es' }), expect: signedIn(200) },
  'GET /api/events': { request: () => ({ stream: true }), expect: signedIn(200) },
  'POST /api/kyc': {
    request: (_r, caller) => (caller === 'anonymous' || caller === 'banned' ? { payload: GARBAGE } : { multipartBody: multipart(kycSubmission()) }),
    // A submitted hers while the matrix was set up; everyone else submits their first.
    expect: signedIn(201, { customerA: [409, 'KYC_NOT_SUBMITTABLE'] }),
  },
  'GET /api/notifications': { expect: signedIn(200) },
  'POST /api/notifications/:id/read': {
    request: (r) => ({ url: `/api/notifications/${r.notificationId}/read`, payload: {} }),
    expect: ownedByA(200, [404, 'NOT_FOUND']),
  },
  'POST /api/notifications/read-all': { request: () => ({ payload: {} }), expect: signedIn(200) },
  'GET /api/payment-methods': { expect: signedIn(200) },
  'GET /api/security/passkeys': { expect: signedIn(200) },
  // Passkey changes take the step-up (docs/decisions/124): every caller's own password, and a code that is not theirs.
  'POST /api/security/passkeys/registration-options': { request: body(WRONG_STEP_UP), expect: signedIn([400, 'SECOND_FACTOR_INVALID']) },
  // A well-formed answer to a challenge the app never handed out.
  'POST /api/security/passkeys': {
    request: body(() => ({ name: 'Key', credential: new SoftPasskey({ origin: ORIGIN }).register({ challenge: 'never-issued' }) })),
    expect: signedIn([400, 'PASSKEY_INVALID']),
  },
  'PATCH /api/security/passkeys/:passkeyId': {
    request: (r, caller) => ({ url: `/api/security/passkeys/${r.passkeyId}`, ...body({ name: 'Renamed', ...WRONG_STEP_UP })(r, caller) }),
    expect: signedIn([400, 'SECOND_FACTOR_INVALID']),
  },
  'POST /api/security/passkeys/:passkeyId/remove': {
    request: (r, caller) => ({ url: `/api/security/passkeys/${r.sparePasskeyId}/remove`, ...body(WRONG_STEP_UP)(r, caller) }),
    expect: signedIn([400, 'SECOND_FACTOR_INVALID']),
  },
  'POST /api/payment-methods': { request: body({ type: 'bank_account', bank_name: 'Bank', account_number: '12345678' }), expect: signedIn(201) },
  'DELETE /api/payment-methods/:id': {
    request: (r) => ({ url: `/api/payment-methods/${r.spareMethodId}` }),
    expect: ownedByA(204, [404, 'PAYMENT_METHOD_NOT_FOUND']),
  },
  'GET /api/payments/buying-links': { expect: signedIn(200) },
  'POST /api/payments/deposits': {
    request: (r, caller) => body({ tokenId: 'ETH', amount: '1', paymentMethodId: r.cardId })(r, caller),
    expect: ownedByA(201, [404, 'PAYMENT_METHOD_NOT_FOUND']),
  },
  'POST /api/payments/withdrawals': {
    request: (r, caller) => body({ tokenId: 'ETH', amount: '1', paymentMethodId: r.cardId })(r, caller),
    expect: ownedByA(201, [404, 'PAYMENT_METHOD_NOT_FOUND']),
  },
  'GET /api/prices': { expect: signedIn(200) },
  'GET /api/prices/history': { request: () => ({ url: '/api/prices/history?asset=BTC&hours=24' }), expect: signedIn(200) },
  'GET /api/profile': { expect: signedIn(200) },
  'GET /api/security/login-history': { expect: signedIn(200) },
  // The caller's own sessions and freeze (docs/decisions/033–035): each caller has one session, so none is ended here.
  'GET /api/security/sessions': { expect: signedIn(200) },
  'POST /api/security/sessions/:sessionId/end': {
    request: (r, caller) => ({ url: '/api/security/sessions/noSuchSession/end', ...body({})(r, caller) }),
    expect: signedIn([404, 'SESSION_NOT_FOUND']),
  },
  'POST /api/security/sessions/end-others': { request: body({}), expect: signedIn(200) },
  'GET /api/security/freeze': { expect: signedIn(200) },
  'POST /api/security/freeze': { request: body({ password: 'wrong password' }), expect: signedIn([400, 'PASSWORD_VERIFICATION_FAILED']) },
  // The customer's own protections: the test accounts have no second factor of their own; staff have an authenticator.
  'GET /api/security/anti-phishing-code': { expect: signedIn(200) },
  'POST /api/security/anti-phishing-code/reveal': { request: body(WRONG_STEP_UP), expect: signedIn([400, 'SECOND_FACTOR_INVALID']) },
  'PUT /api/security/anti-phishing-code': {
    request: body({ antiPhishingCode: 'blue-heron', secondFactorCode: '123456' }),
    expect: signedIn([403, 'SECOND_FACTOR_REQUIRED'], staffGet([400, 'SECOND_FACTOR_INVALID'])),
  },
  // The step-up code is mailed to every account whose step-up is not an authenticator app (docs/decisions/124).
  'POST /api/security/second-factor/email-code': { request: () => ({ payload: {} }), expect: signedIn(200, staffGet([403, 'SECOND_FACTOR_REQUIRED'])) },
  'GET /api/security/withdrawal-addresses': { expect: signedIn(200) },
  'PUT /api/security/withdrawal-allowlist': {
    request: body({ enabled: true, secondFactorCode: '123456' }),
    expect: signedIn([403, 'SECOND_FACTOR_REQUIRED'], staffGet([400, 'SECOND_FACTOR_INVALID'])),
  },
  'POST /api/security/withdrawal-addresses': {
    request: body({ assetId: 'BTC', address: BTC_ADDRESS, secondFactorCode: '123456' }),
    expect: signedIn([403, 'SECOND_FACTOR_REQUIRED'], staffGet([400, 'SECOND_FACTOR_INVALID'])),
  },
  'POST /api/security/withdrawal-addresses/:addressId/confirm': {
    request: (r, caller) => ({ url: `/api/security/withdrawal-addresses/${r.pendingAddressId}/confirm`, ...body({ code: '000000' })(r, caller) }),
    expect: ownedByA([400, 'ADDRESS_CONFIRMATION_INVALID'], [404, 'WITHDRAWAL_ADDRESS_NOT_FOUND']),
  },
  'DELETE /api/security/withdrawal-addresses/:addressId': {
    request: (r) => ({ url: `/api/security/withdrawal-addresses/${r.spareAddressId}` }),
    expect: ownedByA(200, [404, 'WITHDRAWAL_ADDRESS_NOT_FOUND']),
  },
  'GET /api/security/mfa': { expect: signedIn(200) },
  // Staff keep their authenticator app and use no emailed codes (decision 072).
  'POST /api/security/mfa/email/disable': { request: body({ password: PASSWORD }), expect: signedIn([409, 'MFA_METHOD_CONFLICT'], staffGet(STAFF_KEEP)) },
  'POST /api/security/mfa/email/send-code': { request: () => ({ payload: {} }), expect: signedIn(200, staffGet(STAFF_KEEP)) },
  'POST /api/security/mfa/email/verify': {
    request: body({ code: '000000' }),
    expect: signedIn([400, 'INVALID_EMAIL_CODE'], staffGet([409, 'MFA_METHOD_CONFLICT'])),
  },
  // Rows run in route-table order: cancel and remove find no factor yet, start makes one, verify refuses a wrong code.
  'POST /api/security/mfa/totp/cancel': { request: () => ({ payload: {} }), expect: signedIn([404, 'NO_TOTP_FACTOR']) },
  'POST /api/security/mfa/totp/remove': { request: body({ password: PASSWORD }), expect: signedIn([404, 'NO_TOTP_FACTOR'], staffGet(STAFF_KEEP)) },
  // Staff callers have their authenticator already.
  'POST /api/security/mfa/totp/start': { request: () => ({ payload: {} }), expect: signedIn(200, staffGet([409, 'MFA_METHOD_CONFLICT'])) },
  'POST /api/security/mfa/totp/verify': { request: body({ code: '000000' }), expect: signedIn([400, 'INVALID_CODE'], staffGet([409, 'NO_TOTP_FACTOR'])) },
  'POST /api/security/verify-and-update-password': { request: body({ verifyOnly: true, oldPassword: PASSWORD }), expect: signedIn(200) },
  'POST /api/stakes': { request: body({ assetId: 'BTC', amount: '0.1', durationDays: 7, rate: '2.7' }), expect: signedIn(201) },
  'GET /api/stakes/active': { expect: signedIn(200) },
  'GET /api/stakes/plans': { expect: signedIn(200) },
  'POST /api/swaps': { request: body({ fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.01' }), expect: signedIn(201) },
  'GET /api/swaps/quote': { request: () => ({ url: '/api/swaps/quote?fromTokenId=BTC&toTokenId=ETH&fromAmount=0.01' }), expect: signedIn(200) },
  'GET /api/tickets': { expect: signedIn(200) },
  'POST /api/tickets': { request: body({ subject: 'Help', message: 'Please help.' }), expect: signedIn(201, {}, [401, 'TICKET_LOGIN_REQUIRED']) },
  'GET /api/tickets/:id': { request: (r) => ({ url: `/api/tickets/${r.ticketId}` }), expect: ownedByA(200, [404, 'TICKET_NOT_FOUND']) },
  'POST /api/tickets/:id/responses': {
    request: (r, caller) => ({ url: `/api/tickets/${r.ticketId}/responses`, ...body({ message: 'Any news?' })(r, caller) }),
    // A may write again only after support answered; nobody else finds the ticket.
    expect: ownedByA([409, 'TICKET_AWAITING_SUPPORT'], [404, 'TICKET_NOT_FOUND']),
  },
  'GET /api/transactions': { expect: signedIn(200) },
  'GET /api/transactions/:id': { request: (r) => ({ url: `/api/transactions/${r.transactionId}` }), expect: ownedByA(200, [404, 'NOT_FOUND']) },
  'GET /api/transactions/recent': { expect: signedIn(200) },
  'GET /api/transactions/statement.csv': { expect: signedIn(200) },
  'GET /api/wallets': { expect: signedIn(200) },
  'GET /api/wallets/deposits': { expect: signedIn(200) },

  // The staff customer profile, on customer C (claimed by the worker, in the manager's team).
  'GET /api/customers/:customerId': { request: (r) => ({ url: c(r) }), expect: allStaff(200) },
  'GET /api/customers/:customerId/access': { request: (r) => ({ url: c(r, '/access') }), expect: allStaff(200) },
  'PUT /api/customers/:customerId/addresses/:assetId': {
    request: (r, caller) => ({ url: c(r, '/addresses/BTC'), ...body({ address: BTC_ADDRESS })(r, caller) }),
    expect: allStaff(200),
  },
  'POST /api/customers/:customerId/approvals/:approvalId/approve': {
    request: (r, caller) => ({ url: c(r, `/approvals/${NOWHERE}/approve`), ...body({})(r, caller) }),
    expect: profile({ worker: FORBIDDEN, manager: [409, 'APPROVAL_NOT_FOUND'], admin: [409, 'APPROVAL_NOT_FOUND'] }),
  },
  'POST /api/customers/:customerId/approvals/:approvalId/reject': {
    request: (r, caller) => ({ url: c(r, `/approvals/${NOWHERE}/reject`), ...body({ reason: 'No matching transfer' })(r, caller) }),
    expect: profile({ worker: FORBIDDEN, manager: [409, 'APPROVAL_NOT_FOUND'], admin: [409, 'APPROVAL_NOT_FOUND'] }),
  },
  'POST /api/customers/:customerId/ban': { request: (r, caller) => ({ url: c(r, '/ban'), ...body({})(r, caller) }), expect: allStaff(200) },
  'GET /api/customers/:customerId/buying-links': { request: (r) => ({ url: c(r, '/buying-links') }), expect: allStaff(200) },
  'POST /api/customers/:customerId/buying-links': {
    request: (r, caller) =>
      caller === 'anonymous' || caller === 'banned'
        ? { url: c(r, '/buying-links'), payload: GARBAGE }
        : {
            url: c(r, '/buying-links'),
            multipartBody: multipart([
              { name: 'url', value: 'https://buy.example.com' },
              { name: 'name', value: 'Example' },
              { name: 'logo', filename: 'logo.png', content: PNG, type: 'image/png' },
            ]),
          },
    expect: allStaff(201),
  },
  'DELETE /api/customers/:customerId/buying-links/:linkId': {
    request: (r) => ({ url: c(r, `/buying-links/${NOWHERE}`) }),
    expect: allStaff([404, 'NOT_FOUND']),
  },
  'GET /api/customers/:customerId/kyc': { request: (r) => ({ url: c(r, '/kyc') }), expect: allStaff(200) },
  'GET /api/customers/:customerId/activity': { request: (r) => ({ url: c(r, '/activity?page=1') }), expect: allStaff(200) },
  'GET /api/customers/:customerId/internal-notes': { request: (r) => ({ url: c(r, '/internal-notes') }), expect: allStaff(200) },
  'POST /api/customers/:customerId/internal-notes': {
    request: (r, caller) => ({ url: c(r, '/internal-notes'), ...body({ body: 'Called about a late deposit.' })(r, caller) }),
    expect: allStaff(201),
  },
  // Customer C confirmed their address long ago.
  'POST /api/customers/:customerId/email-confirmation': {
    request: (r, caller) => ({ url: c(r, '/email-confirmation'), ...body({})(r, caller) }),
    expect: allStaff([409, 'EMAIL_ALREADY_CONFIRMED']),
  },
  // Customer C is none of the callers: ending their sessions signs nobody here out.
  'POST /api/customers/:customerId/sessions/end': { request: (r, caller) => ({ url: c(r, '/sessions/end'), ...body({})(r, caller) }), expect: allStaff(200) },
  'GET /api/customers/:customerId/second-factor': { request: (r) => ({ url: c(r, '/second-factor') }), expect: allStaff(200) },
  // Customer C's password reset above turned on mailed codes (decision 078), and each of the three staff callers made
  // it: past the guard, each one's request is refused as a recent recoverer's (decision 122).
  'POST /api/customers/:customerId/second-factor/resets': {
    request: (r, caller) => ({ url: c(r, '/second-factor/resets'), ...body({ reason: 'Lost their phone' })(r, caller) }),
    expect: allStaff([409, 'FACTOR_RESET_RECENT_CHANGE']),
  },
  'POST /api/customers/:customerId/second-factor/resets/:resetId/approve': {
    request: (r, caller) => ({ url: c(r, `/second-factor/resets/${NOWHERE}/approve`), ...body({})(r, caller) }),
    expect: profile({ worker: FORBIDDEN, manager: [409, 'FACTOR_RESET_NOT_FOUND'], admin: [409, 'FACTOR_RESET_NOT_FOUND'] }),
  },
  'POST /api/customers/:customerId/second-factor/resets/:resetId/reject': {
    request: (r, caller) => ({ url: c(r, `/second-factor/resets/${NOWHERE}/reject`), ...body({ reason: 'Not the customer' })(r, caller) }),
    expect: profile({ worker: FORBIDDEN, manager: [409, 'FACTOR_RESET_NOT_FOUND'], admin: [409, 'FACTOR_RESET_NOT_FOUND'] }),
  },
  'GET /api/customers/:customerId/statement.csv': { request: (r) => ({ url: c(r, '/statement.csv') }), expect: allStaff(200) },
  'POST /api/customers/:customerId/kyc/approve': {
    request: (r, caller) => ({ url: c(r, '/kyc/approve'), ...body({})(r, caller) }),
    expect: allStaff([409, 'KYC_NOT_PENDING']),
  },
  'POST /api/customers/:customerId/kyc/reject': {
    request: (r, caller) => ({ url: c(r, '/kyc/reject'), ...body({ reason: 'Unreadable' })(r, caller) }),
    expect: allStaff([409, 'KYC_NOT_PENDING']),
  },
  'GET /api/customers/:customerId/withdrawal-addresses': { request: (r) => ({ url: c(r, '/withdrawal-addresses') }), expect: allStaff(200) },
  'GET /api/customers/:customerId/passkeys': { request: (r) => ({ url: c(r, '/passkeys') }), expect: allStaff(200) },
  'DELETE /api/customers/:customerId/passkeys/:passkeyId': {
    request: (r) => ({ url: c(r, `/passkeys/${NOWHERE}`) }),
    expect: allStaff([404, 'PASSKEY_NOT_FOUND']),
  },
  'GET /api/customers/:customerId/login-history': { request: (r) => ({ url: c(r, '/login-history?page=1&pageSize=5') }), expect: allStaff(200) },
  'GET /api/customers/:customerId/sessions': { request: (r) => ({ url: c(r, '/sessions') }), expect: allStaff(200) },
  'GET /api/customers/:customerId/freeze': { request: (r) => ({ url: c(r, '/freeze') }), expect: allStaff(200) },
  'POST /api/customers/:customerId/unfreeze': {
    request: (r, caller) => ({ url: c(r, '/unfreeze'), ...body({})(r, caller) }),
    expect: allStaff([409, 'NOT_FROZEN']),
  },
  'PUT /api/customers/:customerId/note': { request: (r, caller) => ({ url: c(r, '/note'), ...body({ note: 'Hello' })(r, caller) }), expect: allStaff(200) },
  'POST /api/customers/:customerId/password': {
    request: (r, caller) => ({ url: c(r, '/password'), ...body({ newPassword: 'temp-pass-1' })(r, caller) }),
    expect: allStaff(200),
  },
  'GET /api/customers/:customerId/payment-methods': { request: (r) => ({ url: c(r, '/payment-methods') }), expect: allStaff(200) },
  'PUT /api/customers/:customerId/permissions': {
    request: (r, caller) => ({
      url: c(r, '/permissions'),
      ...body({ permissions: { can_send: true, can_swap: true, can_buy: true, can_sell: true, can_stake: true } })(r, caller),
    }),
    expect: allStaff(200),
  },
  'GET /api/customers/:customerId/transactions': { request: (r) => ({ url: c(r, '/transactions') }), expect: allStaff(200) },
  // C holds no USDT: each staff role reaches the debit, which the balance refuses (nothing is written).
  'POST /api/customers/:customerId/debits': {
    request: (r, caller) => ({ url: c(r, '/debits'), ...body({ assetId: 'USDT', amount: '1000000', reason: 'Correction' })(r, caller) }),
    expect: allStaff([409, 'INSUFFICIENT_FUNDS']),
  },
  'POST /api/customers/:customerId/transactions': {
    request: (r, caller) => ({
      url: c(r, '/transactions'),
      ...body({ assetId: 'USDT', sentAt: new Date().toISOString(), amount: '5', status: 'Pending', senderAddress: 'bank' })(r, caller),
    }),
    expect: allStaff(201),
  },
  'PATCH /api/customers/:customerId/transactions/:transactionId': {
    request: (r, caller) => ({ url: c(r, `/transactions/${r.cTransactionId}`), ...body({ status: 'Pending', type: 'deposit', note: null })(r, caller) }),
    expect: allStaff(200),
  },
  'POST /api/customers/:customerId/unban': { request: (r, caller) => ({ url: c(r, '/unban'), ...body({})(r, caller) }), expect: allStaff(200) },
  'GET /api/customers/:customerId/wallets': { request: (r) => ({ url: c(r, '/wallets') }), expect: allStaff(200) },

  // The worker dashboard.
  'POST /api/worker/search-user': { request: body({ emailToSearch: 'nobody@example.com' }), expect: onlyWorker(200) },
  'POST /api/worker/claim-user': { request: body({ userIdToClaim: NOWHERE }), expect: onlyWorker([409, 'CLAIM_CONFLICT']) },
  'GET /api/worker/users': { expect: onlyWorker(200) },
  'GET /api/work/summary': { expect: allStaff(200) },
  'GET /api/work/:queue': { request: () => ({ url: '/api/work/transactions' }), expect: allStaff(200) },
  // The approvals queue in full: only those who approve (docs/decisions/079).
  'GET /api/work/approvals/requests': { expect: profile({ worker: FORBIDDEN, manager: 200, admin: 200 }) },
  'GET /api/worker/announcements': { expect: onlyWorker(200) },
  // Tickets: a worker answers their own, a manager the team's, an admin all (A's ticket is the manager's worker's).
  'GET /api/worker/tickets': { expect: anyStaff(200) },
  'GET /api/worker/tickets/:id': { request: (r) => ({ url: `/api/worker/tickets/${r.ticketId}` }), expect: anyStaff(200) },
  'POST /api/worker/tickets/:id/responses': {
    request: (r, caller) => ({ url: `/api/worker/tickets/${r.ticketId}/responses`, ...body({ message: 'On it.' })(r, caller) }),
    expect: anyStaff(201),
  },
  'POST /api/worker/tickets/:id/status': {
    request: (r, caller) => ({ url: `/api/worker/tickets/${r.ticketId}/status`, ...body({ status: 'in_progress' })(r, caller) }),
    expect: anyStaff(200),
  },

  // The manager dashboard.
  'POST /api/manager/workers': {
    request: body(() => ({ fullName: 'New Worker', email: `w-${randomUUID()}@example.com`, password: 'first password 1' })),
    expect: onlyManager(201),
  },
  'GET /api/manager/workers': { expect: onlyManager(200) },
  'POST /api/manager/workers/:id/reset-password': {
    request: (r, caller) => ({ url: `/api/manager/workers/${r.spareWorker}/reset-password`, ...body({})(r, caller) }),
    expect: onlyManager(200),
  },
  'GET /api/manager/users': { expect: onlyManager(200) },
  'POST /api/manager/announcements': { request: body({ message: 'Team meeting at 3.' }), expect: onlyManager(201) },

  // On-chain payouts (decision 146): approvers read and approve, admins build and re-queue.
  'GET /api/payouts': { expect: staffOnly({ worker: FORBIDDEN, manager: 200, admin: 200 }) },
  'POST /api/payouts/batches': { request: body({ payoutIds: [NOWHERE] }), expect: onlyAdmin([409, 'PAYOUT_NOT_QUEUED']) },
  'POST /api/payouts/batches/:batchId/approve': {
    request: (r, caller) => ({ url: `/api/payouts/batches/${NOWHERE}/approve`, ...body({})(r, caller) }),
    expect: staffOnly({ worker: FORBIDDEN, manager: [404, 'BATCH_NOT_FOUND'], admin: [404, 'BATCH_NOT_FOUND'] }),
  },
  'POST /api/payouts/:payoutId/requeue': {
    request: (r, caller) => ({ url: `/api/payouts/${NOWHERE}/requeue`, ...body({ reason: 'Checked on an explorer' })(r, caller) }),
    expect: onlyAdmin([404, 'PAYOUT_NOT_FOUND']),
  },

  // The admin console.
  'GET /api/admin/approvals': { expect: onlyAdmin(200) },
  'GET /api/admin/audit': { expect: onlyAdmin(200) },
  'GET /api/admin/audit.csv': { expect: onlyAdmin(200) },
  'GET /api/admin/audit/head': { expect: onlyAdmin(200) },
  'GET /api/admin/chain-alerts': { expect: onlyAdmin(200) },
  'GET /api/admin/customers': { expect: onlyAdmin(200) },
  // Proof of reserves: an admin's snapshot (its row runs first), then the public roots and each account's own proof.
  'POST /api/admin/proof-of-reserves/snapshots': { request: body({}), expect: onlyAdmin(201) },
  'POST /api/admin/proof-of-reserves/reserves': { request: body({ asset: 'BTC', amount: '1' }), expect: onlyAdmin(204) },
  'GET /api/proof-of-reserves': { expect: everyone(200) },
  'GET /api/proof-of-reserves/latest': { expect: everyone(200) },
  'GET /api/proof-of-reserves/snapshots/:snapshotId': {
    request: () => ({ url: `/api/proof-of-reserves/snapshots/${NOWHERE}` }),
    expect: everyone([404, 'NOT_FOUND']),
  },
  'GET /api/proof-of-reserves/proof': { expect: signedIn(200) },
  // On-chain reserves (decisions 156, 157): this app has no chain, so its snapshots have no on-chain part.
  'GET /api/proof-of-reserves/snapshots/:snapshotId/addresses': {
    request: () => ({ url: `/api/proof-of-reserves/snapshots/${NOWHERE}/addresses` }),
    expect: everyone([404, 'NOT_FOUND']),
  },
  'GET /api/proof-of-reserves/snapshots/:snapshotId/addresses.json': {
    request: () => ({ url: `/api/proof-of-reserves/snapshots/${NOWHERE}/addresses.json` }),
    expect: everyone([404, 'NOT_FOUND']),
  },
  'GET /api/admin/proof-of-reserves/ownership-request': { expect: onlyAdmin([404, 'NOT_FOUND']) },
  'POST /api/admin/proof-of-reserves/snapshots/:snapshotId/ownership-proof': {
    request: (r, caller) => ({ url: `/api/admin/proof-of-reserves/snapshots/${NOWHERE}/ownership-proof`, ...body({})(r, caller) }),
    expect: onlyAdmin([404, 'NOT_FOUND']),
  },
  'POST /api/admin/managers': {
    request: body(() => ({ fullName: 'New Manager', email: `m-${randomUUID()}@example.com`, password: 'first password 1' })),
    expect: onlyAdmin(201),
  },
  'GET /api/admin/reconciliation': { expect: onlyAdmin(200) },
  'GET /api/admin/staff': { expect: onlyAdmin(200) },
  'POST /api/admin/staff/:id/ban': {
    request: (r, caller) => ({ url: `/api/admin/staff/${r.spareStaff}/ban`, ...body({})(r, caller) }),
    expect: onlyAdmin(200),
  },
  'POST /api/admin/staff/:id/unban': {
    request: (r, caller) => ({ url: `/api/admin/staff/${r.spareStaff}/unban`, ...body({})(r, caller) }),
    expect: onlyAdmin(200),
  },
  // Customer assignment: a manager within the team, an admin across teams. The rows name a worker who does not exist,
  // so that nothing moves: the guard and the customer's scope answer first.
  'PUT /api/customers/:customerId/worker': {
    request: (r, caller) => ({ url: c(r, '/worker'), ...body({ workerId: 'no-such-worker' })(r, caller) }),
    expect: profile({ worker: FORBIDDEN, manager: [404, 'WORKER_NOT_FOUND'], admin: [404, 'WORKER_NOT_FOUND'] }),
  },
  'POST /api/workers/:workerId/reassign-customers': {
    request: (r, caller) => ({ url: `/api/workers/${r.spareWorker}/reassign-customers`, ...body({ toWorkerId: 'no-such-worker' })(r, caller) }),
    expect: profile({ worker: FORBIDDEN, manager: [404, 'WORKER_NOT_FOUND'], admin: [404, 'WORKER_NOT_FOUND'] }),
  },
  'GET /api/customers/:customerId/tickets': { request: (r) => ({ url: c(r, '/tickets') }), expect: allStaff(200) },
  // Bulk decisions: each request answers for itself (here one that does not exist).
  'POST /api/approvals/decide': {
    request: (r, caller) => ({
      url: '/api/approvals/decide',
      ...body({ decision: 'approve', items: [{ customerId: r.customerC, approvalId: NOWHERE }] })(r, caller),
    }),
    expect: profile({ worker: FORBIDDEN, manager: 200, admin: 200 }),
  },
  'GET /api/assignable-workers': { expect: profile({ worker: FORBIDDEN, manager: 200, admin: 200 }) },
  'PUT /api/admin/workers/:id/manager': {
    request: (r, caller) => ({ url: `/api/admin/workers/${r.spareWorker}/manager`, ...body({ managerId: '' })(r, caller) }),
    expect: onlyAdmin([400, 'VALIDATION_FAILED']),
  },
  'POST /api/wallets/send': { request: body({ assetId: 'BTC', amount: '0.01', recipientAddress: BTC_ADDRESS }), expect: signedIn(201) },
}

/** A session cookie minted for a user (as the sign-in would), so that each request of a banned caller has one to lose. */
async function mintSessionCookie(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await t.database.db.insert(sessions).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 3600_000) })
  const signature = createHmac('sha256', t.env.AUTH_SECRET).update(token).digest('base64')
  return `wallet.session_token=${encodeURIComponent(`${token}.${signature}`)}`
}

describe('authorization matrix', () => {
  let t: TestApp
  let baseUrl: string
  let resources: Resources
  const people = {} as Record<Exclude<Caller, 'anonymous' | 'banned'>, TestUser>
  let bannedId: string

  /** Registers a passkey through Settings → Security's routes: its id. */
  async function registerPasskey(who: TestUser): Promise<string> {
    const headers = who.headers()
    const stepUp = await mailedStepUp(t, who.cookie, who.email, PASSWORD)
    const options = await t.app.inject({ method: 'POST', url: '/api/security/passkeys/registration-options', headers, payload: stepUp })
    const credential = new SoftPasskey({ origin: ORIGIN }).register(options.json())
    const res = await t.app.inject({ method: 'POST', url: '/api/security/passkeys', headers, payload: { name: 'Laptop', credential } })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id
  }

  beforeAll(async () => {
    t = await buildTestApp()
    await setPrices(t, TEST_PRICES)
    people.customerA = await createUser(t, { fullName: 'Customer A' })
    people.customerB = await createUser(t, { fullName: 'Customer B' })
    people.worker = await createUser(t, { role: 'WORKER' })
    people.manager = await createUser(t, { role: 'MANAGER' })
    people.admin = await createUser(t, { role: 'ADMIN' })
    const banned = await createUser(t)
    bannedId = banned.id
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, bannedId))
    for (const person of Object.values(people)) {
      await fund(t, person.id, 'BTC', '5')
      await fund(t, person.id, 'ETH', '50')
    }
    const a = people.customerA
    // The team: the worker (of the manager) has claimed A and C; a spare worker of the manager; a spare manager.
    const customerC = await createUser(t, { fullName: 'Customer C' })
    const spareWorker = await createUser(t, { role: 'WORKER' })
    const spareStaff = await createUser(t, { role: 'MANAGER' })
    await t.database.db.insert(staff).values([
      { workerId: people.worker.id, managerId: people.manager.id },
      { workerId: spareWorker.id, managerId: people.manager.id },
    ])
    for (const id of [a.id, customerC.id]) await t.app.services.customers.setAssignedWorker(t.database.db, id, people.worker.id)
    const cTransaction = await fund(t, customerC.id, 'USDT', '10', 'Pending')
    const ticket = await t.app.inject({ method: 'POST', url: '/api/tickets', headers: a.headers(), payload: { subject: 'Mine', message: 'Only mine.' } })
    const transaction = await fund(t, a.id, 'DOT', '1')
    await t.database.db.transaction((tx) => t.app.services.notifications.notify(tx, a.id, { text: 'A notification for A', parts: [] }))
    const notifications = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: a.headers() })
    const { payload, contentType } = multipart(kycSubmission())
    expect((await t.app.inject({ method: 'POST', url: '/api/kyc', headers: a.headers({ 'content-type': contentType }), payload })).statusCode).toBe(201)
    const [document] = await t.database.db.query.kycDocuments.findMany({ where: (d, { eq: is }) => is(d.userId, a.id) })
    resources = {
      customerC: customerC.id,
      cTransactionId: cTransaction.id,
      spareWorker: spareWorker.id,
      spareStaff: spareStaff.id,
      ticketId: ticket.json().id,
      cardId: await addPaymentMethod(t, a.id, 'credit_card'),
      spareMethodId: await addPaymentMethod(t, a.id, 'bank_account'),
      notificationId: notifications.json().items[0].id,
      transactionId: transaction.id,
      kycLink: createKycDocumentLinks(t.env.AUTH_SECRET).signKycDocumentUrl(document!.id, 300),
      ...(await pendingAddressesOf(a.id)),
      passkeyId: await registerPasskey(a),
      sparePasskeyId: await registerPasskey(a),
    }
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  /** Two addresses of A awaiting their emailed confirmation (their code is never sent: only a wrong one is tried). */
  async function pendingAddressesOf(userId: string) {
    const expiresAt = new Date(Date.now() + 30 * 60_000)
    const rows = await t.database.db
      .insert(withdrawalAddresses)
      .values(
        ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'].map((address) => ({
          userId,
          asset: 'BTC',
          address,
          addressKey: address,
          confirmationHash: 'not-a-code',
          confirmationExpiresAt: expiresAt,
        })),
      )
      .returning({ id: withdrawalAddresses.id })
    return { pendingAddressId: rows[0]!.id, spareAddressId: rows[1]!.id }
  }

  function routeKeys(): string[] {
    return t.app
      .routeTable()
      .filter((r) => r.method !== 'HEAD')
      .flatMap((r) => r.method.split(',').map((m) => `${m} ${r.url}`))
  }

  it('has a row for every route, and no row for a route that does not exist', () => {
    const keys = routeKeys()
    expect(
      keys.filter((k) => !(k in MATRIX)),
      'routes without a row',
    ).toEqual([])
    expect(
      Object.keys(MATRIX).filter((k) => !keys.includes(k)),
      'rows without a route',
    ).toEqual([])
  })

  it('answers every route for every caller as the matrix says', async () => {
    const keys = routeKeys()
    // Sign-out ends the sessions, so it goes last.
    const order = [...keys.filter((k) => k !== 'POST /api/auth/sign-out'), 'POST /api/auth/sign-out'].filter((k) => k in MATRIX)
    const mismatches: string[] = []
    // Every answer is also checked against the API description: its status listed, its JSON body in the schema.
    const checkAnswer = answerChecker(t.app.swagger() as unknown as OpenApiDocument)
    const outsideDescription: string[] = []
    let checks = 0
    for (const key of order) {
      const [method, route] = key.split(' ') as [string, string]
      const row = MATRIX[key]!
      for (const caller of CALLERS) {
        const request = row.request?.(resources, caller) ?? {}
        const cookie = caller === 'anonymous' ? undefined : caller === 'banned' ? await mintSessionCookie(t, bannedId) : people[caller].cookie
        const actual = await call(method, request.url ?? route, request, cookie)
        checks++
        if (!REFERENCE_PAGE.test(route) && actual.body !== undefined) {
          const problem = checkAnswer(method, route, actual.status, actual.contentType, actual.body)
          if (problem) outsideDescription.push(`as ${caller}: ${problem}`)
        }
        const expected = row.expect[caller]
        const [status, code] = typeof expected === 'number' ? [expected, undefined] : expected
        if (actual.status !== status || (code !== undefined && actual.code !== code)) {
          mismatches.push(`${key} as ${caller}: expected ${status}${code ? ` ${code}` : ''}, got ${actual.status} ${actual.code ?? ''}`)
        }
      }
    }
    console.log(`authorization matrix: ${order.length} routes × ${CALLERS.length} callers = ${checks} checks`)
    expect(mismatches).toEqual([])
    expect(outsideDescription).toEqual([])
    // One request after another, a thousand and more of them: longer than one test's usual limit on a busy machine.
  }, 240_000)

  async function call(
    method: string,
    url: string,
    request: Request,
    cookie: string | undefined,
  ): Promise<{ status: number; code?: string; contentType?: string; body?: string }> {
    const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...request.headers }
    if (request.stream) {
      const controller = new AbortController()
      const res = await fetch(baseUrl + url, { headers, signal: controller.signal })
      const status = res.status
      const code = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { code?: string }).code : undefined
      controller.abort()
      return { status, code }
    }
    let payload: string | Buffer | undefined
    if (request.multipartBody) {
      headers['content-type'] = request.multipartBody.contentType
      payload = request.multipartBody.payload
    } else if (request.payload !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(request.payload)
    }
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: freshIp() })
    let code: string | undefined
    try {
      code = res.json<{ code?: string }>().code
    } catch {
      code = undefined
    }
    return { status: res.statusCode, code, contentType: res.headers['content-type'], body: res.body }
  }
})
