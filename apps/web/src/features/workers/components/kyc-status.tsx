import type { KycStatus } from '@wallet/shared/kyc'
import { MANAGER_MESSAGES } from '@wallet/shared/workers'
import { Badge, type BadgeTone } from '@/components/ui/badge'

const TONES: Record<KycStatus, BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red', not_started: 'grey' }

/** A KYC status as the staff lists write it: capitalised words, and 'Not Started' when there is none. */
export function kycStatusLabel(status: string | null | undefined): string {
  if (!status || status === 'not_started') return MANAGER_MESSAGES.notStarted
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

export function KycStatusBadge({ status }: { status: KycStatus | null | undefined }) {
  return <Badge tone={status ? TONES[status] : 'grey'}>{kycStatusLabel(status)}</Badge>
}
