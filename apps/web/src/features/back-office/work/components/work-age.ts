export type WaitUnit = 'min' | 'h' | 'd'

/** How long an item has waited, in the unit staff read at a glance ('12 min', '3 h', '2 d'): minutes under an hour, hours under two days, then days. */
export function waitedParts(since: string, now = Date.now()): { count: number; unit: WaitUnit } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000))
  if (minutes < 60) return { count: minutes, unit: 'min' }
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return { count: hours, unit: 'h' }
  return { count: Math.floor(hours / 24), unit: 'd' }
}
