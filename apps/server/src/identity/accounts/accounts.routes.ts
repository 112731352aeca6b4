import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ForcedPasswordAnswer, ForcedPasswordBody } from '@wallet/shared/identity/sign-in'
import { LocaleBody } from '@wallet/shared/locale-schema'

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services

  app.post(
    '/account/forced-password',
    {
      schema: { body: ForcedPasswordBody, response: { 200: ForcedPasswordAnswer } },
      config: { allowPendingPasswordChange: true, allowPendingAuthenticator: true },
    },
    async (req) => {
      await account.setForcedPassword(req.actor, req.body.password)
      return { success: true as const }
    },
  )

  app.put('/account/locale', { schema: { body: LocaleBody, response: { 200: LocaleBody } } }, async (req) => {
    await account.setLocale(req.actor, req.body.locale)
    return { locale: req.body.locale }
  })
}
