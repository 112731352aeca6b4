import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CustomerApprovalParams, CustomerParams, CustomerTransactionParams } from '@wallet/shared/back-office/customers'
import {
  AddTransactionBody,
  ApprovalDecisionBody,
  BulkDecisionAnswer,
  BulkDecisionBody,
  CreditApproval,
  DebitBody,
  EditTransactionBody,
  RejectionBody,
  StaffTransactionPage,
  StaffTransactionPageQuery,
  TransactionChangeAnswer,
} from '@wallet/shared/money/staff-transactions'

/** The Transactions tab and add-transaction of the staff profile, and the four-eyes decisions on large credits. */
export const staffTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffTransactions, creditApprovals } = app.services
  const { actions } = staffTransactions

  app.get(
    '/customers/:customerId/transactions',
    { schema: { params: CustomerParams, querystring: StaffTransactionPageQuery, response: { 200: StaffTransactionPage } } },
    (req) => staffTransactions.list(req.actor, req.params.customerId, req.query.page),
  )

  app.post(
    '/customers/:customerId/transactions',
    {
      schema: { params: CustomerParams, body: AddTransactionBody, response: { 201: TransactionChangeAnswer } },
      config: { staffAction: actions.add, idempotent: true },
    },
    async (req, reply) => reply.code(201).send(await staffTransactions.add(req.actor, req.params.customerId, req.body, req.idempotency)),
  )

  app.post(
    '/customers/:customerId/debits',
    {
      schema: { params: CustomerParams, body: DebitBody, response: { 201: TransactionChangeAnswer } },
      config: { staffAction: actions.debit, idempotent: true },
    },
    async (req, reply) => reply.code(201).send(await staffTransactions.debit(req.actor, req.params.customerId, req.body, req.idempotency)),
  )

  app.patch(
    '/customers/:customerId/transactions/:transactionId',
    {
      schema: { params: CustomerTransactionParams, body: EditTransactionBody, response: { 200: TransactionChangeAnswer } },
      config: { staffAction: actions.edit, idempotent: true },
    },
    (req) => staffTransactions.edit(req.actor, req.params.customerId, req.params.transactionId, req.body, req.idempotency),
  )

  app.post(
    '/customers/:customerId/approvals/:approvalId/approve',
    {
      schema: { params: CustomerApprovalParams, body: ApprovalDecisionBody, response: { 200: TransactionChangeAnswer } },
      config: { staffAction: creditApprovals.actions.approve, idempotent: true },
    },
    (req) => creditApprovals.approve(req.actor, req.params.customerId, req.params.approvalId, req.body.reason, req.idempotency),
  )

  app.post(
    '/approvals/decide',
    { schema: { body: BulkDecisionBody, response: { 200: BulkDecisionAnswer } }, config: { permission: 'credits:approve' } },
    (req) => creditApprovals.decideMany(req.actor, req.body),
  )

  app.post(
    '/customers/:customerId/approvals/:approvalId/reject',
    {
      schema: { params: CustomerApprovalParams, body: RejectionBody, response: { 200: TransactionChangeAnswer } },
      config: { staffAction: creditApprovals.actions.reject, idempotent: true },
    },
    (req) => creditApprovals.reject(req.actor, req.params.customerId, req.params.approvalId, req.body.reason, req.idempotency),
  )
}

/** The admin console's approvals: every credit waiting for a second staff member, across customers. */
export const adminApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/approvals', { schema: { response: { 200: z.object({ approvals: z.array(CreditApproval) }) } } }, async (req) => ({
    approvals: await app.services.creditApprovals.awaitingFor(req.actor),
  }))
}
