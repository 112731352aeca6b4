import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CaptchaVerifyBody, type CaptchaVerifyResult } from '@wallet/shared/auth'
import { verificationFailedMessage } from './captcha.service.ts'

/** The ALTCHA widget's challenge URL, and a check of a solution that does not use it up. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha } = app.services
  const config = { public: true }

  app.get('/captcha/challenge', { config }, async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return captcha.createChallenge()
  })

  app.post('/captcha/verify', { schema: { body: CaptchaVerifyBody }, config }, async (req, reply) => {
    const result = await captcha.check(req.body.captchaToken)
    // A refusal is also in the `{ error, code }` shape of every 4xx.
    const answer: CaptchaVerifyResult & { code?: string } = result.ok
      ? { success: true, error: null }
      : { success: false, error: verificationFailedMessage(result.reasons), code: 'CAPTCHA_FAILED' }
    return reply.code(result.ok ? 200 : 400).send(answer)
  })
}
