import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { codeOfIssue, ERRORS } from '@wallet/shared/errors'
import { isNumericOverflow } from '../lib/database-error.ts'
import { AppError } from '../lib/errors.ts'

/**
 * One place that turns every failure into `{ error, code }`.
 * A 4xx says what was wrong; a 5xx never tells what went wrong inside.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ error: err.message, code: err.code })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first issue's message is the spec's message for that field; a check made with `refusedWith` names its code.
      const first = err.validation[0]
      const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : ERRORS.VALIDATION_FAILED.message
      return reply.code(400).send({ error: message, code: codeOfIssue(first?.params) ?? 'VALIDATION_FAILED' })
    }
    // A total past what its column holds (each amount is bounded by its schema, a sum of them is not); the write rolled back.
    if (isNumericOverflow(err)) {
      req.log.warn({ err }, 'number out of range')
      return reply.code(ERRORS.AMOUNT_OUT_OF_RANGE.status).send({ error: ERRORS.AMOUNT_OUT_OF_RANGE.message, code: 'AMOUNT_OUT_OF_RANGE' })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const mapped = clientErrorFor(err)
      return reply.code(status).send(mapped)
    }
    req.log.error({ err }, 'request failed')
    return reply.code(500).send({ error: ERRORS.INTERNAL.message, code: 'INTERNAL' })
  })

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ error: ERRORS.NOT_FOUND.message, code: 'NOT_FOUND' })
  })
})

function clientErrorFor(err: FastifyError): { error: string; code: string } {
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
      return { error: err.message || ERRORS.VALIDATION_FAILED.message, code: err.code ?? 'BAD_REQUEST' }
  }
}
