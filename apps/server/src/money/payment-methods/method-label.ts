/** How a saved payment method is named in notes, mails and the audit log: brand or bank and the last 4, never more. */
export function methodLabel(m: { type: string; cardBrand: string | null; last4: string | null; bankName: string | null; bankLast4: string | null }): string {
  return m.type === 'credit_card' ? `${m.cardBrand ?? 'Card'} •••• ${m.last4 ?? ''}`.trim() : `${m.bankName ?? 'Bank account'} •••• ${m.bankLast4 ?? ''}`.trim()
}
