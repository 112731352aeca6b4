import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminCustomersAnswer,
  AdminCustomersQuery,
  ClaimUserAnswer,
  ClaimUserBody,
  CreateManagerBody,
  CreateWorkerBody,
  MANAGER_MESSAGES,
  ManagerUsersAnswer,
  ManagerUsersQuery,
  MoveWorkerBody,
  OwnedUsersAnswer,
  OwnedUsersQuery,
  ResetWorkerPasswordAnswer,
  SearchUserAnswer,
  SearchUserBody,
  StaffAccountsAnswer,
  StaffMessageAnswer,
  WORKER_MESSAGES,
  WorkersAnswer,
  WorkersQuery,
} from '@wallet/shared/workers'
import { accountId } from '@wallet/shared/customers'

const StaffParams = z.object({ id: accountId('Staff account not found.') })
const ADMIN_CUSTOMERS_PAGE_SIZE = 20

/** The worker dashboard (part 2 §7): search-user-by-email, claim-user, list-my-users. */
export const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workers } = app.services

  app.post('/worker/search-user', { schema: { body: SearchUserBody, response: { 200: SearchUserAnswer } } }, (req) =>
    workers.searchUser(req.body.emailToSearch),
  )

  app.post('/worker/claim-user', { schema: { body: ClaimUserBody, response: { 200: ClaimUserAnswer } } }, async (req) => {
    await workers.claim(req.actor, req.body.userIdToClaim)
    return { success: true as const, error: null, message: WORKER_MESSAGES.claimed }
  })

  app.get('/worker/users', { schema: { querystring: OwnedUsersQuery, response: { 200: OwnedUsersAnswer } } }, (req) =>
    workers.ownedUsers(req.actor, req.query.page, req.query.search),
  )
}

/** The manager dashboard: create-worker-for-manager, get_worker_info, reset-worker-password, get-users-for-manager. */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workers } = app.services

  app.post('/manager/workers', { schema: { body: CreateWorkerBody, response: { 201: StaffMessageAnswer.extend({ id: z.string() }) } } }, async (req, reply) => {
    const { id } = await workers.createWorker(req.actor, req.body)
    return reply.code(201).send({ success: true as const, message: MANAGER_MESSAGES.workerCreated, id })
  })

  app.get('/manager/workers', { schema: { querystring: WorkersQuery, response: { 200: WorkersAnswer } } }, (req) => workers.workers(req.actor, req.query.page))

  app.post('/manager/workers/:id/reset-password', { schema: { params: StaffParams, response: { 200: ResetWorkerPasswordAnswer } } }, (req) =>
    workers.resetWorkerPassword(req.actor, req.params.id),
  )

  app.get('/manager/users', { schema: { querystring: ManagerUsersQuery, response: { 200: ManagerUsersAnswer } } }, (req) =>
    workers.managerUsers(req.actor, req.query),
  )
}

/** The admin console's staff and customer lists (beyond the specification). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workers } = app.services
  const done = (message: string) => ({ success: true as const, message })

  app.get('/admin/staff', { schema: { response: { 200: StaffAccountsAnswer } } }, async () => ({ staff: await workers.staffAccounts() }))

  app.post('/admin/managers', { schema: { body: CreateManagerBody, response: { 201: StaffMessageAnswer.extend({ id: z.string() }) } } }, async (req, reply) => {
    const { id } = await workers.createManager(req.actor, req.body)
    return reply.code(201).send({ ...done('Manager created successfully! They will choose their own password at first sign-in.'), id })
  })

  app.put('/admin/workers/:id/manager', { schema: { params: StaffParams, body: MoveWorkerBody, response: { 200: StaffMessageAnswer } } }, async (req) => {
    await workers.moveWorker(req.actor, req.params.id, req.body.managerId)
    return done('Worker moved to the new manager.')
  })

  app.post('/admin/staff/:id/ban', { schema: { params: StaffParams, response: { 200: StaffMessageAnswer } } }, async (req) => {
    await workers.setStaffBan(req.actor, req.params.id, true)
    return done('Staff account suspended.')
  })

  app.post('/admin/staff/:id/unban', { schema: { params: StaffParams, response: { 200: StaffMessageAnswer } } }, async (req) => {
    await workers.setStaffBan(req.actor, req.params.id, false)
    return done('Staff account reactivated.')
  })

  app.get('/admin/customers', { schema: { querystring: AdminCustomersQuery, response: { 200: AdminCustomersAnswer } } }, (req) =>
    workers.allCustomers(req.query, ADMIN_CUSTOMERS_PAGE_SIZE),
  )
}
