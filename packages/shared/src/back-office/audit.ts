import { z } from 'zod'
import { refusedWith } from '../errors.ts'
import { singleLine } from '../text.ts'

/**
 * Every staff action the audit log records, and the customer's own protection changes, as one typed list (DESIGN principle 3). The server writes an action only
 * from this list; screens label rows with `label`. `customerFacing` actions show under the customer's
 * Settings → Notifications ('Account activity'), as their label and what changed. The reason staff give stays in the
 * audit log and staff screens, unless the action says `customerSeesReason` and its form tells staff so (docs/decisions/128).
 */
export const AUDIT_ACTIONS = {
  // The staff customer profile
  'customer.ban': { label: 'Account suspended', customerFacing: true },
  'customer.unban': { label: 'Account suspension lifted', customerFacing: true },
  'customer.kyc.approve': { label: 'Identity verification approved', customerFacing: true },
  'customer.kyc.reject': { label: 'Identity verification rejected', customerFacing: true, customerSeesReason: true },
  'customer.kyc.document.view': { label: 'Identity document viewed', customerFacing: true },
  'customer.note.set': { label: 'Dashboard note changed', customerFacing: true },
  'customer.password.reset': { label: 'Password reset by support', customerFacing: true },
  'customer.permissions.set': { label: 'Account permissions changed', customerFacing: true, customerSeesReason: true },
  'customer.address.set': { label: 'Deposit address changed', customerFacing: true },
  'customer.transaction.add': { label: 'Transaction added', customerFacing: true },
  'customer.transaction.edit': { label: 'Transaction changed', customerFacing: true },
  'customer.transaction.debit': { label: 'Balance corrected by support', customerFacing: true, customerSeesReason: true },
  'customer.credit.request': { label: 'Credit sent for approval', customerFacing: false },
  'customer.credit.approve': { label: 'Credit approved', customerFacing: true },
  'customer.credit.reject': { label: 'Credit rejected', customerFacing: false },
  // On-chain payouts (docs/decisions/146): the customer is told when their send is queued and when it completes.
  'customer.payout.queue': { label: 'Send approved for payout on chain', customerFacing: true },
  'customer.payout.confirm': { label: 'Send confirmed on chain', customerFacing: true },
  'customer.payout.return': { label: 'Send returned from the chain', customerFacing: false },
  'customer.payout.requeue': { label: 'Send queued for payout again', customerFacing: false },
  'payout.batch.build': { label: 'Payout batch built', customerFacing: false },
  'payout.batch.approve': { label: 'Payout batch approved', customerFacing: false },
  'payout.batch.export': { label: 'Payout batch exported for signing', customerFacing: false },
  'payout.batch.broadcast': { label: 'Payout batch broadcast', customerFacing: false },
  'customer.buying_link.add': { label: 'Buying link added', customerFacing: true },
  'customer.buying_link.delete': { label: 'Buying link removed', customerFacing: true },
  'customer.claim': { label: 'Account manager assigned', customerFacing: true },
  'customer.reassign': { label: 'Account manager changed', customerFacing: true },
  // Support tools (docs/decisions/073): an internal note is never the customer's to see.
  'customer.internal_note.add': { label: 'Internal note added', customerFacing: false },
  'customer.sessions.end': { label: 'Signed out on every device by support', customerFacing: true },
  'customer.email_confirmation.resend': { label: 'Confirmation email sent again', customerFacing: true },
  'customer.statement.download': { label: 'Statement downloaded by support', customerFacing: true },
  // A second-factor reset needs a second staff member (docs/decisions/078); the customer is told of each step.
  'customer.second_factor.reset.request': { label: 'Reset of your second factor requested by support', customerFacing: true },
  'customer.second_factor.reset': { label: 'Second factor reset by support', customerFacing: true },
  'customer.second_factor.reset.reject': { label: 'Reset of your second factor rejected', customerFacing: true },
  'customer.unfreeze': { label: 'Account unfrozen by support', customerFacing: true },
  'customer.passkey.remove': { label: 'Passkey removed by support', customerFacing: true },
  // The customer's own protections (docs/decisions/033–035): the customer is the actor, except for staff's unfreeze above.
  'account.session.end': { label: 'Session ended', customerFacing: true },
  'account.sessions.end_others': { label: 'Signed out on every other device', customerFacing: true },
  'account.freeze': { label: 'Account frozen', customerFacing: true },
  'account.freeze.link': { label: "Account frozen from the 'This wasn't me' link", customerFacing: true },
  'account.unfreeze': { label: 'Account unfrozen', customerFacing: true },
  // The customer's own protections (docs/decisions/036, 037): written with the customer as actor
  'account.anti_phishing.set': { label: 'Anti-phishing code set', customerFacing: true },
  'account.anti_phishing.remove': { label: 'Anti-phishing code removed', customerFacing: true },
  'account.withdrawal_address.request': { label: 'Withdrawal address requested', customerFacing: true },
  'account.withdrawal_address.confirm': { label: 'Withdrawal address saved', customerFacing: true },
  'account.withdrawal_address.remove': { label: 'Withdrawal address removed', customerFacing: true },
  'account.allowlist.on': { label: 'Sends limited to saved addresses', customerFacing: true },
  'account.allowlist.off_request': { label: 'Turning off the address allowlist', customerFacing: true },
  'account.allowlist.off_cancel': { label: 'Address allowlist kept on', customerFacing: true },
  'account.payment_method.add': { label: 'Payment method added', customerFacing: true },
  'account.payment_method.remove': { label: 'Payment method removed', customerFacing: true },
  // The customer's own sign-in protections: the customer is the actor ('You')
  'account.passkey.add': { label: 'Passkey added', customerFacing: true },
  'account.passkey.rename': { label: 'Passkey renamed', customerFacing: true },
  'account.passkey.remove': { label: 'Passkey removed', customerFacing: true },
  'account.password.reset': { label: 'Password reset from the emailed link', customerFacing: true },
  // Tickets
  'ticket.reply': { label: 'Support replied to a ticket', customerFacing: true },
  'ticket.status': { label: 'Ticket status changed', customerFacing: true },
  // Workers, managers, staff accounts
  'worker.create': { label: 'Worker created', customerFacing: false },
  'worker.password.reset': { label: 'Worker password reset', customerFacing: false },
  'announcement.create': { label: 'Announcement sent', customerFacing: false },
  'staff.manager.create': { label: 'Manager created', customerFacing: false },
  'staff.worker.move': { label: 'Worker moved to another manager', customerFacing: false },
  'staff.ban': { label: 'Staff account suspended', customerFacing: false },
  'staff.unban': { label: 'Staff account suspension lifted', customerFacing: false },
  // Proof of reserves (docs/decisions/150): the admin's (or the schedule's) snapshot and declared reserve figures
  'reserves.snapshot': { label: 'Proof-of-reserves snapshot taken', customerFacing: false },
  'reserves.declare': { label: 'Reserve figure declared', customerFacing: false },
  'reserves.ownership': { label: 'Proof of reserves: address signatures uploaded', customerFacing: false },
  // The chain watcher (a system actor, docs/decisions/141): the customer is told by a notification and a mail instead.
  'chain.deposit.credit': { label: 'Deposit credited from the chain', customerFacing: false },
} as const satisfies Record<string, { label: string; customerFacing: boolean; customerSeesReason?: true }>

export type AuditAction = keyof typeof AUDIT_ACTIONS

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value)
}

/** Whether the customer reads the reason staff give for this action (in their Account activity); otherwise only staff do. */
export function customerSeesReason(action: AuditAction): boolean {
  const entry: { label: string; customerSeesReason?: true } = AUDIT_ACTIONS[action]
  return entry.customerSeesReason === true
}

/** What a reason field's form says about who reads it, from the same rule the server applies. */
export const REASON_AUDIENCE = {
  customer: 'The customer sees this reason.',
  staff: 'Staff only: kept in the audit log, never shown to the customer.',
} as const

export function reasonAudience(action: AuditAction): string {
  return customerSeesReason(action) ? REASON_AUDIENCE.customer : REASON_AUDIENCE.staff
}

/** The admin console's audit log (beyond the specification). */
export const AUDIT_PAGE_SIZE = 25

const optionalText = singleLine(z.string().trim().max(320))
  .optional()
  .transform((v) => (v ? v : undefined))
/** The years a date filter may name: the log begins long after the first and ends long before the last (PostgreSQL
 * and JavaScript disagree on dates far from now, and a CSV export would fail on them half-way). */
export const AUDIT_DATE_RANGE = { from: Date.UTC(2000, 0, 1), until: Date.UTC(2101, 0, 1) } as const
const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || !Number.isNaN(Date.parse(v)), { message: 'Please enter a valid date.', abort: true })
  .refine((v) => !v || (Date.parse(v) >= AUDIT_DATE_RANGE.from && Date.parse(v) < AUDIT_DATE_RANGE.until), refusedWith('DATE_OUT_OF_RANGE'))
  .transform((v) => (v ? v : undefined))

export const AuditQuery = z.object({
  /** The actor's email (exact, any case). */
  actor: optionalText,
  /** The target customer's email (exact, any case). */
  customerEmail: optionalText,
  action: z
    .string()
    .optional()
    .refine((v) => !v || isAuditAction(v), { message: 'Unknown action.' })
    .transform((v) => (v ? (v as AuditAction) : undefined)),
  /** From this moment (ISO date or date-time), inclusive. */
  from: optionalDate,
  /** Until this moment, inclusive of the whole day for a bare date. */
  to: optionalDate,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
})
export type AuditQuery = z.infer<typeof AuditQuery>

export const AuditRowView = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  action: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  prevHash: z.string(),
  hash: z.string(),
})
export type AuditRowView = z.infer<typeof AuditRowView>

export const ChainState = z.union([
  /** `verifiedAt`: when the console last verified new rows (absent from a full walk). */
  z.object({ ok: z.literal(true), rows: z.number().int(), verifiedThrough: z.number().int(), verifiedAt: z.string().optional() }),
  z.object({ ok: z.literal(false), rows: z.number().int(), verifiedThrough: z.number().int(), brokenAt: z.number().int(), problem: z.string() }),
])
export type ChainState = z.infer<typeof ChainState>

export const AuditPage = z.object({
  rows: z.array(AuditRowView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  chain: ChainState,
})
export type AuditPage = z.infer<typeof AuditPage>

/**
 * A customer's Activity tab on the staff profile: the rows about them, newest first, as the admin's log shows them.
 * @alias the page size of the admin's log
 */
export const CUSTOMER_ACTIVITY_PAGE_SIZE = AUDIT_PAGE_SIZE
export const CustomerActivityQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) })
export const CustomerActivityPage = z.object({ rows: z.array(AuditRowView), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
export type CustomerActivityPage = z.infer<typeof CustomerActivityPage>

/** The audit chain's head as published outside the database: the newest row's id and hash, marked with the audit key. */
export const AuditHead = z.object({ seq: z.number().int().nonnegative(), hash: z.string(), mark: z.string(), publishedAt: z.string() })
export type AuditHead = z.infer<typeof AuditHead>
