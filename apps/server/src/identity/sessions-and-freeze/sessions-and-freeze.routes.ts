import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ActiveSessionList,
  EndedSessions,
  FreezeBody,
  FreezeLinkBody,
  FreezeState,
  PROTECTION_MESSAGES,
  SessionParams,
  UnfreezeBody,
  UnfreezeStart,
  UnfreezeStartBody,
} from '@wallet/shared/identity/sessions-and-freeze'
import { CAPTCHA_HEADER } from '@wallet/shared/identity/sign-in'
import { CustomerParams, StaffMessage } from '@wallet/shared/back-office/customers'
import { MessageResponse } from '@wallet/shared/identity/second-factors'
import type { FastifyRequest } from 'fastify'
import { authHeaders } from '../sign-in/auth-headers.ts'

const done = (message: string) => ({ success: true as const, message })
const origin = (req: FastifyRequest) => ({ ip: req.ip, requestId: req.id })

function captchaOf(req: FastifyRequest): string | undefined {
  const value = req.headers[CAPTCHA_HEADER]
  const first = Array.isArray(value) ? value[0] : value
  return first && first.length > 0 ? first : undefined
}

/** Settings → Security: the customer's sessions and freezing the account. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { protection } = app.services

  app.get('/security/sessions', { schema: { response: { 200: ActiveSessionList } } }, async (req) => ({
    sessions: await protection.ownSessions(req.actor, authHeaders(req)),
  }))

  app.post('/security/sessions/:sessionId/end', { schema: { params: SessionParams, response: { 200: EndedSessions } } }, async (req) => {
    await protection.endOwnSession(req.actor, authHeaders(req), req.params.sessionId)
    return { ...done(PROTECTION_MESSAGES.sessionEnded), sessionsEnded: 1 }
  })

  app.post('/security/sessions/end-others', { schema: { response: { 200: EndedSessions } } }, async (req) => {
    const sessionsEnded = await protection.endOtherSessions(req.actor, authHeaders(req))
    return { ...done(PROTECTION_MESSAGES.otherSessionsEnded), sessionsEnded }
  })

  app.get('/security/freeze', { schema: { response: { 200: FreezeState } } }, (req) => protection.freezeState(req.actor.userId))

  app.post('/security/freeze', { schema: { body: FreezeBody, response: { 200: MessageResponse } } }, async (req) => {
    await protection.freeze(req.actor, req.body.password)
    return done(PROTECTION_MESSAGES.frozen)
  })
}

/** Signed out: the "This wasn't me" link's page, and unfreezing with the password and second factor. */
export const publicProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { protection } = app.services
  const open = { public: true, limit: 'freeze' as const }

  app.post('/account-freeze/link', { schema: { body: FreezeLinkBody, response: { 200: MessageResponse } }, config: open }, async (req) => {
    await protection.freezeByLink(req.body.token, origin(req))
    return done(PROTECTION_MESSAGES.frozenByLink)
  })

  app.post('/account-freeze/unfreeze/start', { schema: { body: UnfreezeStartBody, response: { 200: UnfreezeStart } }, config: open }, (req) =>
    protection.startUnfreeze(req.body, req.ip, captchaOf(req)),
  )

  app.post('/account-freeze/unfreeze', { schema: { body: UnfreezeBody, response: { 200: MessageResponse } }, config: open }, async (req) => {
    await protection.unfreeze(req.body, origin(req), captchaOf(req))
    return done(PROTECTION_MESSAGES.unfrozen)
  })
}

/** The staff customer profile: the customer's sessions beside "end the customer's sessions", and the freeze review. */
export const staffProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { protection } = app.services

  app.get('/customers/:customerId/sessions', { schema: { params: CustomerParams, response: { 200: ActiveSessionList } } }, async (req) => ({
    sessions: await protection.customerSessions(req.actor, req.params.customerId),
  }))

  app.get('/customers/:customerId/freeze', { schema: { params: CustomerParams, response: { 200: FreezeState } } }, (req) =>
    protection.customerFreezeState(req.actor, req.params.customerId),
  )

  app.post(
    '/customers/:customerId/unfreeze',
    { schema: { params: CustomerParams, response: { 200: StaffMessage } }, config: { staffAction: protection.staffUnfreeze } },
    async (req) => {
      await protection.staffUnfreeze(req.actor, req.params.customerId, undefined)
      return done(PROTECTION_MESSAGES.staffUnfrozen)
    },
  )
}
