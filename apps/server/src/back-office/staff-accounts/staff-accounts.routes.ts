import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { accountId } from '@wallet/shared/back-office/customers'
import { ERRORS } from '@wallet/shared/errors'
import {
  CreateManagerBody,
  CreateWorkerBody,
  MoveWorkerBody,
  ResetWorkerPasswordAnswer,
  STAFF_ACCOUNT_MESSAGES,
  StaffAccountsAnswer,
  StaffMessageAnswer,
  WorkersAnswer,
  WorkersQuery,
} from '@wallet/shared/back-office/workers'

const StaffParams = z.object({ id: accountId(ERRORS.STAFF_NOT_FOUND.message) })
const Created = { 201: StaffMessageAnswer.extend({ id: z.string() }) }
const done = (message: string) => ({ success: true as const, message })

/** The manager's staff tools: create-worker-for-manager, get_worker_info, reset-worker-password. */
export const managerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAccounts } = app.services

  app.post(
    '/manager/workers',
    { schema: { body: CreateWorkerBody, response: Created }, config: { staffAction: staffAccounts.createWorker } },
    async (req, reply) => {
      const { id } = await staffAccounts.createWorker(req.actor, req.body)
      return reply.code(201).send({ ...done(STAFF_ACCOUNT_MESSAGES.workerCreated), id })
    },
  )

  app.get('/manager/workers', { schema: { querystring: WorkersQuery, response: { 200: WorkersAnswer } } }, (req) =>
    staffAccounts.workers(req.actor, req.query.page),
  )

  app.post(
    '/manager/workers/:id/reset-password',
    { schema: { params: StaffParams, response: { 200: ResetWorkerPasswordAnswer } }, config: { staffAction: staffAccounts.resetWorkerPassword } },
    (req) => staffAccounts.resetWorkerPassword(req.actor, req.params.id),
  )
}

/** The admin console's staff accounts (beyond the specification): list, create managers, move workers, suspend. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAccounts } = app.services

  app.get('/admin/staff', { schema: { response: { 200: StaffAccountsAnswer } } }, async () => ({ staff: await staffAccounts.staffAccounts() }))

  app.post(
    '/admin/managers',
    { schema: { body: CreateManagerBody, response: Created }, config: { staffAction: staffAccounts.createManager } },
    async (req, reply) => {
      const { id } = await staffAccounts.createManager(req.actor, req.body)
      return reply.code(201).send({ ...done(STAFF_ACCOUNT_MESSAGES.managerCreated), id })
    },
  )

  app.put(
    '/admin/workers/:id/manager',
    { schema: { params: StaffParams, body: MoveWorkerBody, response: { 200: StaffMessageAnswer } }, config: { staffAction: staffAccounts.moveWorker } },
    async (req) => {
      await staffAccounts.moveWorker(req.actor, req.params.id, req.body)
      return done(STAFF_ACCOUNT_MESSAGES.workerMoved)
    },
  )

  app.post(
    '/admin/staff/:id/ban',
    { schema: { params: StaffParams, response: { 200: StaffMessageAnswer } }, config: { staffAction: staffAccounts.banStaff } },
    async (req) => {
      await staffAccounts.banStaff(req.actor, req.params.id)
      return done(STAFF_ACCOUNT_MESSAGES.suspended)
    },
  )

  app.post(
    '/admin/staff/:id/unban',
    { schema: { params: StaffParams, response: { 200: StaffMessageAnswer } }, config: { staffAction: staffAccounts.unbanStaff } },
    async (req) => {
      await staffAccounts.unbanStaff(req.actor, req.params.id)
      return done(STAFF_ACCOUNT_MESSAGES.reactivated)
    },
  )
}
