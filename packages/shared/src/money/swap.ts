import Decimal from 'decimal.js'
import { z } from 'zod'
import { ASSET_IDS, type AssetId } from '../assets.ts'
import { FEE_RATE } from './fees.ts'
import { positiveAmount } from '../amount-schema.ts'
import { MAX_SCALE, money, toAmountString } from '../amounts.ts'

export const SWAP_MESSAGES = {
  invalidAmount: 'Please ensure you have entered a valid amount and have sufficient balance.',
  insufficientBalance: 'Insufficient balance',
  disabled: 'Swapping is currently disabled for your account.',
  sameToken: 'Please choose two different tokens.',
  unknownToken: 'Please select a token',
  submitted: 'Your swap request has been submitted and is being processed. You can check the status in your transaction history.',
} as const

const token = z.enum(ASSET_IDS, { error: SWAP_MESSAGES.unknownToken })

/** create-swap-request (part 2 §3, §7). */
export const CreateSwapBody = z
  .object({ fromTokenId: token, toTokenId: token, fromAmount: positiveAmount(SWAP_MESSAGES.invalidAmount).transform((v) => toAmountString(v)) })
  .refine((v) => v.fromTokenId !== v.toTokenId, { message: SWAP_MESSAGES.sameToken, path: ['toTokenId'] })
export type CreateSwapBody = z.infer<typeof CreateSwapBody>

/**
 * GET /api/swaps/quote takes the same three fields as a query string.
 * @alias the swap's body
 */
export const SwapQuoteQuery = CreateSwapBody

export const SwapQuote = z.object({
  fromTokenId: z.enum(ASSET_IDS),
  toTokenId: z.enum(ASSET_IDS),
  fromAmount: z.string(),
  fromPrice: z.string(),
  toPrice: z.string(),
  /** To tokens per from token, up to 6 decimals. */
  rate: z.string(),
  /** 1% of the from amount, in the from token. */
  fee: z.string(),
  feeUsd: z.string(),
  /** What the from amount is worth in the to token before the fee. */
  grossToAmount: z.string(),
  /** What is credited: the gross value less the fee, rounded down to the ledger's 18 decimals. */
  toAmount: z.string(),
})
export type SwapQuote = z.infer<typeof SwapQuote>

export const SwapRequestResponse = SwapQuote.extend({
  message: z.literal(SWAP_MESSAGES.submitted),
  requestId: z.string(),
  status: z.enum(['Pending', 'Complete', 'Failed']),
  fromTransactionId: z.string(),
  toTransactionId: z.string(),
})
export type SwapRequestResponse = z.infer<typeof SwapRequestResponse>

export interface SwapMaths {
  fee: Decimal
  /** from amount × from price / to price */
  gross: Decimal
  /** gross − fee × from price / to price, before any rounding */
  net: Decimal
  rate: Decimal
}

/**
 * Part 2 §9: the fee is 1% of the amount, charged in the from token; the customer receives
 * amount × fromPrice / toPrice minus the fee valued in USD divided by the to price.
 */
export function swapMaths(fromAmount: Decimal.Value, fromPrice: Decimal.Value, toPrice: Decimal.Value): SwapMaths {
  const amount = money(fromAmount)
  const rate = money(fromPrice).dividedBy(toPrice)
  const fee = amount.times(FEE_RATE)
  const gross = amount.times(fromPrice).dividedBy(toPrice)
  const net = gross.minus(fee.times(fromPrice).dividedBy(toPrice))
  return { fee, gross, net, rate }
}

/** The quote as shown and as booked: rate to 6 decimals, credited amount rounded down to 18. */
export function quoteSwap(input: { fromTokenId: AssetId; toTokenId: AssetId; fromAmount: string; fromPrice: string; toPrice: string }): SwapQuote {
  const m = swapMaths(input.fromAmount, input.fromPrice, input.toPrice)
  return {
    fromTokenId: input.fromTokenId,
    toTokenId: input.toTokenId,
    fromAmount: toAmountString(input.fromAmount),
    fromPrice: toAmountString(input.fromPrice),
    toPrice: toAmountString(input.toPrice),
    rate: toAmountString(m.rate.toDecimalPlaces(6, Decimal.ROUND_HALF_UP)),
    fee: toAmountString(m.fee),
    feeUsd: toAmountString(m.fee.times(input.fromPrice)),
    grossToAmount: toAmountString(m.gross.toDecimalPlaces(MAX_SCALE, Decimal.ROUND_DOWN)),
    toAmount: toAmountString(m.net.toDecimalPlaces(MAX_SCALE, Decimal.ROUND_DOWN)),
  }
}

/** The note on both legs: lists find the pair by 'Swap:' and the request id. */
export function swapNote(quote: SwapQuote, requestId: string): string {
  return `Swap: ${quote.fromAmount} ${quote.fromTokenId} to ${quote.toAmount} ${quote.toTokenId} (fee ${quote.fee} ${quote.fromTokenId}) (Req ID: ${requestId})`
}
