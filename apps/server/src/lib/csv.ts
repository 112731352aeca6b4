/** A plain decimal number: the only cell that may begin with a minus sign as it is. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/
/** What a spreadsheet reads as the start of a formula (OWASP CSV injection), after any leading spaces. */
const FORMULA_START = /^(?:[\t\r]| *[=+\-@\uff1d\uff0b\uff0d\uff20])/

/** RFC 4180 quoting, and a leading quote for every cell a spreadsheet would run as a formula (numbers excepted). */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
