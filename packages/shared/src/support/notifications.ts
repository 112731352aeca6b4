import { z } from 'zod'
import type { AssetId } from '../assets.ts'
import { formatAsset } from '../amounts.ts'

export { NOTIFICATION_LIMITS } from './notification-rules.ts'

/** A bell item: a notification row, or a recent deposit shown as one (part 1 §9). */
export const NotificationItem = z.object({
  id: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  transactionId: z.string().nullable(),
  kind: z.enum(['notification', 'deposit']),
})
export type NotificationItem = z.infer<typeof NotificationItem>

export const NotificationList = z.object({ items: z.array(NotificationItem) })
export type NotificationList = z.infer<typeof NotificationList>

/** Amounts in messages: 8 decimals, trailing zeros dropped ("0.5", not "0.50000000"). */
export function amountText(amount: string): string {
  const fixed = formatAsset(amount.replace(/^-/, ''))
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}

export const NOTIFICATION_MESSAGES = {
  /** A deposit with no notification of its own (part 1 §9). */
  depositReceived: (amount: string, asset: AssetId) => `You received ${amountText(amount)} ${asset}`,
  depositCredited: (amount: string, asset: AssetId) => `Your deposit of ${amountText(amount)} ${asset} has been credited.`,
  depositFailed: (amount: string, asset: AssetId) => `Your deposit of ${amountText(amount)} ${asset} has failed.`,
  withdrawalCompleted: (amount: string, asset: AssetId) => `Your withdrawal of ${amountText(amount)} ${asset} has been completed.`,
  withdrawalFailed: (amount: string, asset: AssetId) => `Your withdrawal of ${amountText(amount)} ${asset} has failed. The reserved funds have been released.`,
  swapCompleted: (fromAmount: string, fromAsset: AssetId, toAmount: string, toAsset: AssetId) =>
    `Your swap of ${amountText(fromAmount)} ${fromAsset} to ${amountText(toAmount)} ${toAsset} has been completed.`,
  swapFailed: (fromAmount: string, fromAsset: AssetId) =>
    `Your swap of ${amountText(fromAmount)} ${fromAsset} has failed. The reserved funds have been released.`,
  stakePaidOut: (amount: string, asset: AssetId) => `Your ${asset} stake has paid out ${amountText(amount)} ${asset}.`,
} as const
