import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AllowlistBody,
  AllowlistState,
  AntiPhishingBody,
  AntiPhishingCodeAnswer,
  AntiPhishingState,
  ConfirmWithdrawalAddressBody,
  NewWithdrawalAddressBody,
  PROTECTION_MESSAGES,
  ProtectionMessage,
  StepUpBody,
  WithdrawalAddress,
  WithdrawalAddressParams,
  lockTimeText,
} from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { CustomerParams } from '@wallet/shared/back-office/customers'
import { WordedParamsSchema } from '@wallet/shared/api-error'
import { worded } from '@wallet/shared/support/worded-messages'

const AddressAnswer = z.object({ message: z.string(), params: WordedParamsSchema.optional(), address: WithdrawalAddress })
const AllowlistAnswer = z.object({ message: z.string(), params: WordedParamsSchema.optional(), state: AllowlistState })

/** Settings → Security: the anti-phishing code and the withdrawal address allowlist (docs/decisions/036, 037). */
export const accountProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountProtection: protection, security } = app.services

  app.get('/security/anti-phishing-code', { schema: { response: { 200: AntiPhishingState } } }, (req) => protection.antiPhishing(req.actor.userId))
  app.post('/security/anti-phishing-code/reveal', { schema: { body: StepUpBody, response: { 200: AntiPhishingCodeAnswer } } }, (req) =>
    protection.revealAntiPhishing(req.actor, req.body),
  )
  app.put('/security/anti-phishing-code', { schema: { body: AntiPhishingBody, response: { 200: ProtectionMessage } } }, async (req) => ({
    success: true as const,
    message: await protection.setAntiPhishing(req.actor, req.body),
  }))

  // The step-up code, mailed to an account whose second factor is not the authenticator app.
  app.post('/security/second-factor/email-code', { schema: { response: { 200: ProtectionMessage } } }, async (req) => {
    await security.sendStepUpCode(req.actor.userId)
    return { success: true as const, message: PROTECTION_MESSAGES.stepUpCodeSent }
  })

  app.get('/security/withdrawal-addresses', { schema: { response: { 200: AllowlistState } } }, (req) => protection.allowlist(req.actor.userId))
  app.put('/security/withdrawal-allowlist', { schema: { body: AllowlistBody, response: { 200: AllowlistAnswer } } }, (req) =>
    protection.setAllowlist(req.actor, req.body),
  )
  app.post('/security/withdrawal-addresses', { schema: { body: NewWithdrawalAddressBody, response: { 201: AddressAnswer } } }, async (req, reply) =>
    reply.code(201).send({ message: PROTECTION_MESSAGES.addressPending, address: await protection.addAddress(req.actor, req.body) }),
  )
  app.post(
    '/security/withdrawal-addresses/:addressId/confirm',
    { schema: { params: WithdrawalAddressParams, body: ConfirmWithdrawalAddressBody, response: { 200: AddressAnswer } } },
    async (req) => {
      const address = await protection.confirmAddress(req.actor, req.params.addressId, req.body.code)
      return { ...worded('addressConfirmed', { usableAt: lockTimeText(new Date(address.usableAt!)) }), address }
    },
  )
  app.delete(
    '/security/withdrawal-addresses/:addressId',
    { schema: { params: WithdrawalAddressParams, response: { 200: ProtectionMessage } } },
    async (req) => {
      await protection.removeAddress(req.actor, req.params.addressId)
      return { success: true as const, message: PROTECTION_MESSAGES.addressRemoved }
    },
  )
}

/** The staff profile: the customer's saved withdrawal addresses, read-only, within the staff member's scope. */
export const staffWithdrawalAddressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers/:customerId/withdrawal-addresses', { schema: { params: CustomerParams, response: { 200: AllowlistState } } }, (req) =>
    app.services.accountProtection.staffAllowlist(req.actor, req.params.customerId),
  )
}
