import { z } from 'zod'
import { ERRORS } from '../errors.ts'
import { accountId } from './customers.ts'
import { KYC_STATUSES } from '../support/kyc.ts'
import { ROLES } from '../roles.ts'
import { singleLine } from '../text.ts'

/** The worker and manager dashboards and the admin's staff console (part 2 §2–§9). */

export const OWNED_USERS_PAGE_SIZE = 10
export const WORKERS_PAGE_SIZE = 10
export const MANAGER_USERS_PAGE_SIZE = 10
export const LATEST_ANNOUNCEMENTS = 5
export const SEARCH_DEBOUNCE_MS = 500
export const WORKER_PASSWORD_MIN_LENGTH = 8
/** Where a browser keeps the announcements its worker dismissed. */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissedAnnouncements'
export const STAKE_PLACEHOLDER = 'Content for managing staking activities will go here.'

export const WORKER_MESSAGES = {
  emailRequired: 'Please enter an email address.',
  userNotFound: 'User not found.',
  userFound: 'User found.',
  searchFailed: 'An error occurred during the search.',
  unexpected: 'Received an unexpected response from the server.',
  claimed: 'User successfully claimed!',
  claimFailed: 'Failed to claim user.',
  claimConflict: ERRORS.CLAIM_CONFLICT.message,
  loadOwnedUsers: 'Failed to load owned users.',
} as const

export const MANAGER_MESSAGES = {
  fillAllFields: 'Please fill in all fields.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  emailTaken: ERRORS.STAFF_EMAIL_TAKEN.message,
  createFailed: 'Failed to create worker. Please check the details and try again.',
  workerCreated: 'Worker created successfully! They will choose their own password at first sign-in.',
  loadWorkers: (reason: string) => `Failed to load workers: ${reason}`,
  resetFailed: 'Failed to reset password.',
  resetNoPassword: 'Password reset failed: Temporary password not returned.',
  resetConfirm: (name: string) => `Reset the password of ${name}? They will be signed out everywhere and must choose a new password at their next sign-in.`,
  copied: 'Password copied to clipboard!',
  copyFailed: 'Failed to copy password.',
  announcementRequired: 'Please enter a message.',
  announcementFailed: 'Failed to send announcement. Please try again.',
  announcementLoginRequired: 'You must be logged in to send announcements.',
  announcementSent: 'Announcement sent to all your workers.',
  noUsers: 'No users found assigned to your managed workers.',
  searchPlaceholder: 'Search by name or email...',
  notStarted: 'Not Started',
} as const

/** What the staff-account routes answer on success (beyond the specification, except the worker's creation). */
export const STAFF_ACCOUNT_MESSAGES = {
  workerCreated: MANAGER_MESSAGES.workerCreated,
  managerCreated: 'Manager created successfully! They will choose their own password at first sign-in.',
  workerMoved: 'Worker moved to the new manager.',
  suspended: 'Staff account suspended.',
  reactivated: 'Staff account reactivated.',
} as const

const email = singleLine(z.string({ error: WORKER_MESSAGES.emailRequired }).trim().min(1, WORKER_MESSAGES.emailRequired).max(320, WORKER_MESSAGES.userNotFound))

/** search-user-by-email: an exact address. */
export const SearchUserBody = z.object({ emailToSearch: email })
export const FoundUser = z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES) })
export type FoundUser = z.infer<typeof FoundUser>
export const SearchUserAnswer = z.object({ user: FoundUser.nullable(), message: z.string() })

/** claim-user. */
export const ClaimUserBody = z.object({ userIdToClaim: accountId(WORKER_MESSAGES.claimConflict) })
export const ClaimUserAnswer = z.object({ success: z.literal(true), error: z.null(), message: z.string() })

/** list-my-users: an owned user row. */
export const OwnedUser = z.object({
  user_email: z.string(),
  profile_user_id: z.string(),
  profile_created_at: z.string(),
  full_name: z.string().nullable(),
  kyc_status: z.enum(KYC_STATUSES),
})
export type OwnedUser = z.infer<typeof OwnedUser>
export const OwnedUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: singleLine(z.string().trim().max(320)).default(''),
})
export const OwnedUsersAnswer = z.object({ ownedUsers: z.array(OwnedUser), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
export type OwnedUsersAnswer = z.infer<typeof OwnedUsersAnswer>

/** create-worker-for-manager. */
export const CreateWorkerBody = z.object({
  fullName: singleLine(
    z.string({ error: MANAGER_MESSAGES.fillAllFields }).trim().min(1, MANAGER_MESSAGES.fillAllFields).max(200, MANAGER_MESSAGES.createFailed),
  ),
  email: z
    .string({ error: MANAGER_MESSAGES.fillAllFields })
    .trim()
    .min(1, MANAGER_MESSAGES.fillAllFields)
    .pipe(z.email({ error: 'Email address is invalid.' })),
  password: z
    .string({ error: MANAGER_MESSAGES.fillAllFields })
    .min(1, MANAGER_MESSAGES.fillAllFields)
    .min(WORKER_PASSWORD_MIN_LENGTH, MANAGER_MESSAGES.passwordTooShort)
    .max(1024),
})
export type CreateWorkerBody = z.infer<typeof CreateWorkerBody>

/** A worker row (get_worker_info). */
export const WorkerRow = z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string(), created_at: z.string(), customers: z.number().int() })
export type WorkerRow = z.infer<typeof WorkerRow>
export const WorkersQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
export const WorkersAnswer = z.object({ workers: z.array(WorkerRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
export type WorkersAnswer = z.infer<typeof WorkersAnswer>
export const ResetWorkerPasswordAnswer = z.object({ temporaryPassword: z.string() })

/** get-users-for-manager. */
export const ManagerUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(MANAGER_USERS_PAGE_SIZE),
  searchQuery: singleLine(z.string().trim().max(320)).default(''),
})
export const UserSummary = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  kyc_status: z.enum(KYC_STATUSES).nullable(),
  created_at: z.string(),
  assigned_worker_name: z.string().nullable(),
})
export type UserSummary = z.infer<typeof UserSummary>
export const ManagerUsersAnswer = z.object({ users: z.array(UserSummary), totalCount: z.number().int() })
export type ManagerUsersAnswer = z.infer<typeof ManagerUsersAnswer>

/** The admin console's staff list. */
export const StaffAccount = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  manager: z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string() }).nullable(),
  last_sign_in: z.string().nullable(),
  banned_until: z.string().nullable(),
  created_at: z.string(),
})
export type StaffAccount = z.infer<typeof StaffAccount>
export const StaffAccountsAnswer = z.object({ staff: z.array(StaffAccount) })
export const MoveWorkerBody = z.object({ managerId: accountId(ERRORS.MANAGER_REQUIRED.message) })
/** @alias a manager is made with a worker's fields */
export const CreateManagerBody = CreateWorkerBody
export const AdminCustomersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: singleLine(z.string().trim().max(320)).default(''),
})
export const AdminCustomersAnswer = z.object({ users: z.array(UserSummary), totalCount: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
export const StaffMessageAnswer = z.object({ success: z.literal(true), message: z.string() })
