import { REQUEST_MESSAGES } from '@wallet/shared/errors'
import { AppError, ValidationError } from './errors.ts'

/**
 * A body that is not well-formed multipart: the parser (busboy) fails with a bare Error, where our own refusals are
 * AppErrors, the multipart plugin's limits carry a 4xx statusCode and the file system's failures a code (ENOSPC…).
 */
function isMalformedUpload(err: unknown): boolean {
  if (!(err instanceof Error) || err instanceof AppError) return false
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown }
  return code === undefined && statusCode === undefined
}

/** Reads a multipart form with `read`; a body the parser cannot read is a 400 with a clear message, not a 500. */
export async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (err) {
    throw isMalformedUpload(err) ? new ValidationError(REQUEST_MESSAGES.malformedUpload) : err
  }
}
