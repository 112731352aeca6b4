import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EmailCodeBody,
  LoginHistoryResponse,
  MessageResponse,
  MfaStatus,
  PasswordConfirmBody,
  SECURITY_MESSAGES,
  TotpCodeBody,
  TotpSetup,
  VerifyAndUpdatePasswordBody,
  VerifyAndUpdatePasswordResponse,
} from '@wallet/shared/identity/second-factors'
import { CustomerParams, StaffLoginHistory, StaffLoginHistoryQuery } from '@wallet/shared/back-office/customers'
import { ApiErrorSchema } from '@wallet/shared/api-error'
import { AppError } from '../../lib/errors.ts'

/** A refused check answers `{ success: false, error, code }`; a refused body answers `{ error, code }` like every route. */
const PasswordFailure = ApiErrorSchema.extend({ success: z.literal(false).optional() })

const done = (message: string) => ({ success: true as const, message })

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { security } = app.services

  // A staff account without an authenticator app reaches these four: its enrolment (decision 072).
  const enrolment = { allowPendingAuthenticator: true }
  app.get('/security/mfa', { schema: { response: { 200: MfaStatus } }, config: enrolment }, (req) => security.mfaStatus(req.actor.userId))

  app.post('/security/mfa/totp/start', { schema: { response: { 200: TotpSetup } }, config: enrolment }, (req) => security.startTotp(req.actor.userId))
  app.post('/security/mfa/totp/verify', { schema: { body: TotpCodeBody, response: { 200: MessageResponse } }, config: enrolment }, async (req) => {
    await security.verifyTotp(req.actor.userId, req.body.code)
    return done(SECURITY_MESSAGES.totpEnabled)
  })
  app.post('/security/mfa/totp/cancel', { schema: { response: { 200: MessageResponse } }, config: enrolment }, async (req) => {
    await security.cancelTotp(req.actor.userId)
    return done(SECURITY_MESSAGES.totpCancelled)
  })
  app.post('/security/mfa/totp/remove', { schema: { body: PasswordConfirmBody, response: { 200: MessageResponse } } }, async (req) => {
    await security.removeTotp(req.actor, req.body.password)
    return done(SECURITY_MESSAGES.totpRemoved)
  })

  app.post('/security/mfa/email/send-code', { schema: { response: { 200: MessageResponse } } }, async (req) => {
    await security.sendEmailCode(req.actor.userId)
    return done(SECURITY_MESSAGES.emailCodeSent)
  })
  app.post('/security/mfa/email/verify', { schema: { body: EmailCodeBody, response: { 200: MessageResponse } } }, async (req) => {
    await security.verifyEmailCode(req.actor.userId, req.body.code)
    return done(SECURITY_MESSAGES.emailEnabled)
  })
  app.post('/security/mfa/email/disable', { schema: { body: PasswordConfirmBody, response: { 200: MessageResponse } } }, async (req) => {
    await security.disableEmail(req.actor, req.body.password)
    return done(SECURITY_MESSAGES.emailDisabled)
  })

  /** verify-and-update-password: answers `{ success, error }` (with `code` when it fails). */
  app.post(
    '/security/verify-and-update-password',
    { schema: { body: VerifyAndUpdatePasswordBody, response: { 200: VerifyAndUpdatePasswordResponse, 400: PasswordFailure } } },
    async (req, reply) => {
      try {
        if (req.body.verifyOnly) {
          await security.checkPassword(req.actor, req.body.oldPassword)
          return { success: true, error: null }
        }
        await security.changePassword(req.actor, req.actor.sessionId, req.body.oldPassword, req.body.newPassword)
        return { success: true, error: null, message: SECURITY_MESSAGES.passwordChanged }
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 400) throw err
        return reply.code(400).send({ success: false, error: err.message, code: err.code, requestId: req.id })
      }
    },
  )

  app.get('/security/login-history', { schema: { response: { 200: LoginHistoryResponse } } }, async (req) => ({
    entries: await security.loginHistory(req.actor.userId),
  }))
}

/** get-login-history for staff: `page` and `pageSize` (5), newest first; Next is disabled when fewer came back. */
export const staffLoginHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:customerId/login-history',
    { schema: { params: CustomerParams, querystring: StaffLoginHistoryQuery, response: { 200: StaffLoginHistory } } },
    (req) => app.services.security.staffLoginHistory(req.actor, req.params.customerId, req.query.page, req.query.pageSize),
  )
}
