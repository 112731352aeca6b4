import { UNKNOWN_CARD_BRAND } from '@wallet/shared/money/payment-methods'
import { englishMethodName, type PaymentMethodName } from '../../support/notifications/emails.ts'

type SavedMethod = { type: string; cardBrand: string | null; last4: string | null; bankName: string | null; bankLast4: string | null }

/** A saved method's name for a mail, which words it in its language: kind, brand or bank when known, and the last 4. */
export function methodName(m: SavedMethod): PaymentMethodName {
  return m.type === 'credit_card'
    ? { kind: 'card', name: m.cardBrand === UNKNOWN_CARD_BRAND ? null : m.cardBrand, last4: m.last4 ?? '' }
    : { kind: 'bank', name: m.bankName, last4: m.bankLast4 ?? '' }
}

/** How a saved payment method is named in notes and the audit log (English): brand or bank and the last 4, never more. */
export function methodLabel(m: SavedMethod): string {
  return englishMethodName(methodName(m))
}
