import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotificationList } from '@wallet/shared/support/notifications'

const Ok = z.object({ ok: z.literal(true) })

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services

  app.get('/notifications', { schema: { response: { 200: NotificationList } } }, async (req) => ({
    items: await notifications.list(req.actor.userId, req.actor.locale),
  }))

  app.post('/notifications/:id/read', { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: Ok } } }, async (req) => {
    await notifications.markRead(req.actor.userId, req.params.id)
    return { ok: true as const }
  })

  app.post('/notifications/read-all', { schema: { response: { 200: Ok } } }, async (req) => {
    await notifications.markAllRead(req.actor.userId)
    return { ok: true as const }
  })
}
