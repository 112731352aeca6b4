import { z } from 'zod'
import { invalidAddressMessage, isValidAddress } from '../money/addresses.ts'
import { ASSET_IDS } from '../assets.ts'
import { ERRORS, refusedWith } from '../errors.ts'
import { Profile } from './profile.ts'
import { multiLine, singleLine, visibleLine } from '../text.ts'

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
  logoPngOnly: ERRORS.LOGO_NOT_PNG.message,
  logoTooLarge: ERRORS.LOGO_TOO_LARGE.message,
  // Beyond the spec
  rejectKyc: 'Failed to reject KYC.',
  decideCredit: 'Failed to record the decision on this credit.',
  noteTooLong: 'The note can be at most 2,000 characters long.',
  reasonTooLong: 'The reason can be at most 500 characters long.',
  rejectReasonRequired: 'Please give the customer a reason for the rejection.',
  kycNotPending: ERRORS.KYC_NOT_PENDING.message,
  textTooLong: 'This field is too long.',
  amountTooPrecise: 'Amounts can have at most 18 decimal places.',
  sentAtInvalid: 'Please enter a valid date and time.',
  reversalInsufficient: "The customer's available balance is too small to reverse this credit.",
  approvalNotFound: ERRORS.APPROVAL_NOT_FOUND.message,
  linkNotFound: 'Link not found.',
  ownCreditApproval: ERRORS.OWN_CREDIT_APPROVAL.message,
  // Support tools (docs/decisions/073)
  internalNoteRequired: 'Please enter a note.',
  internalNoteAdded: 'Internal note added.',
  addInternalNote: 'Failed to add the internal note.',
  fetchInternalNotes: 'Failed to load the internal notes.',
  sessionsEnded: 'The user has been signed out on every device.',
  endSessions: 'Failed to sign the user out.',
  confirmationSent: 'A new confirmation email has been sent.',
  resendConfirmation: 'Failed to send the confirmation email.',
  emailAlreadyConfirmed: ERRORS.EMAIL_ALREADY_CONFIRMED.message,
  fetchActivity: 'Failed to load the account activity.',
} as const

/** §9 page sizes and timings of the staff profile. */
export const STAFF_LOGIN_HISTORY_PAGE_SIZE = 5
export const STAFF_PASSWORD_MIN_LENGTH = 6
export const DASHBOARD_NOTE_MAX_LENGTH = 2000
export const LOGO_MAX_BYTES = 512_000
/** How long a signed KYC document link works. */
export const KYC_LINK_TTL_SECONDS = 300

/**
 * An account id, in a path or a body: what better-auth generates (letters and digits) or a UUID, 1 to 100 characters. Anything
 * else (a NUL byte, say, which PostgreSQL refuses in text) is refused here, before it reaches a query.
 */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/
export const accountId = (message: string) => z.string({ error: message }).regex(ACCOUNT_ID_PATTERN, message)
const CustomerId = z.object({ customerId: accountId(STAFF_PROFILE_MESSAGES.missingTarget) })
export const CustomerParams = CustomerId
export const CustomerTransactionParams = CustomerId.extend({ transactionId: z.uuid({ error: ERRORS.TRANSACTION_NOT_FOUND.message }) })
export const CustomerAssetParams = CustomerId.extend({ assetId: z.enum(ASSET_IDS, { error: STAFF_PROFILE_MESSAGES.addressEmpty }) })
export const CustomerLinkParams = CustomerId.extend({ linkId: z.uuid({ error: STAFF_PROFILE_MESSAGES.linkNotFound }) })
export const CustomerApprovalParams = CustomerId.extend({ approvalId: z.uuid({ error: STAFF_PROFILE_MESSAGES.approvalNotFound }) })

/** check-user-ownership / check-manager-user-access. */
export const CustomerAccessAnswer = z.object({ isAuthorized: z.literal(true), scope: z.enum(['assigned', 'team', 'any']) })

/** get-user-profile-details for staff: the customer's own profile, plus the figures per asset, addresses and worker. */
export const StaffCustomerProfile = Profile.extend({
  assigned_worker: z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string() }).nullable(),
  /** Whether the customer confirmed their email address (staff may send the confirmation again while not). */
  email_verified: z.boolean(),
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
export const BanBody = z.object({
  duration: z.enum(BAN_DURATIONS).default('lifted'),
  reason: singleLine(z.string().trim().max(500, STAFF_PROFILE_MESSAGES.reasonTooLong)).optional(),
})
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

/** An internal note: staff-only, never shown to the customer; 1 to 2000 characters after trimming. */
export const InternalNoteBody = z.object({
  body: multiLine(
    z
      .string({ error: STAFF_PROFILE_MESSAGES.internalNoteRequired })
      .trim()
      .min(1, STAFF_PROFILE_MESSAGES.internalNoteRequired)
      .max(DASHBOARD_NOTE_MAX_LENGTH, STAFF_PROFILE_MESSAGES.noteTooLong),
  ),
})
export type InternalNoteBody = z.input<typeof InternalNoteBody>
export const InternalNote = z.object({
  id: z.string(),
  body: z.string(),
  /** Who wrote it (a staff member's name or email); null once their account is gone. */
  author: z.string().nullable(),
  created_at: z.string(),
})
export type InternalNote = z.infer<typeof InternalNote>
export const InternalNoteList = z.object({ notes: z.array(InternalNote) })

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
  address: singleLine(
    z.string({ error: STAFF_PROFILE_MESSAGES.addressEmpty }).trim().min(1, STAFF_PROFILE_MESSAGES.addressEmpty).max(200, STAFF_PROFILE_MESSAGES.textTooLong),
  ),
})

/** Validates the address for the asset of the route (the body alone does not know the chain). */
export function walletAddressProblem(assetId: (typeof ASSET_IDS)[number], address: string): string | null {
  return isValidAddress(assetId, address) ? null : invalidAddressMessage(assetId)
}

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
  url: visibleLine(
    z.string({ error: STAFF_PROFILE_MESSAGES.invalidUrl }).trim().min(1, STAFF_PROFILE_MESSAGES.invalidUrl).max(2000, STAFF_PROFILE_MESSAGES.textTooLong),
  )
    .refine(isHttpUrl, { message: STAFF_PROFILE_MESSAGES.urlNeedsHttp, abort: true })
    .refine(hasHostAfterSlashes, { ...refusedWith('URL_WITHOUT_HOST'), abort: true })
    .refine((v) => !hasCredentials(v), refusedWith('URL_CREDENTIALS')),
  name: visibleLine(
    z
      .string({ error: STAFF_PROFILE_MESSAGES.linkNameRequired })
      .trim()
      .min(1, STAFF_PROFILE_MESSAGES.linkNameRequired)
      .max(100, STAFF_PROFILE_MESSAGES.textTooLong),
  ),
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
