import { useState } from 'react'
import type { KycStatus } from '@wallet/shared/support/kyc'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'
import { type MessageId, useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'
import { KycStatusIcon } from './kyc-status-icon'
import { KycVerificationDialog, preloadKycVerificationDialog } from './lazy-kyc-verification-dialog'

const STATUS: Record<KycStatus, { text: MessageId; action?: MessageId }> = {
  verified: { text: 'kycStatus.verified' },
  pending: { text: 'kycStatus.pending' },
  rejected: { text: 'kycStatus.rejected', action: 'kycStatus.resubmit' },
  not_started: { text: 'kycStatus.notStarted', action: 'kycStatus.start' },
}

/** The Verification tab: the KYC status and, when allowed, the way to (re-)submit. */
export function KycVerificationStatus({ profile }: { profile: QueryState<{ kyc_status: KycStatus; kyc_rejection_reason?: string | null }> }) {
  const [open, setOpen] = useState(false)
  const t = useT()
  if (profile.status === 'pending') return <Card className="p-5 text-sm text-slate-400">{t('common.loading')}</Card>
  if (profile.status === 'error') return <Banner>{t('kycStatus.failed')}</Banner>

  const status = STATUS[profile.data.kyc_status]
  return (
    <Card>
      <CardHeader title={t('kycStatus.title')} />
      <div className="space-y-5 p-5">
        <div className="flex items-start gap-4">
          <KycStatusIcon status={profile.data.kyc_status} />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 text-sm text-slate-300">
              {t('kycStatus.status')}
              <KycStatusBadge status={profile.data.kyc_status} labels="customer" />
            </p>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-400">{t(status.text)}</p>
            {profile.data.kyc_status === 'rejected' && profile.data.kyc_rejection_reason && (
              <p className="mt-1.5 text-sm leading-relaxed text-red-200">
                <span className="font-medium">{t('kyc.reason')}</span> {profile.data.kyc_rejection_reason}
              </p>
            )}
          </div>
        </div>
        <p className="rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-3 text-sm text-slate-400">{t('kycStatus.review')}</p>
        {status.action && (
          <Button onClick={() => setOpen(true)} onPointerEnter={preloadKycVerificationDialog} onFocus={preloadKycVerificationDialog}>
            {t(status.action)}
          </Button>
        )}
      </div>
      <KycVerificationDialog open={open} onOpenChange={setOpen} />
    </Card>
  )
}
