import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fileAnswer } from '../../lib/api-description.ts'
import { CustomerActivityPage, CustomerActivityQuery } from '@wallet/shared/back-office/audit'
import {
  BanBody,
  CustomerAccessAnswer,
  CustomerParams,
  DashboardNoteBody,
  InternalNoteBody,
  InternalNoteList,
  PermissionsBody,
  RejectKycBody,
  STAFF_PROFILE_MESSAGES,
  StaffCustomerProfile,
  StaffMessage,
  StaffPasswordResetBody,
} from '@wallet/shared/back-office/customers'

const done = (message: string) => ({ success: true as const, message })

/** The General tab of the staff customer profile (part 2 §7: get-user-profile-details, ban-user, approve-kyc, …). */
export const staffProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffProfile } = app.services
  const reply200 = { 200: StaffMessage }

  app.get('/customers/:customerId/access', { schema: { params: CustomerParams, response: { 200: CustomerAccessAnswer } } }, (req) =>
    staffProfile.checkAccess(req.actor, req.params.customerId),
  )

  app.get('/customers/:customerId', { schema: { params: CustomerParams, response: { 200: StaffCustomerProfile } } }, (req) =>
    staffProfile.details(req.actor, req.params.customerId),
  )

  app.post(
    '/customers/:customerId/ban',
    { schema: { params: CustomerParams, body: BanBody, response: reply200 }, config: { staffAction: staffProfile.ban } },
    async (req) => {
      await staffProfile.ban(req.actor, req.params.customerId, req.body)
      return done(STAFF_PROFILE_MESSAGES.banned)
    },
  )

  app.post(
    '/customers/:customerId/unban',
    { schema: { params: CustomerParams, response: reply200 }, config: { staffAction: staffProfile.unban } },
    async (req) => {
      await staffProfile.unban(req.actor, req.params.customerId)
      return done(STAFF_PROFILE_MESSAGES.unbanned)
    },
  )

  app.post(
    '/customers/:customerId/kyc/approve',
    { schema: { params: CustomerParams, response: reply200 }, config: { staffAction: staffProfile.approveKyc } },
    async (req) => {
      await staffProfile.approveKyc(req.actor, req.params.customerId, { reason: null })
      return done(STAFF_PROFILE_MESSAGES.kycApproved)
    },
  )

  app.post(
    '/customers/:customerId/kyc/reject',
    { schema: { params: CustomerParams, body: RejectKycBody, response: reply200 }, config: { staffAction: staffProfile.rejectKyc } },
    async (req) => {
      await staffProfile.rejectKyc(req.actor, req.params.customerId, { reason: req.body.reason })
      return done(STAFF_PROFILE_MESSAGES.kycRejected)
    },
  )

  app.put(
    '/customers/:customerId/note',
    { schema: { params: CustomerParams, body: DashboardNoteBody, response: reply200 }, config: { staffAction: staffProfile.setNote } },
    async (req) => {
      await staffProfile.setNote(req.actor, req.params.customerId, { note: req.body.note })
      return done(STAFF_PROFILE_MESSAGES.noteUpdated)
    },
  )

  app.post(
    '/customers/:customerId/password',
    { schema: { params: CustomerParams, body: StaffPasswordResetBody, response: reply200 }, config: { staffAction: staffProfile.resetPassword } },
    async (req) => {
      await staffProfile.resetPassword(req.actor, req.params.customerId, { newPassword: req.body.newPassword })
      return done(STAFF_PROFILE_MESSAGES.passwordReset)
    },
  )

  app.put(
    '/customers/:customerId/permissions',
    { schema: { params: CustomerParams, body: PermissionsBody, response: reply200 }, config: { staffAction: staffProfile.setPermissions } },
    async (req) => {
      await staffProfile.setPermissions(req.actor, req.params.customerId, req.body)
      return done(STAFF_PROFILE_MESSAGES.permissionsUpdated)
    },
  )

  // Support tools (docs/decisions/073).
  app.get('/customers/:customerId/internal-notes', { schema: { params: CustomerParams, response: { 200: InternalNoteList } } }, async (req) => ({
    notes: await staffProfile.internalNotes(req.actor, req.params.customerId),
  }))

  app.post(
    '/customers/:customerId/internal-notes',
    { schema: { params: CustomerParams, body: InternalNoteBody, response: { 201: StaffMessage } }, config: { staffAction: staffProfile.addInternalNote } },
    async (req, reply) => {
      await staffProfile.addInternalNote(req.actor, req.params.customerId, req.body)
      return reply.code(201).send(done(STAFF_PROFILE_MESSAGES.internalNoteAdded))
    },
  )

  app.post(
    '/customers/:customerId/sessions/end',
    { schema: { params: CustomerParams, response: reply200 }, config: { staffAction: staffProfile.endSessions } },
    async (req) => {
      await staffProfile.endSessions(req.actor, req.params.customerId)
      return done(STAFF_PROFILE_MESSAGES.sessionsEnded)
    },
  )

  app.post(
    '/customers/:customerId/email-confirmation',
    { schema: { params: CustomerParams, response: reply200 }, config: { staffAction: staffProfile.actions.resendConfirmation } },
    async (req) => {
      await staffProfile.resendConfirmation(req.actor, req.params.customerId)
      return done(STAFF_PROFILE_MESSAGES.confirmationSent)
    },
  )

  app.get(
    '/customers/:customerId/activity',
    { schema: { params: CustomerParams, querystring: CustomerActivityQuery, response: { 200: CustomerActivityPage } } },
    (req) => staffProfile.activity(req.actor, req.params.customerId, req.query.page),
  )

  app.get(
    '/customers/:customerId/statement.csv',
    {
      schema: { params: CustomerParams, response: { 200: fileAnswer('The customer’s statement', ['text/csv']) } },
      config: { staffAction: staffProfile.actions.downloadStatement },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="statement.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(await staffProfile.statement(req.actor, req.params.customerId))),
  )
}
