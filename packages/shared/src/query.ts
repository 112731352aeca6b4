import { z } from 'zod'

/**
 * A whole number in a query string, read strictly: decimal digits only. `Number()` would also take `0x10`, `1e3`,
 * ` 7 `, `0b1` or `Infinity`, so the same page could be asked for in many spellings and a filter could be walked
 * around; anything but plain digits is refused with `message`.
 */
export function queryInteger(message: string, range: { min: number; max: number }) {
  return z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(range.min, message).max(range.max, message))
}
