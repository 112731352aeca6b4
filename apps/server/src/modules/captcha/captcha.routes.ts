import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CaptchaVerifyBody, type CaptchaVerifyResult } from '@wallet/shared/auth'
import { verificationFailedMessage, type CaptchaService } from './captcha.service.ts'

/** The ALTCHA widget's challenge URL, and a check of a solution that does not use it up. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get('/captcha/challenge', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return captcha.createChallenge()
  })

  app.post('/captcha/verify', { schema: { body: CaptchaVerifyBody } }, async (req, reply) => {
    const result = await captcha.check(req.body.captchaToken)
    const answer: CaptchaVerifyResult = result.ok ? { success: true, error: null } : { success: false, error: verificationFailedMessage(result.reasons) }
    return reply.code(result.ok ? 200 : 400).send(answer)
  })
}
