import { z } from 'zod'
import { invalidAddressMessage, isValidAddress } from './addresses.ts'
import { ASSET_IDS } from '../assets.ts'
import { ERRORS } from '../errors.ts'
import { positiveAmount } from '../amount-schema.ts'
import { TransactionItem } from './transactions.ts'

export const SEND_MESSAGES = {
  invalidAmount: 'Please enter a valid positive amount.',
  missingRecipient: 'Please enter a recipient address.',
  missingContext: 'Wallet information or user context is missing.',
  insufficientFunds: ERRORS.INSUFFICIENT_FUNDS.message,
  sendDisabled: ERRORS.SEND_DISABLED.message,
  success: 'Transaction has been successfully sent for approval.',
} as const

/** create-pending-withdrawal (part 2 §5 'Send from wallet'). */
export const SendBody = z
  .object({
    assetId: z.enum(ASSET_IDS, { error: SEND_MESSAGES.missingContext }),
    amount: positiveAmount(SEND_MESSAGES.invalidAmount),
    recipientAddress: z.string({ error: SEND_MESSAGES.missingRecipient }).trim().min(1, SEND_MESSAGES.missingRecipient),
  })
  .superRefine((body, ctx) => {
    if (!isValidAddress(body.assetId, body.recipientAddress)) {
      ctx.addIssue({ code: 'custom', path: ['recipientAddress'], message: invalidAddressMessage(body.assetId) })
    }
  })
export type SendBody = z.infer<typeof SendBody>

export const SendResponse = z.object({ message: z.string(), transaction: TransactionItem })
export type SendResponse = z.infer<typeof SendResponse>

/** One asset of the customer: decimal strings; available = max(0, balance + pendingWithdrawals). */
export const Wallet = z.object({
  assetId: z.enum(ASSET_IDS),
  name: z.string(),
  balance: z.string(),
  pendingDeposits: z.string(),
  pendingWithdrawals: z.string(),
  available: z.string(),
  /** The deposit address staff set for this asset, or null. */
  address: z.string().nullable(),
  /** Present for an asset whose chain is connected: its address is derived and watched, never typed in. */
  onChain: z.object({ confirmations: z.number().int().positive() }).optional(),
})
export type Wallet = z.infer<typeof Wallet>

export const WalletList = z.object({ wallets: z.array(Wallet) })
export type WalletList = z.infer<typeof WalletList>
