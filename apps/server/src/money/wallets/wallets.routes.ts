import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CustomerAssetParams, CustomerParams, STAFF_PROFILE_MESSAGES, StaffMessage, WalletAddressBody } from '@wallet/shared/back-office/customers'
import { SendBody, SendResponse, WalletList } from '@wallet/shared/money/wallets'

export const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallets } = app.services

  app.get('/wallets', { schema: { response: { 200: WalletList } } }, async (req) => ({
    wallets: await wallets.list(req.actor.userId),
  }))

  app.post('/wallets/send', { schema: { body: SendBody, response: { 201: SendResponse } }, config: { idempotent: true, limit: 'money' } }, async (req, reply) =>
    reply.code(201).send(await wallets.send(req.actor, req.body, req.idempotency)),
  )
}

/** The Wallets tab of the staff profile: the customer's assets, and set-user-wallet-address. */
export const staffWalletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallets } = app.services
  app.get('/customers/:customerId/wallets', { schema: { params: CustomerParams, response: { 200: WalletList } } }, async (req) => ({
    wallets: await wallets.staffList(req.actor, req.params.customerId),
  }))

  app.put(
    '/customers/:customerId/addresses/:assetId',
    { schema: { params: CustomerAssetParams, body: WalletAddressBody, response: { 200: StaffMessage } }, config: { staffAction: wallets.actions.setAddress } },
    async (req) => {
      await wallets.setAddress(req.actor, req.params.customerId, req.params.assetId, req.body.address)
      return { success: true as const, message: STAFF_PROFILE_MESSAGES.addressUpdated }
    },
  )
}
