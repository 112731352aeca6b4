import { z } from 'zod'
import { ERRORS, type ErrorCode } from './errors.ts'

/** Every code the API answers a refusal or a failure with (the keys of ERRORS). */
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]

/**
 * Beside the English words of a sentence with values in it (a time, a file's name): the sentence's key in the shared
 * `WORDED_MESSAGES` and its values, so that a client in another language can word it (decision 164).
 */
export const WordedParamsSchema = z
  .object({ key: z.string(), values: z.record(z.string(), z.string()) })
  .describe('The sentence’s key in the shared `WORDED_MESSAGES` and its values, so that a client in another language can word it; the words stay in English.')

/**
 * The body of every error answer: the message to show, its code, and the server's id of the request (the one in the
 * `X-Request-Id` header, the log lines and the audit row), so a customer's report of an error can be found in the log.
 * Kept apart from errors.ts, which the first screen loads without zod.
 */
export const ApiErrorSchema = z
  .object({
    error: z.string().describe('The message to show, in the words of the specification.'),
    code: z.enum(ERROR_CODES).describe('What went wrong, for code to act on.'),
    requestId: z.string().describe("The server's id of the request, as in the X-Request-Id header and the log."),
    params: WordedParamsSchema.optional().describe('Present when `error` is a sentence with values in it (a time, a file’s name).'),
  })
  .meta({ id: 'ApiError', description: 'An error answer.' })
