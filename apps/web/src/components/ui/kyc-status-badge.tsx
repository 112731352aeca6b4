import type { KycStatus } from '@wallet/shared/support/kyc'
import { MANAGER_MESSAGES } from '@wallet/shared/back-office/workers'
import { Badge, type BadgeTone } from './badge'

/** Every screen colours a status the same: verified green, pending yellow, rejected red, none grey. */
const TONES: Record<KycStatus, BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red', not_started: 'grey' }

/**
 * The words differ by screen, as the spec writes them:
 * - `profile`: the staff profile's General and Verification tabs (part 2 §2): Verified, Pending Review, Rejected, Not Started;
 * - `list`: the staff lists (All Users, My Users): the status capitalised, 'Not Started' when there is none;
 * - `customer`: the customer's Settings → Verification: Approved, Pending, Rejected, Not Submitted.
 */
export type KycLabelSet = 'profile' | 'list' | 'customer'

const LABELS: Record<Exclude<KycLabelSet, 'list'>, Record<KycStatus, string>> = {
  profile: { verified: 'Verified', pending: 'Pending Review', rejected: 'Rejected', not_started: 'Not Started' },
  customer: { verified: 'Approved', pending: 'Pending', rejected: 'Rejected', not_started: 'Not Submitted' },
}

/** A status as the staff lists write it: capitalised words, and 'Not Started' when there is none. */
function listLabel(status: string | null | undefined): string {
  if (!status || status === 'not_started') return MANAGER_MESSAGES.notStarted
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

export function kycStatusLabel(status: KycStatus | null | undefined, labels: KycLabelSet): string {
  if (labels === 'list') return listLabel(status)
  return LABELS[labels][status ?? 'not_started']
}

/** The one KYC status badge; `labels` picks the words of the screen it is on. */
export function KycStatusBadge({ status, labels, className }: { status: KycStatus | null | undefined; labels: KycLabelSet; className?: string }) {
  return (
    <Badge tone={status ? TONES[status] : 'grey'} className={className}>
      {kycStatusLabel(status, labels)}
    </Badge>
  )
}
