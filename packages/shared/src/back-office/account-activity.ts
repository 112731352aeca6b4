import { z } from 'zod'

/** The fields of an audit row's `before`/`after` a customer is shown, in this order, with their English names. */
export const ACTIVITY_FIELDS = {
  assetId: 'Asset',
  asset: 'Asset',
  amount: 'Amount',
  status: 'Status',
  type: 'Type',
  isHidden: 'Hidden from your history',
  note: 'Note',
  address: 'Address',
  kyc_status: 'Verification status',
  banned: 'Suspended',
  until: 'Until',
  requiresPasswordChange: 'New password required at next sign-in',
  can_send: 'Sending funds',
  can_swap: 'Swapping',
  can_buy: 'Buying (deposits)',
  can_sell: 'Selling (withdrawals)',
  can_stake: 'Staking',
  send_disabled_note: 'Reason sending is disabled',
  swap_disabled_note: 'Reason swapping is disabled',
  name: 'Name',
  passkey: 'Passkey',
  url: 'Link',
  kind: 'Document',
  browser: 'Browser',
  system: 'System',
  ipAddress: 'Address',
  sessionsEnded: 'Sessions ended',
  frozen: 'Frozen',
  label: 'Label',
  usableAt: 'Usable from',
  allowlist: 'Only saved addresses',
  turnsOffAt: 'Turns off',
} as const
export type ActivityField = keyof typeof ACTIVITY_FIELDS

/** The words for values that are not written as they are: nothing, and yes/no (allowed/disabled for a permission). */
export const ACTIVITY_VALUE_WORDS = { none: 'none', yes: 'yes', no: 'no', allowed: 'allowed', disabled: 'disabled' } as const
export type ActivityValueWord = keyof typeof ACTIVITY_VALUE_WORDS

/** A shown value: written as it is (an amount, a status, a name), or one of the words above. */
export const ActivityValue = z.union([z.object({ text: z.string() }), z.object({ word: z.enum(Object.keys(ACTIVITY_VALUE_WORDS) as [ActivityValueWord]) })])
export type ActivityValue = z.infer<typeof ActivityValue>

/** One line of what changed: the field and its value, or its value before and after. */
export const ActivityChange = z.object({
  field: z.enum(Object.keys(ACTIVITY_FIELDS) as [ActivityField]),
  before: ActivityValue.optional(),
  after: ActivityValue,
})
export type ActivityChange = z.infer<typeof ActivityChange>

/** A value as the audit row holds it, for the customer: empty is 'none', a boolean a word, the rest as written. */
export function activityValue(field: string, value: unknown): ActivityValue {
  if (value === null || value === undefined || value === '') return { word: 'none' }
  if (typeof value === 'boolean') return { word: field.startsWith('can_') ? (value ? 'allowed' : 'disabled') : value ? 'yes' : 'no' }
  // The fields shown hold strings and numbers, never objects.
  return { text: `${value as string | number}` }
}

/** A change line in English: 'Amount: 1 → 2', or 'Asset: BTC'. */
export function activityChangeText({ field, before, after }: ActivityChange): string {
  const word = (value: ActivityValue) => ('text' in value ? value.text : ACTIVITY_VALUE_WORDS[value.word])
  return `${ACTIVITY_FIELDS[field]}: ${before ? `${word(before)} → ` : ''}${word(after)}`
}

/** The customer's Settings → Notifications ('Account activity'): staff actions on their account, and the protections they changed themselves. */
export const AccountActivityItem = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  /** The staff role that acted ('Support', 'Manager', 'Administrator'), never the person; 'You' for the customer's own change. */
  by: z.string(),
  at: z.string(),
  /** What changed, in English words: the lines of `changes`, then 'Reason: …' when there is a reason. */
  details: z.array(z.string()),
  /** What changed, as fields and values, for a page that words it in its own language. */
  changes: z.array(ActivityChange),
  /** The reason staff typed, when the customer sees it (as written). */
  reason: z.string().nullable(),
})
export const AccountActivity = z.object({ items: z.array(AccountActivityItem) })
export type AccountActivityItem = z.infer<typeof AccountActivityItem>
