import { z } from 'zod'
import { ASSET_IDS } from '../assets.ts'
import { ERRORS } from '../errors.ts'
import { TransactionItem } from './transactions.ts'
import { positiveAmount } from '../amount-schema.ts'

export const PAYMENT_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  missingToken: 'Please select a token',
  missingMethod: 'Please select a payment method',
  depositsNotPermitted: ERRORS.DEPOSITS_NOT_PERMITTED.message,
  withdrawalsNotPermitted: ERRORS.WITHDRAWALS_NOT_PERMITTED.message,
  depositNeedsCard: ERRORS.DEPOSIT_NEEDS_CARD.message,
  success: 'Withdrawal/Deposit request submitted successfully!',
  /** 'Insufficient balance (with fee: …)': the amount including the fee, 8 decimals. */
  insufficientWithFee: (totalWithFee: string, token: string) => `Insufficient balance (with fee: ${totalWithFee} ${token})`,
} as const

/** create-deposit-request and create-withdrawal-request (part 2 §5/§6). */
export const PaymentRequestBody = z.object({
  tokenId: z.enum(ASSET_IDS, { error: PAYMENT_MESSAGES.missingToken }),
  amount: positiveAmount(PAYMENT_MESSAGES.invalidAmount),
  paymentMethodId: z.uuid({ error: PAYMENT_MESSAGES.missingMethod }),
})
export type PaymentRequestBody = z.infer<typeof PaymentRequestBody>

export const PaymentRequestResponse = z.object({
  transaction: TransactionItem,
  /** The 1% fee on the amount. A withdrawal reserves amount + fee; a deposit credits the amount. */
  fee: z.string(),
})
export type PaymentRequestResponse = z.infer<typeof PaymentRequestResponse>

/** A custom buying link as the customer sees it; `logoUrl` is served by the app (only to the customer and their staff). */
export const BuyingLink = z.object({ id: z.string(), name: z.string(), url: z.string(), logoUrl: z.string().nullable(), createdAt: z.string() })
export const BuyingLinkList = z.object({ items: z.array(BuyingLink) })
export type BuyingLink = z.infer<typeof BuyingLink>
