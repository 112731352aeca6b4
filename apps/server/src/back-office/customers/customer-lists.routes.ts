import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminCustomersAnswer, AdminCustomersQuery, ManagerUsersAnswer, ManagerUsersQuery } from '@wallet/shared/back-office/workers'

const ADMIN_CUSTOMERS_PAGE_SIZE = 20

/** get-users-for-manager: the customers of the manager's workers, searched by name or email. */
export const managerCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/manager/users', { schema: { querystring: ManagerUsersQuery, response: { 200: ManagerUsersAnswer } } }, (req) =>
    app.services.customers.summaries({ managerId: req.actor.userId }, { search: req.query.searchQuery, page: req.query.page, pageSize: req.query.perPage }),
  )
}

/** The admin console: every customer, searched by name or email (beyond the specification). */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/customers', { schema: { querystring: AdminCustomersQuery, response: { 200: AdminCustomersAnswer } } }, async (req) => {
    const query = { search: req.query.search, page: req.query.page, pageSize: ADMIN_CUSTOMERS_PAGE_SIZE }
    return { ...(await app.services.customers.summaries('all', query)), page: query.page, pageSize: query.pageSize }
  })
}
