import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MessageResponse } from '@wallet/shared/security'
import { Passkey, PasskeyList, PasskeyOptions, PASSKEY_MESSAGES, PasskeyParams, RegisterPasskeyBody, RenamePasskeyBody } from '@wallet/shared/passkeys'

/**
 * Settings → Security: the signed-in user's passkeys (docs/decisions/038-passkeys.md). Signing in with one is an
 * auth endpoint (auth-handler.routes.ts). A staff account that still owes its authenticator app reaches none of these:
 * a passkey registered on a password-only session would skip the second factor it owes.
 */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passkeys } = app.services

  app.get('/security/passkeys', { schema: { response: { 200: PasskeyList } } }, async (req) => ({ passkeys: await passkeys.list(req.actor.userId) }))

  app.post('/security/passkeys/registration-options', { schema: { response: { 200: PasskeyOptions } } }, (req) => passkeys.registrationOptions(req.actor))

  app.post('/security/passkeys', { schema: { body: RegisterPasskeyBody, response: { 201: Passkey } } }, async (req, reply) => {
    reply.code(201)
    return passkeys.register(req.actor, req.body.name, req.body.credential)
  })

  app.patch('/security/passkeys/:passkeyId', { schema: { params: PasskeyParams, body: RenamePasskeyBody, response: { 200: Passkey } } }, (req) =>
    passkeys.rename(req.actor, req.params.passkeyId, req.body.name),
  )

  app.delete('/security/passkeys/:passkeyId', { schema: { params: PasskeyParams, response: { 200: MessageResponse } } }, async (req) => {
    await passkeys.remove(req.actor, req.params.passkeyId)
    return { success: true as const, message: PASSKEY_MESSAGES.removed }
  })
}
