/**
 * Exact conversion between a decimal amount ("0.25") and the integer base units a transaction carries (wei for ETH,
 * 10^-decimals for a token). String and bigint arithmetic only: no float, and no rounding.
 */
import * as Value from 'ox/Value'

export const ETH_DECIMALS = 18

/** The base units of a decimal amount, or null when it has more fractional digits than the asset has decimals. */
export function toBaseUnits(amount: string, decimals: number): bigint | null {
  const [whole = '0', fraction = ''] = amount.split('.')
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return null
  return BigInt(whole + significant.padEnd(decimals, '0'))
}

/** Base units back to a decimal amount without trailing zeros ("250000" at 6 decimals → "0.25"). */
export function formatBaseUnits(units: bigint, decimals: number): string {
  return Value.format(units, decimals)
}
