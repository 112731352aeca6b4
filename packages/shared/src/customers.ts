import { z } from 'zod'
import { invalidAddressMessage, isValidAddress } from './addresses.ts'
import { ASSET_IDS } from './assets.ts'
import { refusedWith } from './errors.ts'
import { DECIMAL_PATTERN, isPositiveAmount, isWithinMaxAmount, money } from './money.ts'
import { Profile } from './profile.ts'
import { multiLine, singleLine, visibleLine } from './text.ts'
import { TransactionItem, TX_STATUSES } from './transactions.ts'

/**
 * The staff customer profile (part 2 §2 "Staff user-profile area", §3–§9): the HTTP contract of
 * /api/customers/:customerId/*, with the spec's messages word for word.
 */

export const STAFF_PROFILE_MESSAGES = {
  // §8 fallbacks
  fetchUserDetails: 'Failed to fetch user details.',
  approveKyc: 'Failed to approve KYC.',
  approveKycNoResult: 'Could not process approval.',
  ban: 'Failed to ban user.',
  banNoResult: 'Could not process ban request.',
  unban: 'Failed to unban user.',
  unbanNoResult: 'Could not process unban request.',
  fetchKyc: 'Failed to fetch KYC details.',
  updatePermissions: 'Failed to update permissions.',
  sendNote: 'Failed to send dashboard note.',
  resetPassword: 'Failed to reset password.',
  fetchLoginHistory: 'Failed to fetch login history',
  updateTransaction: 'Failed to update transaction.',
  fetchTransactions: 'Failed to fetch transactions.',
  loadPaymentMethods: 'Failed to load payment methods.',
  loadBuyingLinks: 'Failed to load crypto buying links.',
  addBuyingLink: 'Failed to add crypto buying link',
  deleteBuyingLink: 'Failed to delete crypto buying link',
  missingTarget: 'Authentication information or Target User ID is missing.',
  verificationError: 'An error occurred during verification.',
  viewLinkFailed: 'Failed to generate view link',
  notUploaded: 'Not uploaded',
  kycNotStarted: 'KYC verification has not been started by this user.',
  noLoginHistory: 'No login history found.',
  paymentMethodsDenied: "You don't have permission to view this user's payment methods.",
  // §8 success
  kycApproved: 'KYC approved successfully!',
  kycRejected: 'KYC rejected. The customer has been asked to submit again.',
  banned: 'User has been banned successfully!',
  unbanned: 'User has been unbanned successfully!',
  noteUpdated: 'Dashboard note updated successfully!',
  passwordReset: 'Password reset successfully!',
  permissionsUpdated: 'Permissions updated successfully!',
  addressUpdated: 'Address updated successfully!',
  transactionAdded: 'Transaction added successfully!',
  transactionUpdated: 'Transaction updated successfully!',
  creditAwaitingApproval: 'The credit is waiting for a second staff member to approve it.',
  creditApproved: 'Credit approved and booked.',
  creditRejected: 'Credit rejected.',
  buyingLinkAdded: 'Crypto buying link added successfully!',
  buyingLinkDeleted: 'Crypto buying link deleted successfully!',
  // §5 validation
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordEmpty: 'New password cannot be empty.',
  addressEmpty: 'Missing required information or address is empty.',
  addTransactionRequired: 'Please fill in all required fields (*).',
  invalidUrl: 'Please enter a valid URL',
  urlNeedsHttp: 'Please enter a valid URL with http:// or https://',
  linkNameRequired: 'Please enter a name for the link',
  logoRequired: 'Please upload a logo image',
  logoPngOnly: 'Please upload a PNG file only',
  logoTooLarge: 'File size should be less than 500KB',
  // Beyond the spec
  rejectKyc: 'Failed to reject KYC.',
  decideCredit: 'Failed to record the decision on this credit.',
  noteTooLong: 'The note can be at most 2,000 characters long.',
  reasonTooLong: 'The reason can be at most 500 characters long.',
  rejectReasonRequired: 'Please give the customer a reason for the rejection.',
  kycNotPending: 'Only a verification that is pending review can be approved or rejected.',
  textTooLong: 'This field is too long.',
  amountTooPrecise: 'Amounts can have at most 18 decimal places.',
  sentAtInvalid: 'Please enter a valid date and time.',
  reversalInsufficient: "The customer's available balance is too small to reverse this credit.",
  approvalNotFound: 'This credit is no longer waiting for approval.',
  ownCreditApproval: 'A credit must be approved by a second staff member, not by the one who made it.',
} as const

/** §9 page sizes and timings of the staff profile. */
export const STAFF_LOGIN_HISTORY_PAGE_SIZE = 5
export const STAFF_TRANSACTIONS_PAGE_SIZE = 20
export const STAFF_TIMINGS = { generalBannerMs: 3000, noteMessageMs: 3000, passwordMessageMs: 4000, dialogCloseMs: 1500 } as const
export const STAFF_PASSWORD_MIN_LENGTH = 6
export const DASHBOARD_NOTE_MAX_LENGTH = 2000
export const LOGO_MAX_BYTES = 512_000
/** A manual credit worth more than this (USD at the current price) waits for a second staff member. */
export const DEFAULT_MANUAL_CREDIT_APPROVAL_USD = '1000'
/** How long a signed KYC document link works. */
export const KYC_LINK_TTL_SECONDS = 300

/** The editable transaction types of §4; 'none' clears the type. */
export const EDITABLE_TX_TYPES = ['deposit', 'withdrawal', 'adjustment', 'swap', 'none'] as const
export type EditableTxType = (typeof EDITABLE_TX_TYPES)[number]

/**
 * An account id, in a path or a body: what better-auth generates (letters and digits) or a UUID, 1 to 100 characters. Anything
 * else (a NUL byte, say, which PostgreSQL refuses in text) is refused here, before it reaches a query.
 */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/
export const accountId = (message: string) => z.string({ error: message }).regex(ACCOUNT_ID_PATTERN, message)
const CustomerId = z.object({ customerId: accountId(STAFF_PROFILE_MESSAGES.missingTarget) })
export const CustomerParams = CustomerId
export const CustomerTransactionParams = CustomerId.extend({ transactionId: z.uuid({ error: 'Transaction not found.' }) })
export const CustomerAssetParams = CustomerId.extend({ assetId: z.enum(ASSET_IDS, { error: STAFF_PROFILE_MESSAGES.addressEmpty }) })
export const CustomerLinkParams = CustomerId.extend({ linkId: z.uuid({ error: 'Link not found.' }) })
export const CustomerApprovalParams = CustomerId.extend({ approvalId: z.uuid({ error: STAFF_PROFILE_MESSAGES.approvalNotFound }) })

/** check-user-ownership / check-manager-user-access. */
export const CustomerAccessAnswer = z.object({ isAuthorized: z.literal(true), scope: z.enum(['assigned', 'team', 'any']) })

/** get-user-profile-details for staff: the customer's own profile, plus the figures per asset, addresses and worker. */
export const StaffCustomerProfile = Profile.extend({
  assigned_worker: z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string() }).nullable(),
  balances: z.record(z.string(), z.string()),
  pendingDeposits: z.record(z.string(), z.string()),
  pendingWithdrawals: z.record(z.string(), z.string()),
  addresses: z.record(z.string(), z.string()),
})
export type StaffCustomerProfile = z.infer<typeof StaffCustomerProfile>

export const StaffMessage = z.object({ success: z.literal(true), message: z.string() })
export type StaffMessage = z.infer<typeof StaffMessage>

/** How long a ban lasts; 'lifted' means until staff unban the account. */
export const BAN_DURATIONS = ['lifted', '1d', '7d', '30d'] as const
export const BanBody = z.object({ duration: z.enum(BAN_DURATIONS).default('lifted'), reason: singleLine(z.string().trim().max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)).optional() })
export type BanBody = z.infer<typeof BanBody>

export const RejectKycBody = z.object({
  reason: multiLine(
    z
      .string({ error: STAFF_PROFILE_MESSAGES.rejectReasonRequired })
      .trim()
      .min(1, STAFF_PROFILE_MESSAGES.rejectReasonRequired)
      .max(500, STAFF_PROFILE_MESSAGES.reasonTooLong),
  ),
})
export type RejectKycBody = z.infer<typeof RejectKycBody>

/** set-dashboard-note: empty (after trimming) or null clears the note. */
export const DashboardNoteBody = z.object({
  note: multiLine(z.string().max(DASHBOARD_NOTE_MAX_LENGTH, STAFF_PROFILE_MESSAGES.noteTooLong))
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v)),
})
export type DashboardNoteBody = z.input<typeof DashboardNoteBody>

/** reset-user-password: at least 6 characters (the customer then sets their own at the next sign-in). */
export const StaffPasswordResetBody = z.object({
  newPassword: z
    .string({ error: STAFF_PROFILE_MESSAGES.passwordEmpty })
    .min(1, STAFF_PROFILE_MESSAGES.passwordEmpty)
    .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_PROFILE_MESSAGES.passwordTooShort)
    .max(1024, STAFF_PROFILE_MESSAGES.textTooLong),
})
export type StaffPasswordResetBody = z.infer<typeof StaffPasswordResetBody>

const disabledNote = singleLine(z.string().trim().max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)).nullable().optional()

/** update-all-user-permissions: a reason for a disabled send or swap is shown to the customer; enabling clears it. */
export const PermissionsBody = z.object({
  permissions: z.object({ can_send: z.boolean(), can_swap: z.boolean(), can_buy: z.boolean(), can_sell: z.boolean(), can_stake: z.boolean() }),
  sendDisabledNote: disabledNote,
  swapDisabledNote: disabledNote,
})
export type PermissionsBody = z.infer<typeof PermissionsBody>

export const StaffLoginHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(STAFF_LOGIN_HISTORY_PAGE_SIZE),
})
export const StaffLoginHistoryEntry = z.object({ id: z.string(), timestamp: z.string(), ip_address: z.string().nullable(), user_agent: z.string().nullable() })
export const StaffLoginHistory = z.array(StaffLoginHistoryEntry)
export type StaffLoginHistoryEntry = z.infer<typeof StaffLoginHistoryEntry>

/** set-user-wallet-address: trimmed, non-empty, and a valid address of that chain. */
export const WalletAddressBody = z.object({
  address: singleLine(z.string({ error: STAFF_PROFILE_MESSAGES.addressEmpty }).trim().min(1, STAFF_PROFILE_MESSAGES.addressEmpty).max(200, STAFF_PROFILE_MESSAGES.textTooLong)),
})

/** Validates the address for the asset of the route (the body alone does not know the chain). */
export function walletAddressProblem(assetId: (typeof ASSET_IDS)[number], address: string): string | null {
  return isValidAddress(assetId, address) ? null : invalidAddressMessage(assetId)
}

const required = STAFF_PROFILE_MESSAGES.addTransactionRequired

/** add-transaction: a credit through the ledger. Pending → pending deposit, Complete → balance, Failed → nothing. */
export const AddTransactionBody = z.object({
  assetId: z.enum(ASSET_IDS, { error: required }),
  sentAt: z.iso.datetime({ offset: true, error: required }).refine(isPlausibleSentAt, refusedWith('SENT_AT_OUT_OF_RANGE')),
  amount: z
    .string({ error: required })
    .trim()
    // Greater than 0 (the spec's 'required' message), then within what the ledger stores.
    .refine((v) => DECIMAL_PATTERN.test(v) && money(v).greaterThan(0), { message: required, abort: true })
    .refine(isPositiveAmount, { message: STAFF_PROFILE_MESSAGES.amountTooPrecise, abort: true })
    .refine(isWithinMaxAmount, refusedWith('AMOUNT_TOO_LARGE')),
  status: z.enum(TX_STATUSES, { error: required }).default('Pending'),
  senderAddress: singleLine(z.string({ error: required }).trim().min(1, required).max(200, STAFF_PROFILE_MESSAGES.textTooLong)),
  txid: singleLine(z.string().trim().max(200, STAFF_PROFILE_MESSAGES.textTooLong)).optional().nullable(),
  note: multiLine(z.string().trim().max(1000, STAFF_PROFILE_MESSAGES.textTooLong)).optional().nullable(),
  isHidden: z.boolean().default(false),
})
export type AddTransactionBody = z.input<typeof AddTransactionBody>

/** When a staff transaction may say it was sent: not before the first bitcoin block, not more than a day ahead of now. */
export const SENT_AT_EARLIEST = Date.UTC(2009, 0, 3)
export const SENT_AT_MAX_AHEAD_MS = 24 * 3600_000

export function isPlausibleSentAt(value: string): boolean {
  const at = Date.parse(value)
  return at >= SENT_AT_EARLIEST && at <= Date.now() + SENT_AT_MAX_AHEAD_MS
}

/** The edit dialog: status, type (or none) and note. */
export const EditTransactionBody = z.object({
  status: z.enum(TX_STATUSES, { error: 'Please choose a status.' }),
  type: z.enum(EDITABLE_TX_TYPES, { error: 'Please choose a type.' }),
  note: multiLine(z.string().trim().max(1000, STAFF_PROFILE_MESSAGES.textTooLong)).nullable().optional(),
})
export type EditTransactionBody = z.infer<typeof EditTransactionBody>

export const ApprovalDecisionBody = z.object({ reason: singleLine(z.string().trim().max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)).optional() })

/** One ledger row as staff see it (one row, not a swap's pair): hidden ones included and marked, and who made it. */
export const StaffTransaction = TransactionItem.omit({ swap: true }).extend({ isHidden: z.boolean(), createdBy: z.string().nullable() })
export type StaffTransaction = z.infer<typeof StaffTransaction>

/** A manual credit (or a change that would complete one) waiting for a second staff member. */
export const CreditApproval = z.object({
  id: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  kind: z.enum(['add', 'edit']),
  transactionId: z.string().nullable(),
  assetId: z.enum(ASSET_IDS),
  amount: z.string(),
  usdValue: z.string().nullable(),
  /** What will be booked: the new row (add) or the new status, type and note (edit). */
  change: z.record(z.string(), z.unknown()),
  requestedBy: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  requestedAt: z.string(),
  /** Whether the caller may decide it (a second staff member with approval rights over this customer). */
  canDecide: z.boolean(),
})
export type CreditApproval = z.infer<typeof CreditApproval>

export const StaffTransactionPage = z.object({
  items: z.array(StaffTransaction),
  approvals: z.array(CreditApproval),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type StaffTransactionPage = z.infer<typeof StaffTransactionPage>
export const StaffTransactionPageQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) })

/** The answer to an add or an edit: booked at once, or waiting for approval. */
export const TransactionChangeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: StaffTransaction.nullable(),
  approval: CreditApproval.nullable(),
})
export type TransactionChangeAnswer = z.infer<typeof TransactionChangeAnswer>

/** get-kyc-details: the KYC fields of the profile and the submitted documents. */
export const StaffKycDetails = Profile.pick({
  kyc_status: true,
  kyc_rejection_reason: true,
  first_name: true,
  last_name: true,
  dob: true,
  country: true,
  city: true,
  postal_code: true,
  full_address: true,
}).extend({
  identity_doc_path: z.string().nullable(),
  residence_doc_path: z.string().nullable(),
  identityDocSignedUrl: z.string().nullable(),
  residenceDocSignedUrl: z.string().nullable(),
  submitted_at: z.string().nullable(),
})
export type StaffKycDetails = z.infer<typeof StaffKycDetails>

/** user_payment_methods_raw as staff see it is the customer's own list (no card number or CVV exists to show). */
export { PaymentMethodList as StaffPaymentMethodList } from './payment-methods.ts'

/** A custom buying link (user_crypto_buying_links); the logo is served by the app at `logo_url`. */
export const CustomBuyingLink = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  url: z.string(),
  logo_url: z.string().nullable(),
  created_at: z.string(),
})
export const CustomBuyingLinkList = z.object({ links: z.array(CustomBuyingLink) })
export type CustomBuyingLink = z.infer<typeof CustomBuyingLink>

/** The text fields of add-crypto-link (the logo comes as a file part). */
export const BuyingLinkFields = z.object({
  url: visibleLine(z.string({ error: STAFF_PROFILE_MESSAGES.invalidUrl }).trim().min(1, STAFF_PROFILE_MESSAGES.invalidUrl).max(2000, STAFF_PROFILE_MESSAGES.textTooLong))
    .refine(isHttpUrl, { message: STAFF_PROFILE_MESSAGES.urlNeedsHttp, abort: true })
    .refine(hasHostAfterSlashes, { ...refusedWith('URL_WITHOUT_HOST'), abort: true })
    .refine((v) => !hasCredentials(v), refusedWith('URL_CREDENTIALS')),
  name: visibleLine(z.string({ error: STAFF_PROFILE_MESSAGES.linkNameRequired }).trim().min(1, STAFF_PROFILE_MESSAGES.linkNameRequired).max(100, STAFF_PROFILE_MESSAGES.textTooLong)),
})
export type BuyingLinkFields = z.infer<typeof BuyingLinkFields>

/** An absolute http or https URL with a host (javascript:, data: and the like are refused). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/**
 * Whether the URL is written with its host right after the two slashes. A URL parser forgives `https:///x`,
 * `https:x` and `https:\\x` (each becomes https://x/), so what a customer would read and where the link goes differ.
 */
export function hasHostAfterSlashes(value: string): boolean {
  return /^https?:\/\/[^/\\?#]/i.test(value)
}

/** Whether the URL carries a user name or password (`https://user:pass@host`), which can dress a link up as another site. */
export function hasCredentials(value: string): boolean {
  const authority = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/\\?#]/, 1)[0] ?? ''
  return authority.includes('@')
}

/** The customer's Settings → Notifications ('Account activity'): staff actions on their account. */
export const AccountActivityItem = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  /** The staff role that acted ('Support', 'Manager', 'Administrator'), never the person. */
  by: z.string(),
  at: z.string(),
  /** What changed, in words. */
  details: z.array(z.string()),
})
export const AccountActivity = z.object({ items: z.array(AccountActivityItem) })
export type AccountActivityItem = z.infer<typeof AccountActivityItem>

/** What the customer is told (their bell, and a mail where it matters) when staff change their account. */
export const CUSTOMER_NOTICES = {
  kycApproved: 'Your identity verification has been approved.',
  kycRejected: (reason: string) => `Your identity verification was not approved: ${reason} Please submit it again.`,
  passwordReset: 'Support has reset your password. You will choose a new one the next time you sign in.',
  permissionsChanged: (changes: string[]) => `Your account permissions were changed: ${changes.join('; ')}.`,
  addressSet: (asset: string, address: string) => `Your ${asset} deposit address is now ${address}.`,
  transactionAdded: (amount: string, asset: string, status: string) => `A ${asset} transaction of ${amount} ${asset} (${status}) was added to your account by support.`,
  transactionEdited: (amount: string, asset: string, changes: string[]) => `Support updated your ${asset} transaction of ${amount} ${asset}: ${changes.join('; ')}.`,
  buyingLinkAdded: (name: string) => `A new way to buy crypto was added to your Payments page: ${name}.`,
  buyingLinkRemoved: (name: string) => `A buying link was removed from your Payments page: ${name}.`,
  unbanned: 'Your account has been reactivated. Welcome back.',
  claimed: 'A support specialist is now looking after your account.',
} as const

export const CUSTOMER_EMAILS = {
  banned: (until: string) => ({
    subject: 'Your account has been suspended',
    text: `Hello,\n\nYour wallet account has been suspended until ${until}. While it is suspended you cannot sign in or use the application.\n\nIf you think this is a mistake, reply to this email to contact the support team.`,
  }),
  unbanned: {
    subject: 'Your account has been reactivated',
    text: 'Hello,\n\nYour wallet account has been reactivated. You can sign in again.\n\nIf you did not expect this, contact the support team.',
  },
  passwordReset: {
    subject: 'Your password was reset by support',
    text: 'Hello,\n\nThe support team has reset the password of your wallet account and signed you out everywhere. Use the temporary password they gave you to sign in; you will then choose a new password of your own.\n\nIf you did not ask for this, contact the support team at once.',
  },
  addressSet: (asset: string, address: string) => ({
    subject: `Your ${asset} deposit address has changed`,
    text: `Hello,\n\nThe ${asset} deposit address of your wallet account is now:\n${address}\n\nSend ${asset} only to the address shown on your Wallets page. If you did not expect this change, contact the support team before sending anything.`,
  }),
} as const
