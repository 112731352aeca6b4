import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ChainAlertList, ChainDepositList } from '@wallet/shared/money/chain-deposits'

/** The customer's deposits found on the chain, pending and recently credited. */
export const chainDepositsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chainDeposits } = app.services
  app.get('/wallets/deposits', { schema: { response: { 200: ChainDepositList } } }, async (req) => ({
    deposits: await chainDeposits.list(req.actor.userId),
  }))
}

/** The admin overview's chain alerts: credited deposits a deep reorg touched, amounts nothing could book. */
export const adminChainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chainDeposits } = app.services
  app.get('/admin/chain-alerts', { schema: { response: { 200: ChainAlertList } } }, async () => ({ alerts: await chainDeposits.alerts() }))
}
