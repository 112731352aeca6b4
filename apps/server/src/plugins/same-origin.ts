import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery stops here (docs/decisions/050-client-address-and-origin.md): a state-changing request to
 * /api whose Origin is not the app's own is refused before anything else looks at it, multipart uploads included.
 * Browsers send Origin with every POST, PUT, PATCH and DELETE; a request without one is refused when it carries
 * cookies (it could only be a forged or very old client), and allowed without (it has no session to abuse).
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const appOrigin = new URL(publicUrl).origin
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return
    const origin = req.headers.origin
    if (origin === undefined) {
      if (req.headers.cookie) throw new AppError('FOREIGN_ORIGIN')
      return
    }
    if (origin !== appOrigin) throw new AppError('FOREIGN_ORIGIN')
  })
})
