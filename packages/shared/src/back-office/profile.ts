import { z } from 'zod'
import { KYC_STATUSES } from '../support/kyc.ts'

/** The signed-in customer's profile (part 2 §3 get-user-profile-details, without balances). */
export const Profile = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  kyc_status: z.enum(KYC_STATUSES),
  /** Why staff rejected the last submission (shown on the KYC card until the customer submits again). */
  kyc_rejection_reason: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  dob: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  full_address: z.string().nullable(),
  dashboard_note: z.string().nullable(),
  can_buy: z.boolean(),
  can_sell: z.boolean(),
  can_swap: z.boolean(),
  can_stake: z.boolean(),
  can_send: z.boolean(),
  buy_disabled_note: z.string().nullable(),
  sell_disabled_note: z.string().nullable(),
  swap_disabled_note: z.string().nullable(),
  stake_disabled_note: z.string().nullable(),
  send_disabled_note: z.string().nullable(),
  banned_until: z.string().nullable(),
  /** Until when withdrawals and sends wait after a recovery of the account (docs/decisions/122); null when they do not. */
  recovery_hold_until: z.string().nullable(),
  created_at: z.string(),
})
export type Profile = z.infer<typeof Profile>
