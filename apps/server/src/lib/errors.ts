import { ERRORS, type ErrorCode } from '@wallet/shared/errors'
import type { WordedParams } from '@wallet/shared/support/worded-messages'

/**
 * An error the client is told about: `{ error: message, code }` with its 4xx status. Every code is in
 * `@wallet/shared/errors` with its status and message; `message` replaces the message where the situation has words
 * of its own (a staff member's reason, an amount); `params` names a sentence with values (`worded()`), sent beside it.
 */
export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly details?: unknown
  readonly params?: WordedParams

  constructor(code: ErrorCode, options: { message?: string; status?: number; details?: unknown; params?: WordedParams } = {}) {
    super(options.message ?? ERRORS[code].message)
    this.code = code
    this.status = options.status ?? ERRORS[code].status
    this.details = options.details
    this.params = options.params
  }
}

/** A request the schema let through but the service refuses, with a message that says why. */
export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super('VALIDATION_FAILED', { message, details })
  }
}

/** NOT_FOUND, with the words of the situation where it has them (from the shared contract, never written inline). */
export class NotFoundError extends AppError {
  constructor(message?: string) {
    super('NOT_FOUND', { message })
  }
}
