import { ERRORS, type ErrorCode } from '@wallet/shared/errors'

/** An error the client is told about: `{ error: message, code }` with its 4xx status. */
export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode | string
  readonly details?: unknown

  constructor(code: ErrorCode | string, options: { message?: string; status?: number; details?: unknown } = {}) {
    const known = (ERRORS as Record<string, { status: number; message: string }>)[code]
    super(options.message ?? known?.message ?? code)
    this.code = code
    this.status = options.status ?? known?.status ?? 400
    this.details = options.details
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super('VALIDATION_FAILED', { message, status: 400, details })
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = ERRORS.NOT_FOUND.message) {
    super('NOT_FOUND', { message, status: 404 })
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = ERRORS.FORBIDDEN.message, code: string = 'FORBIDDEN') {
    super(code, { message, status: 403 })
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: string = 'CONFLICT') {
    super(code, { message, status: 409 })
  }
}
