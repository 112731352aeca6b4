import { z } from 'zod'

/** The customer's Settings → Notifications ('Account activity'): staff actions on their account, and the protections they changed themselves. */
export const AccountActivityItem = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  /** The staff role that acted ('Support', 'Manager', 'Administrator'), never the person; 'You' for the customer's own change. */
  by: z.string(),
  at: z.string(),
  /** What changed, in words. */
  details: z.array(z.string()),
})
export const AccountActivity = z.object({ items: z.array(AccountActivityItem) })
export type AccountActivityItem = z.infer<typeof AccountActivityItem>
