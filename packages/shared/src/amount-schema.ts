import { z } from 'zod'
import { refusedWith } from './errors.ts'
import { isPositiveAmount, isWithinMaxAmount } from './amounts.ts'

/**
 * The schema of a positive amount field: trimmed and checked with `isPositiveAmount` (every failure, a wrong type
 * included, gives `message`), then at most MAX_AMOUNT (AMOUNT_TOO_LARGE).
 */
export function positiveAmount(message: string) {
  return z.string({ error: message }).trim().refine(isPositiveAmount, { message, abort: true }).refine(isWithinMaxAmount, refusedWith('AMOUNT_TOO_LARGE'))
}
