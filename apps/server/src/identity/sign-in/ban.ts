/** A ban holds while it has no end or its end is still ahead; an expired ban no longer counts. */
export function isBanActive(user: { banned?: boolean | null; banExpires?: Date | string | null }, now: Date = new Date()): boolean {
  if (!user.banned) return false
  if (!user.banExpires) return true
  return new Date(user.banExpires).getTime() > now.getTime()
}

/** What an account's standing is made of: staff's ban, and the customer's own freeze (docs/decisions/034). */
export interface AccountStanding {
  banned?: boolean | null
  banExpires?: Date | string | null
  frozenAt?: Date | string | null
}

export type StandingRefusal = 'BANNED' | 'ACCOUNT_FROZEN'

/**
 * May this account sign in, and act on a session it holds? The one answer for every way in: the password, the second
 * factor, any later sign-in method (each creates a session, and the sign-in rules ask here first), and each request
 * of a session that already exists (the session lookup). Null when it may; otherwise the refusal, whose text says why.
 */
export function standingRefusal(standing: AccountStanding, now: Date = new Date()): StandingRefusal | null {
  if (isBanActive(standing, now)) return 'BANNED'
  if (standing.frozenAt) return 'ACCOUNT_FROZEN'
  return null
}
