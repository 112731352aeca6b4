/** MM/YY as it is typed: digits only, a slash after the month, at most 5 characters. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}
