import { z } from 'zod'
import { CustomerParams, STAFF_PROFILE_MESSAGES } from '../back-office/customers.ts'
import { ERRORS } from '../errors.ts'
import { singleLine } from '../text.ts'

/**
 * A staff reset of a customer's second factor (docs/decisions/078-second-factor-reset-needs-a-second-person.md): one
 * staff member asks, with a reason; a second one, who may approve it, resets. An authenticator app gives way to codes
 * mailed to the customer's own address; an emailed code gives way to none.
 */
/** How far back the staff changes beside a reset go, and how long a recovery bars its maker (docs/decisions/122). */
export const RECENT_CHANGE_DAYS = 7

export const FACTOR_RESET_TEXTS = {
  title: 'Second factor',
  request: 'Reset second factor',
  requestHint:
    'For a customer who lost their authenticator app or mailbox. A second staff member must approve it. An authenticator app is replaced by codes mailed to the customer; emailed codes are turned off.',
  reasonLabel: 'Why is it reset?',
  reasonRequired: 'Please say why the second factor is reset.',
  requested: 'The reset waits for a second staff member.',
  approved: 'The second factor was reset. The customer was mailed.',
  rejected: 'The reset was rejected.',
  waiting: (email: string | null, at: string) =>
    `A reset of the second factor, asked by ${email ?? 'a staff member'} on ${at}, waits for a second staff member.`,
  approve: 'Approve reset',
  reject: 'Reject reset',
  newRequest: (email: string) => `A reset of the second factor of ${email} waits for your approval.`,
  methods: { totp: 'Authenticator app', email: 'Emailed codes', none: 'None' },
  recentChangesTitle: `Changes by staff in the last ${RECENT_CHANGE_DAYS} days`,
  noRecentChanges: `No staff changes to this account in the last ${RECENT_CHANGE_DAYS} days.`,
} as const

export const FactorResetRequestBody = z.object({
  reason: singleLine(
    z.string({ error: FACTOR_RESET_TEXTS.reasonRequired }).trim().min(1, FACTOR_RESET_TEXTS.reasonRequired).max(500, STAFF_PROFILE_MESSAGES.reasonTooLong),
  ),
})
export type FactorResetRequestBody = z.infer<typeof FactorResetRequestBody>

export const FactorResetParams = CustomerParams.extend({ resetId: z.uuid({ error: ERRORS.FACTOR_RESET_NOT_FOUND.message }) })

/** The second factor the customer signs in with: what a reset replaces. */
export const SecondFactorMethod = z.enum(['totp', 'email', 'none'])

/** A change staff made to the customer's account, as the one who decides a reset sees it beside the request. */
export const StaffChange = z.object({
  action: z.string(),
  label: z.string(),
  at: z.string(),
  by: z.object({ id: z.string(), email: z.string().nullable(), role: z.string().nullable() }),
})
export type StaffChange = z.infer<typeof StaffChange>

/** A reset waiting for a second staff member, as the staff profile and the Work area show it. */
export const FactorReset = z.object({
  id: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  reason: z.string(),
  /** The customer's factor now, and what it becomes once approved. */
  method: SecondFactorMethod,
  becomes: SecondFactorMethod,
  requestedBy: z.object({ id: z.string(), email: z.string().nullable() }),
  requestedAt: z.string(),
  /** Whether the caller may approve or reject it: within their reach, and not their own request. */
  canDecide: z.boolean(),
  /** Every change staff made to the customer's account in the last RECENT_CHANGE_DAYS days, newest first. */
  recentStaffChanges: z.array(StaffChange),
})
export type FactorReset = z.infer<typeof FactorReset>

export const FactorResetState = z.object({ method: SecondFactorMethod, waiting: FactorReset.nullable() })
export type FactorResetState = z.infer<typeof FactorResetState>

export const FactorResetAnswer = z.object({ success: z.literal(true), message: z.string(), state: FactorResetState })
export type FactorResetAnswer = z.infer<typeof FactorResetAnswer>

/** What a reset turns the factor into: an authenticator app into mailed codes, mailed codes into none. */
export function factorAfterReset(method: z.infer<typeof SecondFactorMethod>): z.infer<typeof SecondFactorMethod> {
  return method === 'totp' ? 'email' : 'none'
}
