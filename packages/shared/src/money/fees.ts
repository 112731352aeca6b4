import type Decimal from 'decimal.js'
import { money, toAmountString } from '../amounts.ts'

/** Fee on fiat deposit and withdrawal requests and on swaps: 1% of the amount (part 2 §9). */
export const FEE_RATE = '0.01'

/** The 1% fee on an amount, exact (no rounding: NUMERIC(38,18) holds two more digits than any input). */
export function feeFor(amount: Decimal.Value): string {
  return toAmountString(money(amount).times(FEE_RATE))
}

/** Amount plus its 1% fee: what a withdrawal request reserves (amount × 1.01). */
export function amountWithFee(amount: Decimal.Value): string {
  return toAmountString(money(amount).plus(feeFor(amount)))
}

/** Available = max(0, balance + pending withdrawals); pending withdrawals are zero or negative. */
export function availableOf(balance: Decimal.Value, pendingWithdrawals: Decimal.Value): string {
  return toAmountString(money(balance).plus(pendingWithdrawals).clampedTo(0, Infinity))
}

/** The balance a customer sees per asset: balance + pending deposits + pending withdrawals. */
export function shownBalanceOf(balance: Decimal.Value, pendingDeposits: Decimal.Value, pendingWithdrawals: Decimal.Value): string {
  return toAmountString(money(balance).plus(pendingDeposits).plus(pendingWithdrawals))
}

/** Sum of shown balance × USD price over assets; a missing price counts as 0 (USDT's as 1, as the spec says). */
export function totalUsd(
  figures: Record<string, { balance: Decimal.Value; pendingDeposits: Decimal.Value; pendingWithdrawals: Decimal.Value }>,
  prices: Record<string, Decimal.Value | undefined>,
): string {
  let total = money(0)
  for (const [asset, f] of Object.entries(figures)) {
    const price = prices[asset] ?? (asset === 'USDT' ? 1 : 0)
    total = total.plus(money(shownBalanceOf(f.balance, f.pendingDeposits, f.pendingWithdrawals)).times(price))
  }
  return toAmountString(total)
}
