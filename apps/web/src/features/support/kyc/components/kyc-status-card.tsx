import { useState } from 'react'
import type { KycStatus } from '@wallet/shared/support/kyc'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { QueryState } from '@/lib/query-state'
import { KycInfoDialog, preloadKycInfoDialog } from './lazy-kyc-info-dialog'
import { KYC_CARD } from './kyc-status-meta'
import { KycStatusIcon } from './kyc-status-icon'
import { KycVerificationDialog, preloadKycVerificationDialog } from './lazy-kyc-verification-dialog'
import { useT } from '@/lib/i18n/use-t'

/** The KYC status card with its info and verification modals, for the status it is given. */
export function KycStatusCard({
  profile,
  className,
}: {
  profile: QueryState<{ kyc_status: KycStatus; kyc_rejection_reason?: string | null }>
  className?: string
}) {
  const [infoOpen, setInfoOpen] = useState(false)
  const [verifyOpen, setVerifyOpen] = useState(false)
  const t = useT()

  if (profile.status === 'pending') {
    return (
      <Card className={className} aria-busy="true" aria-label={t('kyc.statusLabel')}>
        <div className="flex items-center gap-4 p-5">
          <div className="size-11 animate-pulse rounded-xl bg-white/5" />
          <div className="h-4 w-40 animate-pulse rounded bg-white/5" />
        </div>
      </Card>
    )
  }

  // A failed status load leaves only the neutral icon and the heading; the body stays hidden.
  if (profile.status === 'error') {
    return (
      <Card className={className}>
        <section aria-label={t('kyc.statusLabel')} className="flex items-center gap-4 p-5">
          <KycStatusIcon />
          <h2 className="text-base font-semibold tracking-tight text-white">{t('kyc.statusTitle')}</h2>
        </section>
      </Card>
    )
  }

  const card = KYC_CARD[profile.data.kyc_status]
  return (
    <Card className={className}>
      <section aria-label={t('kyc.statusLabel')} data-kyc-status={profile.data.kyc_status} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <KycStatusIcon status={profile.data.kyc_status} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold tracking-tight text-white">{t(card.title)}</h2>
          <p className="mt-0.5 text-sm leading-relaxed text-slate-400">{t(card.description)}</p>
          {profile.data.kyc_status === 'rejected' && profile.data.kyc_rejection_reason && (
            <p className="mt-2 text-sm leading-relaxed text-red-200">
              <span className="font-medium">{t('kyc.reason')}</span> {profile.data.kyc_rejection_reason}
            </p>
          )}
        </div>
        {card.canVerify && (
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" onClick={() => setInfoOpen(true)} onPointerEnter={preloadKycInfoDialog} onFocus={preloadKycInfoDialog}>
              {t('kyc.learnMore')}
            </Button>
            <Button onClick={() => setVerifyOpen(true)} onPointerEnter={preloadKycVerificationDialog} onFocus={preloadKycVerificationDialog}>
              {t('kyc.verifyNow')}
            </Button>
          </div>
        )}
      </section>
      <KycInfoDialog open={infoOpen} onOpenChange={setInfoOpen} />
      <KycVerificationDialog open={verifyOpen} onOpenChange={setVerifyOpen} />
    </Card>
  )
}
