import Decimal from 'decimal.js'

/**
 * Money is exact: amounts travel as decimal strings and are computed with decimal.js, never JS numbers.
 * Display rules from the spec: asset amounts 8 decimals, USD 2, transaction amounts 4 with an explicit sign.
 * No zod here (the amount field's schema is in amount-schema.ts): every signed-in screen formats money, and need not
 * load the validation library to do so.
 */
export const Money = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 60 })
export type Money = Decimal

/** Digits with at most one decimal point, as typed into an amount field. */
export const DECIMAL_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/

/** The most fractional digits an amount may carry (the ledger stores NUMERIC(38,18)). */
export const MAX_SCALE = 18
/** The most whole digits an amount may carry: NUMERIC(38,18) leaves 20. */
export const MAX_WHOLE_DIGITS = 38 - MAX_SCALE

/**
 * The largest amount one request may carry: 10^15 of any asset, far above any asset's supply, and 10^5 times below
 * what NUMERIC(38,18) holds, so that a balance summing many of them stays within its column.
 */
export const MAX_AMOUNT = '1000000000000000'

/** Whether a decimal string (already checked as one) is at most MAX_AMOUNT. */
export function isWithinMaxAmount(value: string): boolean {
  return new Money(value).lessThanOrEqualTo(MAX_AMOUNT)
}

/** A positive decimal string as typed (digits, at most one point), within the ledger's 20 whole and 18 fractional digits. */
export function isPositiveAmount(value: string): boolean {
  if (!DECIMAL_PATTERN.test(value)) return false
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > MAX_SCALE || whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return false
  return new Money(value).greaterThan(0)
}

export function money(value: Decimal.Value): Decimal {
  return new Money(value)
}

/** A canonical decimal string without exponent or trailing zeros ("0.5", "12", "-3.25"). */
export function toAmountString(value: Decimal.Value): string {
  const d = new Money(value)
  return d.isZero() ? '0' : d.toFixed()
}

/** A fixed-point decimal string with commas between groups of three whole digits: "-4750.5" → "-4,750.5". */
export function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-')
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}

/** An asset amount: 8 decimals (rounded down) and thousands separators, "4,750.00000000". */
export function formatAsset(value: Decimal.Value, decimals = 8): string {
  return groupThousands(new Money(value).toFixed(decimals, Decimal.ROUND_DOWN))
}

/** A USD amount: 2 decimals and thousands separators, "$4,750.00", "-$0.50". */
export function formatUsd(value: Decimal.Value): string {
  const fixed = groupThousands(new Money(value).toFixed(2, Decimal.ROUND_HALF_UP))
  return fixed.startsWith('-') ? `-$${fixed.slice(1)}` : `$${fixed}`
}

/** A transaction amount with 4 decimals, thousands separators and an explicit sign: "+0.5000", "-1,200.0000". */
export function formatSignedAmount(value: Decimal.Value, decimals = 4): string {
  const d = new Money(value)
  const abs = groupThousands(d.abs().toFixed(decimals, Decimal.ROUND_DOWN))
  return `${d.isNegative() ? '-' : '+'}${abs}`
}
