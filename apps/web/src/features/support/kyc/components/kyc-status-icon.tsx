import type { KycStatus } from '@wallet/shared/support/kyc'
import { cn } from '@/components/ui/cn'
import { KYC_CARD, TONE_CLASSES } from './kyc-status-meta'

const PATHS: Record<KycStatus | 'unknown', string> = {
  not_started: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6l-8-3Z M12 9v4 M12 16h.01',
  pending: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2',
  verified: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6l-8-3Z M9 12l2 2 4-4',
  rejected: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M15 9l-6 6 M9 9l6 6',
  unknown: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6l-8-3Z',
}

/** The round status icon of the KYC card; `status` undefined draws the neutral shield. */
export function KycStatusIcon({ status, className }: { status?: KycStatus; className?: string }) {
  const tone = status ? KYC_CARD[status].tone : 'neutral'
  return (
    <span data-tone={tone} className={cn('grid size-11 shrink-0 place-items-center rounded-xl ring-1', TONE_CLASSES[tone], className)} aria-hidden="true">
      <svg className="size-[22px]" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[status ?? 'unknown']} />
      </svg>
    </span>
  )
}
