import { ALLOWLIST_REFUSALS, PROTECTION_MESSAGES } from '../identity/anti-phishing-and-allowlist.ts'
import type { AssetId } from '../assets.ts'
import { RECOVERY_HOLD_TEXTS } from '../identity/recovery-hold.ts'
import { PAYMENT_MESSAGES } from '../money/payment-methods.ts'
import { PAYMENT_MESSAGES as PAYMENT_REQUEST_MESSAGES } from '../money/payments.ts'
import { STAKE_MESSAGES } from '../money/stake-plans.ts'
import { unfreezeTooEarlyText } from '../identity/sessions-and-freeze.ts'
import { KYC_MESSAGES, type KycDocumentKind } from './kyc.ts'

/**
 * The sentences the server answers with that carry a value no catalogue can list (a time, a file's name), by key: each
 * builds the spec's English from its values. The server sends the key and values beside the English words
 * (`params`), and a page in another language words the sentence itself (docs/decisions/164).
 * Times are the spec's 'yyyy-MM-dd HH:mm UTC' (`lockTimeText`), the same in every language.
 */
export const WORDED_MESSAGES = {
  addressConfirmed: (v: { usableAt: string }) => PROTECTION_MESSAGES.addressConfirmed(v.usableAt),
  allowlistOffScheduled: (v: { at: string }) => PROTECTION_MESSAGES.allowlistOffScheduled(v.at),
  addressLocked: (v: { until: string }) => ALLOWLIST_REFUSALS.locked(v.until),
  paymentMethodLocked: (v: { until: string }) => PAYMENT_MESSAGES.lockedForWithdrawal(v.until),
  recoveryHold: (v: { until: string }) => RECOVERY_HOLD_TEXTS.refusal(v.until),
  /** Shown on the signed-out unfreeze screen: its words are in the `sign-in` part of the catalogue. */
  unfreezeTooEarly: (v: { from: string }) => unfreezeTooEarlyText(v.from),
  /** Amounts as the English words write them. */
  insufficientWithFee: (v: { total: string; asset: string }) => PAYMENT_REQUEST_MESSAGES.insufficientWithFee(v.total, v.asset),
  stakeBelowMin: (v: { min: string; asset: AssetId }) => STAKE_MESSAGES.belowMin(v.min, v.asset),
  stakeAboveMax: (v: { max: string; asset: AssetId }) => STAKE_MESSAGES.aboveMax(v.max, v.asset),
  kycUnexpectedFileField: (v: { field: string }) => KYC_MESSAGES.unexpectedFileField(v.field),
  kycDocumentRenamed: (v: { kind: KycDocumentKind; type: string; extension: string }) => KYC_MESSAGES.documentRenamed(v.kind, v.type, v.extension),
} as const

export type WordedKey = keyof typeof WORDED_MESSAGES
export type WordedValues<K extends WordedKey> = Parameters<(typeof WORDED_MESSAGES)[K]>[0]
/** What the server sends beside a sentence's English words: its key and its values. */
export interface WordedParams<K extends WordedKey = WordedKey> {
  key: K
  values: WordedValues<K>
}

/** A sentence with values: its English words (`message`) and what a page needs to word it (`params`). */
export function worded<K extends WordedKey>(key: K, values: WordedValues<K>): { message: string; params: WordedParams<K> } {
  const english = (WORDED_MESSAGES[key] as (v: WordedValues<K>) => string)(values)
  return { message: english, params: { key, values } }
}
