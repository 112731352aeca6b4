import type { KycStatus } from '@wallet/shared/kyc'
import { Badge, type BadgeTone } from '@/components/ui/badge'

/** KYC status for staff (part 2 §2): Verified green, Pending Review yellow, Rejected red, Not Started grey. */
export const KYC_BADGES: Record<KycStatus, { label: string; tone: BadgeTone }> = {
  verified: { label: 'Verified', tone: 'green' },
  pending: { label: 'Pending Review', tone: 'yellow' },
  rejected: { label: 'Rejected', tone: 'red' },
  not_started: { label: 'Not Started', tone: 'grey' },
}

export function KycStatusBadge({ status }: { status: KycStatus }) {
  const badge = KYC_BADGES[status]
  return <Badge tone={badge.tone}>{badge.label}</Badge>
}
