import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Answers from /api carry account data: no browser or proxy may keep them (a route may say otherwise). */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
})
