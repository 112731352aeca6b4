import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { codeOfIssue, ERRORS, type ApiErrorBody, type ErrorCode } from '@wallet/shared/errors'
import { databaseFault, isNumericOverflow } from '../lib/database-error.ts'
import { AppError } from '../lib/errors.ts'

/**
 * One place that turns every failure into `{ error, code, requestId }`.
 * A 4xx says what was wrong; a 5xx never tells what went wrong inside, but names the request, whose log lines say it
 * (docs/decisions/111-request-id-in-error-answers.md).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const answer = (status: number, body: Omit<ApiErrorBody, 'requestId'>) => sendError(reply, status, body)
    if (err instanceof AppError) {
      // A refusal of ours that is not the caller's fault (a node that did not answer): its log line says why.
      if (err.status >= 500) req.log.warn({ code: err.code, details: err.details }, 'service unavailable')
      return answer(err.status, { error: err.message, code: err.code, ...(err.params && { params: err.params }) })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first issue's message is the spec's message for that field; a check made with `refusedWith` names its code.
      const first = err.validation[0]
      const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : ERRORS.VALIDATION_FAILED.message
      return answer(400, { error: message, code: codeOfIssue(first?.params) ?? 'VALIDATION_FAILED' })
    }
    // A total past what its column holds (each amount is bounded by its schema, a sum of them is not); the write rolled back.
    if (isNumericOverflow(err)) {
      req.log.warn({ err }, 'number out of range')
      return answer(ERRORS.AMOUNT_OUT_OF_RANGE.status, { error: ERRORS.AMOUNT_OUT_OF_RANGE.message, code: 'AMOUNT_OUT_OF_RANGE' })
    }
    // The database is down, full, read-only after a failover, or too slow: the work rolled back; try again shortly
    // (docs/decisions/130-surviving-database-faults.md).
    const fault = databaseFault(err)
    if (fault) {
      req.log.warn({ err, fault }, 'database unavailable')
      const code = fault === 'timeout' ? 'DATABASE_TIMEOUT' : 'DATABASE_UNAVAILABLE'
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      return answer(ERRORS[code].status, { error: ERRORS[code].message, code })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return answer(status, clientErrorFor(err, status))
    }
    // The log line carries the request's id (reqId), the one the answer names.
    req.log.error({ err }, 'request failed')
    return answer(500, { error: ERRORS.INTERNAL.message, code: 'INTERNAL' })
  })

  app.setNotFoundHandler((_req, reply) => {
    sendError(reply, 404, { error: ERRORS.NOT_FOUND.message, code: 'NOT_FOUND' })
  })
})

/** Seconds a client is asked to wait when the database fails: about what a restart or a failover takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** An error answer: its status, and the body with the id of the request it answers. */
export function sendError(reply: FastifyReply, status: number, body: Omit<ApiErrorBody, 'requestId'>) {
  return reply.code(status).send({ ...body, requestId: reply.request.id })
}

/** Fastify's own refusals (a bad header, a malformed URL…) answer one of our codes, never a framework's. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = { 404: 'NOT_FOUND', 413: 'BODY_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED' }

function clientErrorFor(err: FastifyError, status: number): Omit<ApiErrorBody, 'requestId'> {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { error: ERRORS.INVALID_JSON.message, code: 'INVALID_JSON' }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { error: ERRORS.BODY_TOO_LARGE.message, code: 'BODY_TOO_LARGE' }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { error: ERRORS.UNSUPPORTED_MEDIA_TYPE.message, code: 'UNSUPPORTED_MEDIA_TYPE' }
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return { error: ERRORS.RATE_LIMITED.message, code: 'RATE_LIMITED' }
    default:
      if (err instanceof SyntaxError) return { error: ERRORS.INVALID_JSON.message, code: 'INVALID_JSON' }
      return {
        error: err.message || ERRORS.VALIDATION_FAILED.message,
        code: Object.hasOwn(ERRORS, err.code) ? err.code : (CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED'),
      }
  }
}
