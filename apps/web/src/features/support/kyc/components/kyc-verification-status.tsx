import { useState } from 'react'
import type { KycStatus } from '@wallet/shared/support/kyc'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'
import type { QueryState } from '@/lib/query-state'
import { KycStatusIcon } from './kyc-status-icon'
import { KycVerificationDialog, preloadKycVerificationDialog } from './lazy-kyc-verification-dialog'

const STATUS: Record<KycStatus, { text: string; action?: string }> = {
  verified: { text: 'Your identity has been verified.' },
  pending: { text: 'Your documents are being reviewed.' },
  rejected: { text: 'Your verification was not approved. Please check your details and documents and submit them again.', action: 'Re-submit' },
  not_started: { text: 'You have not submitted your verification information yet.', action: 'Start Verification' },
}

/** The Verification tab: the KYC status and, when allowed, the way to (re-)submit. */
export function KycVerificationStatus({ profile }: { profile: QueryState<{ kyc_status: KycStatus; kyc_rejection_reason?: string | null }> }) {
  const [open, setOpen] = useState(false)
  if (profile.status === 'pending') return <Card className="p-5 text-sm text-slate-400">Loading...</Card>
  if (profile.status === 'error') return <Banner>Failed to load profile data.</Banner>

  const status = STATUS[profile.data.kyc_status]
  return (
    <Card>
      <CardHeader title="Identity Verification" />
      <div className="space-y-5 p-5">
        <div className="flex items-start gap-4">
          <KycStatusIcon status={profile.data.kyc_status} />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 text-sm text-slate-300">
              Status:
              <KycStatusBadge status={profile.data.kyc_status} labels="customer" />
            </p>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-400">{status.text}</p>
            {profile.data.kyc_status === 'rejected' && profile.data.kyc_rejection_reason && (
              <p className="mt-1.5 text-sm leading-relaxed text-red-200">
                <span className="font-medium">Reason:</span> {profile.data.kyc_rejection_reason}
              </p>
            )}
          </div>
        </div>
        <p className="rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-3 text-sm text-slate-400">KYC review takes about 1-2 business days.</p>
        {status.action && (
          <Button onClick={() => setOpen(true)} onPointerEnter={preloadKycVerificationDialog} onFocus={preloadKycVerificationDialog}>
            {status.action}
          </Button>
        )}
      </div>
      <KycVerificationDialog open={open} onOpenChange={setOpen} />
    </Card>
  )
}
