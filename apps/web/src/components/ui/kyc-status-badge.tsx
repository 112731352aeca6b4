import type { KycStatus } from '@wallet/shared/support/kyc'
import { i18n } from '@/lib/i18n/i18n'
import { type MessageId, useLocale } from '@/lib/i18n/use-t'
import { Badge, type BadgeTone } from './badge'

/** Every screen colours a status the same: verified green, pending yellow, rejected red, none grey. */
const TONES: Record<KycStatus, BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red', not_started: 'grey' }

/**
 * The words differ by screen, as the spec writes them:
 * - `profile`: the staff profile's General and Verification tabs (part 2 §2): Verified, Pending Review, Rejected, Not Started;
 * - `list`: the staff lists (All Users, My Users): Verified, Pending, Rejected, 'Not Started' when there is none;
 * - `customer`: the customer's Settings → Verification: Approved, Pending, Rejected, Not Submitted.
 */
export type KycLabelSet = 'profile' | 'list' | 'customer'

/** The catalogue's words of each label set, one ICU select by status (missing counts as not started). */
const LABEL_IDS = { profile: 'kycStatus.profile', list: 'kycStatus.list', customer: 'kycStatus.customer' } as const satisfies Record<KycLabelSet, MessageId>

/** A status in the words of its screen, in the page's language (read at render, never kept from module load). */
export function kycStatusLabel(status: KycStatus | null | undefined, labels: KycLabelSet): string {
  return i18n._(LABEL_IDS[labels], { status: status ?? 'not_started' })
}

/** The one KYC status badge; `labels` picks the words of the screen it is on. */
export function KycStatusBadge({ status, labels, className }: { status: KycStatus | null | undefined; labels: KycLabelSet; className?: string }) {
  useLocale() // renders again in a new language
  return (
    <Badge tone={status ? TONES[status] : 'grey'} className={className}>
      {kycStatusLabel(status, labels)}
    </Badge>
  )
}
