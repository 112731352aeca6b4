import { z } from 'zod'
import { isPositiveAmount } from './money.ts'

/** The schema of a positive amount field: trimmed and checked with `isPositiveAmount`; every failure, a wrong type included, gives `message`. */
export function positiveAmount(message: string) {
  return z.string({ error: message }).trim().refine(isPositiveAmount, { message })
}
