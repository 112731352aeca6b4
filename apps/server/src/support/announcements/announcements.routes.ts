import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AnnouncementList, CreateAnnouncementAnswer, CreateAnnouncementBody } from '@wallet/shared/support/announcements'

/** The worker's banner: the latest 5 announcements of their manager. */
export const workerAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/worker/announcements', { schema: { response: { 200: AnnouncementList } } }, async (req) => ({
    announcements: await app.services.announcements.latestForWorker(req.actor),
  }))
}

/** create_announcement: to all of the manager's workers. */
export const managerAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app.services
  app.post(
    '/manager/announcements',
    { schema: { body: CreateAnnouncementBody, response: { 201: CreateAnnouncementAnswer } }, config: { staffAction: announcements.create } },
    async (req, reply) =>
      reply.code(201).send({ success: true as const, error: null, announcement: await announcements.create(req.actor, { message: req.body.message }) }),
  )
}
