import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CaptchaChallenge, CaptchaRefusal, CaptchaVerifyBody, CaptchaVerified } from '@wallet/shared/identity/sign-in'
import { verificationFailedMessage } from './captcha.service.ts'

/** The ALTCHA widget's challenge URL, and a check of a solution that does not use it up. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha } = app.services
  const config = { public: true }

  app.get('/captcha/challenge', { schema: { response: { 200: CaptchaChallenge } }, config: { ...config, limit: 'captcha' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    const challenge = await captcha.createChallenge()
    return { ...challenge, parameters: { ...challenge.parameters } }
  })

  app.post('/captcha/verify', { schema: { body: CaptchaVerifyBody, response: { 200: CaptchaVerified, 400: CaptchaRefusal } }, config }, async (req, reply) => {
    const result = await captcha.check(req.body.captchaToken)
    // A refusal is also in the `{ error, code }` shape of every 4xx.
    if (result.ok) return reply.code(200).send({ success: true, error: null })
    return reply.code(400).send({ success: false, error: verificationFailedMessage(result.reasons), code: 'CAPTCHA_FAILED', requestId: req.id })
  })
}
