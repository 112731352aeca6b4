import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fileAnswer } from '../../lib/api-description.ts'
import { AuditHead, AuditPage, AuditQuery } from '@wallet/shared/back-office/audit'
import { AccountActivity } from '@wallet/shared/back-office/account-activity'

/** Settings → Notifications ('Account activity'): what staff did on the caller's own account. */
export const accountActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/account/activity', { schema: { response: { 200: AccountActivity } } }, async (req) => ({
    items: await app.services.audit.accountActivity(req.actor.userId),
  }))
}

/** The admin console's audit log: filtered pages with the chain's state, and a CSV export with the hashes. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/audit', { schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, (req) => app.services.audit.page(req.query))

  app.get(
    '/admin/audit.csv',
    { schema: { querystring: AuditQuery, response: { 200: fileAnswer('The filtered audit log with each row’s hashes', ['text/csv']) } } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(app.services.audit.csv(req.query)),
  )

  /** The chain's head as last published outside the database, to keep beside the backups (docs/decisions/048). */
  app.get('/admin/audit/head', { schema: { response: { 200: AuditHead } } }, async (_req, reply) => {
    const head = await app.services.audit.latestHead()
    return reply.header('content-disposition', `attachment; filename="audit-head-${head.seq}.json"`).send(head)
  })
}
