import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StepUpBody } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { CustomerParams } from '@wallet/shared/back-office/customers'
import { MessageResponse } from '@wallet/shared/identity/second-factors'
import {
  Passkey,
  PasskeyList,
  PasskeyOptions,
  PASSKEY_MESSAGES,
  PasskeyParams,
  RegisterPasskeyBody,
  RenamePasskeyBody,
  StaffPasskeyParams,
} from '@wallet/shared/identity/passkeys'

/**
 * Settings → Security: the signed-in user's passkeys (docs/decisions/038-passkeys.md). Signing in with one is an
 * auth endpoint (auth-handler.routes.ts). A staff account that still owes its authenticator app reaches none of these:
 * a passkey registered on a password-only session would skip the second factor it owes. Registering (its options),
 * renaming and removing take the step-up: password and second factor (docs/decisions/124).
 */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passkeys } = app.services

  app.get('/security/passkeys', { schema: { response: { 200: PasskeyList } } }, async (req) => ({ passkeys: await passkeys.list(req.actor.userId) }))

  app.post('/security/passkeys/registration-options', { schema: { body: StepUpBody, response: { 200: PasskeyOptions } } }, (req) =>
    passkeys.registrationOptions(req.actor, req.body),
  )

  app.post('/security/passkeys', { schema: { body: RegisterPasskeyBody, response: { 201: Passkey } } }, async (req, reply) => {
    reply.code(201)
    return passkeys.register(req.actor, req.body.name, req.body.credential)
  })

  app.patch('/security/passkeys/:passkeyId', { schema: { params: PasskeyParams, body: RenamePasskeyBody, response: { 200: Passkey } } }, (req) =>
    passkeys.rename(req.actor, req.params.passkeyId, req.body),
  )

  // A POST with the step-up in its body (a DELETE has no body every client and proxy passes on).
  app.post('/security/passkeys/:passkeyId/remove', { schema: { params: PasskeyParams, body: StepUpBody, response: { 200: MessageResponse } } }, async (req) => {
    await passkeys.remove(req.actor, req.params.passkeyId, req.body)
    return { success: true as const, message: PASSKEY_MESSAGES.removed }
  })
}

/** The staff profile's support tools: a customer's passkeys, and removing one (docs/decisions/124). */
export const staffPasskeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passkeys } = app.services

  app.get('/customers/:customerId/passkeys', { schema: { params: CustomerParams, response: { 200: PasskeyList } } }, async (req) => ({
    passkeys: await passkeys.staffList(req.actor, req.params.customerId),
  }))

  app.delete(
    '/customers/:customerId/passkeys/:passkeyId',
    { schema: { params: StaffPasskeyParams, response: { 200: MessageResponse } }, config: { staffAction: passkeys.staffRemove } },
    async (req) => {
      await passkeys.staffRemove(req.actor, req.params.customerId, { passkeyId: req.params.passkeyId })
      return { success: true as const, message: PASSKEY_MESSAGES.removed }
    },
  )
}
