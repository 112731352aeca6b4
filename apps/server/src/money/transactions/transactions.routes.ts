import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fileAnswer } from '../../lib/api-description.ts'
import { RecentTransactions, TransactionItem, TransactionPage, TransactionPageQuery } from '@wallet/shared/money/transactions'

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { transactions } = app.services

  app.get('/transactions', { schema: { querystring: TransactionPageQuery, response: { 200: TransactionPage } } }, (req) =>
    transactions.page(req.actor.userId, req.query.page),
  )

  app.get('/transactions/recent', { schema: { response: { 200: RecentTransactions } } }, async (req) => ({
    items: await transactions.recent(req.actor.userId),
  }))

  app.get(
    '/transactions/statement.csv',
    { schema: { response: { 200: fileAnswer('The statement: every ledger row of the caller', ['text/csv']) } } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="statement.csv"')
        .send(Readable.from(transactions.statementCsv(req.actor.userId))),
  )

  app.get('/transactions/:id', { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: TransactionItem } } }, (req) =>
    transactions.detail(req.actor.userId, req.params.id),
  )
}
