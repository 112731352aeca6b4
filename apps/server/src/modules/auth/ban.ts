/** A ban holds while it has no end or its end is still ahead; an expired ban no longer counts. */
export function isBanActive(user: { banned?: boolean | null; banExpires?: Date | string | null }, now: Date = new Date()): boolean {
  if (!user.banned) return false
  if (!user.banExpires) return true
  return new Date(user.banExpires).getTime() > now.getTime()
}
