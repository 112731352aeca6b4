/**
 * Every error the API answers with: `{ error: message, code }` and a 4xx status.
 * The messages are the specification's, word for word; screens show `error` as it comes.
 */
export const ERRORS = {
  // Generic
  VALIDATION_FAILED: { status: 400, message: 'The request is invalid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body must be JSON.' },
  UNAUTHENTICATED: { status: 401, message: 'You must be signed in.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was already used for a different request.' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: 'A request with this Idempotency-Key is still being processed.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred. Please try again later.' },
  FOREIGN_ORIGIN: { status: 403, message: 'This request did not come from the wallet app.' },
  DATE_OUT_OF_RANGE: { status: 400, message: 'Please enter a date between the years 2000 and 2100.' },
  FORMAT_CHARACTERS: { status: 400, message: 'Please remove invisible formatting characters (such as a right-to-left mark) from this text.' },
  SHUTTING_DOWN: { status: 503, message: 'The server is restarting. Please try again in a few seconds.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The service is briefly unavailable. Please try again in a few seconds.' },
  DATABASE_TIMEOUT: { status: 503, message: 'The request took too long. Please try again in a few seconds.' },
  METRICS_TOKEN_REQUIRED: { status: 401, message: 'Metrics need the bearer token this server was given.' },

  // Staff access to a customer (part 2 §6)
  ADDRESS_FROM_CHAIN: {
    status: 409,
    message: 'This deposit address is derived from the wallet key and watched on the chain: it cannot be typed in.',
  },
  PROFILE_ROLE_DENIED: { status: 403, message: 'Access Denied: Your role cannot view user profiles.' },
  PROFILE_ACCESS_DENIED: { status: 403, message: 'Access Denied: You do not have permission to view this profile.' },

  // Markets: prices, swaps, stakes (part 1 §7; part 2 §4, §5, §8)
  PRICES_UNAVAILABLE: { status: 503, message: 'Failed to load market data.' },
  SWAP_INVALID_AMOUNT: { status: 400, message: 'Please ensure you have entered a valid amount and have sufficient balance.' },
  SWAP_INSUFFICIENT_BALANCE: { status: 400, message: 'Insufficient balance' },
  SWAP_DISABLED: { status: 403, message: 'Swapping is currently disabled for your account.' },
  STAKE_NOT_ALLOWED: { status: 403, message: 'Staking is not allowed for your account.' },
  STAKE_PLAN_MISSING: { status: 400, message: 'Stake plan information or user context is missing.' },
  STAKE_INSUFFICIENT_BALANCE: { status: 400, message: 'Insufficient funds.' },
  STAKE_BELOW_MIN: { status: 400, message: 'Amount is below the plan minimum.' },
  STAKE_ABOVE_MAX: { status: 400, message: 'Amount is above the plan maximum.' },

  // Money: wallets, fiat payments, ledger (part 2 §5, §6, §8)
  INSUFFICIENT_FUNDS: { status: 409, message: 'Insufficient funds, this wallet might not have enough balance to send or pending transactions.' },
  SEND_DISABLED: { status: 403, message: 'Sending is currently disabled for your account.' },
  DEPOSITS_NOT_PERMITTED: { status: 403, message: 'You do not have permission to make deposits.' },
  WITHDRAWALS_NOT_PERMITTED: { status: 403, message: 'You do not have permission to make withdrawals.' },
  DEPOSIT_NEEDS_CARD: { status: 400, message: 'Deposits can only be made with a credit card.' },
  AMOUNT_TOO_LARGE: { status: 400, message: 'This amount is too large. Please enter at most 1,000,000,000,000,000.' },
  AMOUNT_OUT_OF_RANGE: { status: 422, message: 'This amount would take a balance beyond what the wallet can hold.' },

  // Staff changes to a customer's money and links (beyond the spec)
  SENT_AT_OUT_OF_RANGE: { status: 400, message: 'The date sent must be no earlier than 3 January 2009 and no more than a day ahead.' },
  LOGO_DIMENSIONS: { status: 400, message: 'The logo can be at most 2048 × 2048 pixels.' },
  URL_CREDENTIALS: { status: 400, message: 'Please enter a URL without a user name or password in it.' },
  URL_WITHOUT_HOST: { status: 400, message: 'Please enter a URL with a host name, such as https://example.com.' },

  // Sign-in, registration and recovery (part 1 §8)
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  EMAIL_NOT_CONFIRMED: { status: 403, message: 'Please confirm your email address first.' },
  BANNED: { status: 403, message: 'You cannot access your account. Please contact the support team.' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please complete the verification challenge.' },
  CAPTCHA_FAILED: { status: 400, message: 'CAPTCHA verification failed. Please try again.' },
  EMAIL_TAKEN: { status: 422, message: 'An account with this email already exists.' },
  INVALID_CODE: { status: 400, message: 'Invalid verification code. Please try again.' },
  NO_AUTHENTICATOR: { status: 400, message: 'No verified authenticator app found for your account.' },
  SESSION_LOST: { status: 401, message: 'Session details lost. Please log in again.' },
  EMAIL_CODE_SEND_FAILED: { status: 502, message: 'Failed to send verification email' },
  MFA_FAILED: { status: 400, message: 'MFA verification failed.' },
  RESET_LINK_INVALID: { status: 400, message: 'Invalid or expired link, or not logged in for password update.' },
  PASSWORD_REQUIREMENTS: { status: 400, message: 'Password requirements not met.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'You must set a new password before continuing.' },

  // The customer's own protections: sessions, the "This wasn't me" link, freezing (docs/decisions/033–035)
  ACCOUNT_FROZEN: {
    status: 403,
    message: 'This account is frozen, so nobody can sign in or move funds. Unfreeze it from the sign-in page, or contact the support team.',
  },
  SESSION_NOT_FOUND: { status: 404, message: 'This session has already ended.' },
  FREEZE_LINK_INVALID: { status: 400, message: 'This link is no longer valid: it was used already or it has expired.' },
  ALREADY_FROZEN: { status: 409, message: 'This account is already frozen.' },
  NOT_FROZEN: { status: 409, message: 'This account is not frozen.' },
  UNFREEZE_TOO_EARLY: { status: 409, message: 'This account cannot be unfrozen yet.' },
  PASSWORD_UNCHANGED: { status: 400, message: 'Please choose a new password, not the temporary one you signed in with.' },
  AUTHENTICATOR_REQUIRED: { status: 403, message: 'Set up your authenticator app before you use the back office.' },
  STAFF_AUTHENTICATOR_ONLY: { status: 403, message: 'Staff accounts sign in with an authenticator app, and keep it.' },

  // Passkeys (docs/decisions/038-passkeys.md)
  PASSKEY_INVALID: { status: 400, message: 'The passkey could not be checked. Please try again.' },
  PASSKEY_UNKNOWN: { status: 401, message: 'This passkey is not registered for any account. Sign in with your password.' },
  PASSKEY_NOT_VERIFIED: {
    status: 401,
    message: 'Your passkey did not ask for your PIN or fingerprint, so it cannot replace your second factor. Sign in with your password.',
  },
  PASSKEY_PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'Sign in with your password: you must set a new one first.' },
  PASSKEY_NOT_FOUND: { status: 404, message: 'Passkey not found.' },
  PASSKEY_ALREADY_REGISTERED: { status: 409, message: 'This passkey is already registered.' },
  PASSKEY_LIMIT: { status: 409, message: 'You can keep at most 10 passkeys. Remove one first.' },
  PASSKEY_LAST_SIGN_IN: { status: 409, message: 'This passkey is your only way to sign in. Add another passkey before you remove it.' },

  // Account: profile, identity verification, payment methods, security, support tickets (part 1 §5, §8; part 2 §4, §5, §8)
  KYC_NOT_SUBMITTABLE: { status: 409, message: 'Your verification has already been submitted.' },
  KYC_DOCUMENTS_MISSING: { status: 400, message: 'Required documents are missing.' },
  KYC_DOCUMENT_TOO_LARGE: { status: 413, message: 'Each document must be 10 MB or smaller.' },
  KYC_DOCUMENT_TYPE: { status: 415, message: 'Documents must be PDF, JPEG or PNG files.' },
  KYC_LINK_INVALID: { status: 404, message: 'This document link is invalid or has expired.' },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, message: 'Payment method not found.' },
  // With the withdrawal allowlist on, payment methods are destinations like addresses (docs/decisions/126)
  PAYMENT_METHOD_STEP_UP_REQUIRED: {
    status: 403,
    message: 'Your withdrawal allowlist is on: confirm with your password and second-factor code to add a payment method.',
  },
  PAYMENT_METHOD_LOCKED: { status: 403, message: 'This payment method was added recently and is still locked for withdrawals.' },
  PASSWORD_VERIFICATION_FAILED: { status: 400, message: 'Password verification failed. Please check your password and try again.' },
  INVALID_EMAIL_CODE: { status: 400, message: 'Invalid or expired verification code. Please try again.' },
  EMAIL_SEND_FAILED: { status: 502, message: 'Failed to send verification email.' },
  MFA_METHOD_CONFLICT: { status: 409, message: 'Only one two-factor method can be active at a time.' },
  NO_TOTP_FACTOR: { status: 404, message: 'No authenticator app factor found to unenroll.' },
  TICKET_NOT_FOUND: { status: 404, message: 'Ticket not found.' },
  // The customer's own protections: anti-phishing code and withdrawal address allowlist (docs/decisions/036, 037)
  SECOND_FACTOR_REQUIRED: { status: 403, message: 'Turn on a second factor (an authenticator app or email codes) in Settings → Security first.' },
  SECOND_FACTOR_INVALID: { status: 400, message: 'Invalid verification code. Please try again.' },
  WITHDRAWAL_ADDRESS_NOT_FOUND: { status: 404, message: 'This saved address was not found.' },
  WITHDRAWAL_ADDRESS_EXISTS: { status: 409, message: 'This address is already on your list.' },
  WITHDRAWAL_ADDRESS_LIMIT: { status: 409, message: 'Your list holds at most 50 addresses. Remove one first.' },
  WITHDRAWAL_ADDRESS_CONFIRMED: { status: 409, message: 'This address is already confirmed.' },
  ADDRESS_CONFIRMATION_INVALID: { status: 400, message: 'Invalid or expired confirmation code. Please try again.' },
  ADDRESS_NOT_ALLOWED: { status: 403, message: 'This address is not on your list of saved withdrawal addresses.' },
  ADDRESS_LOCKED: { status: 403, message: 'This address was added recently and is still locked.' },
  TICKET_LOGIN_REQUIRED: { status: 401, message: 'You must be logged in to create a ticket' },
  TICKET_AWAITING_SUPPORT: { status: 409, message: 'Waiting for support to respond...' },

  // The back office: staff accounts, the worker's tools, the staff profile and four-eyes approval (part 2 §2–§9)
  STAFF_NOT_FOUND: { status: 404, message: 'Staff account not found.' },
  WORKER_NOT_FOUND: { status: 404, message: 'Worker not found.' },
  MANAGER_REQUIRED: { status: 400, message: 'Please choose a manager.' },
  OWN_ACCOUNT: { status: 403, message: 'You cannot suspend your own account.' },
  STAFF_EMAIL_TAKEN: { status: 409, message: 'A user with this email already exists. Please try a different email.' },
  ASSIGNMENT_UNCHANGED: { status: 409, message: 'The customer already has that account manager.' },
  CLAIM_CONFLICT: { status: 409, message: 'Cannot claim user: User may already be assigned or is not claimable.' },
  KYC_NOT_PENDING: { status: 409, message: 'Only a verification that is pending review can be approved or rejected.' },
  EMAIL_ALREADY_CONFIRMED: { status: 409, message: 'This customer has already confirmed their email address.' },
  TRANSACTION_NOT_FOUND: { status: 404, message: 'Transaction not found.' },
  STAKE_LEG_LOCKED: { status: 409, message: "A stake's transactions change only through the stake itself, never by their status or type." },
  APPROVAL_PENDING: { status: 409, message: 'A change to this transaction is already waiting for approval.' },
  WORK_QUEUE_DENIED: { status: 403, message: 'This queue is not part of your work.' },
  TRANSACTION_ALREADY_DECIDED: { status: 409, message: 'This transaction was already decided by someone else. Refresh to see it.' },
  SECOND_PERSON_LINKED: {
    status: 403,
    message: 'A credit must be approved by a second staff member who did not create, reset or move the account of the one who made it.',
  },
  APPROVAL_NOT_FOUND: { status: 409, message: 'This credit is no longer waiting for approval.' },
  OWN_CREDIT_APPROVAL: { status: 403, message: 'A credit must be approved by a second staff member, not by the one who made it.' },
  // On-chain payouts of sends (docs/decisions/146, 147)
  PAYOUT_ON_CHAIN: {
    status: 409,
    message: 'This send is paid out on chain: it completes by itself once its transaction is confirmed, never by hand.',
  },
  PAYOUT_IN_APPROVED_BATCH: {
    status: 409,
    message: 'This send is in an approved payout batch and may already be on its way: it can be failed only once the chain returns it.',
  },
  PAYOUT_AMOUNT_NOT_EXACT: { status: 409, message: 'This amount has more decimal places than the token has: it cannot be paid exactly on chain.' },
  // On-chain proof of reserves (docs/decisions/157)
  RESERVES_ALREADY_PROVEN: { status: 409, message: "This snapshot's addresses are already signed: its figures do not change." },
  CHAIN_UNAVAILABLE: { status: 503, message: 'The chain node did not answer. Please try again in a few seconds.' },
  PAYOUT_NOT_FOUND: { status: 404, message: 'Payout not found.' },
  PAYOUT_NOT_QUEUED: { status: 409, message: 'A payout can join a batch only while it awaits one: refresh the queue.' },
  PAYOUT_NOT_RETURNED: { status: 409, message: 'Only a payout returned from the chain can be re-queued or failed here.' },
  BATCH_NOT_FOUND: { status: 404, message: 'Payout batch not found.' },
  BATCH_NOT_BUILDING: { status: 409, message: 'This batch is no longer waiting for approval.' },
  OWN_BATCH_APPROVAL: { status: 403, message: 'A payout batch must be approved by a second staff member, not by the one who built it.' },
  BATCH_APPROVER_LINKED: {
    status: 403,
    message: 'A payout batch must be approved by a second staff member who did not create, reset or move the account of the one who built it.',
  },
  // A second-factor reset (docs/decisions/078): asked by one staff member, done by a second.
  NO_SECOND_FACTOR: { status: 409, message: 'This customer has no second factor to reset.' },
  FACTOR_RESET_PENDING: { status: 409, message: "A reset of this customer's second factor is already waiting for approval." },
  FACTOR_RESET_NOT_FOUND: { status: 409, message: 'This reset is no longer waiting for approval.' },
  OWN_FACTOR_RESET: { status: 403, message: 'A reset must be approved by a second staff member, not by the one who asked for it.' },
  FACTOR_RESET_LINKED: {
    status: 403,
    message: 'A reset must be approved by a second staff member who did not create, reset or move the account of the one who asked for it.',
  },
  // Recovery that hands nobody a way in (docs/decisions/122).
  FACTOR_RESET_RECENT_CHANGE: {
    status: 409,
    message:
      "In the last 7 days this customer's password or second factor was changed by the staff member asking or deciding, or by an account linked to them. Two other staff members must ask for and approve this reset.",
  },
  FACTOR_RESET_STAFF_PASSWORD: {
    status: 409,
    message:
      "This customer still signs in with a password set by support. Their emailed codes stay on until they choose their own password, so that a password support knows never opens the account without the customer's mailbox.",
  },
  RECOVERY_HOLD: {
    status: 403,
    message: 'Withdrawals and sends are paused for a while after your account was recovered. Swaps and staking stay open.',
  },
  LOGO_TOO_LARGE: { status: 413, message: 'File size should be less than 500KB' },
  LOGO_NOT_PNG: { status: 415, message: 'Please upload a PNG file only' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS

/** Refusals whose words are more precise than their code's: sent with VALIDATION_FAILED. */
export const REQUEST_MESSAGES = {
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  malformedUpload: 'The upload could not be read. Please send the form again.',
} as const

export interface ApiErrorBody {
  error: string
  /** An ErrorCode as a rule: `string`, which is what the compiler made of `ErrorCode | string` anyway. */
  code: string
  /** The server's id of the request (its X-Request-Id header); absent when no answer came (a network failure). */
  requestId?: string
  /**
   * For a sentence with values in it (a time, a file's name): its key in `WORDED_MESSAGES` and its values, so that a
   * page in another language can word it (`support/worded-messages.ts`). `error` stays the English words.
   */
  params?: { key: string; values: Record<string, string> }
}

/**
 * A schema check that refuses with one of the errors above: its message (what a form shows), and its code, which the
 * server's error handler answers with instead of VALIDATION_FAILED. Use as the options of `.refine()`.
 */
export function refusedWith(code: ErrorCode): { message: string; params: { code: ErrorCode } } {
  return { message: ERRORS[code].message, params: { code } }
}

/** The code a schema issue was raised with through `refusedWith`, if any. */
export function codeOfIssue(issue: unknown): ErrorCode | undefined {
  const code = (issue as { params?: { code?: unknown } } | null | undefined)?.params?.code
  return typeof code === 'string' && Object.hasOwn(ERRORS, code) ? (code as ErrorCode) : undefined
}
