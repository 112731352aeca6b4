import type { StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import type { ReactNode } from 'react'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'
import { useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

/** Ban state is derived from banned_until being in the future (part 2 §4). */
export function bannedUntil(profile: Pick<StaffCustomerProfile, 'banned_until'>, now = new Date()): Date | null {
  if (!profile.banned_until) return null
  const until = new Date(profile.banned_until)
  return until.getTime() > now.getTime() ? until : null
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-100">{children}</dd>
    </div>
  )
}

/** User id, email, name, when the profile was created, ban state, KYC status and worker; the KYC rejection's reason. */
export function CustomerDetails({ profile }: { profile: StaffCustomerProfile }) {
  const banned = bannedUntil(profile)
  const t = useT()
  const none = t('staffProfile.details.none')
  return (
    <>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Detail label={t('staffProfile.details.userId')}>
          <span className="break-all font-mono text-xs">{profile.user_id}</span>
        </Detail>
        <Detail label={t('staffProfile.details.email')}>{profile.email}</Detail>
        <Detail label={t('staffProfile.details.fullName')}>{profile.full_name ?? none}</Detail>
        <Detail label={t('staffProfile.details.created')}>{formatDateTimeIn(profile.created_at)}</Detail>
        <Detail label={t('staffProfile.details.banStatus')}>
          {banned ? (
            <span className="font-medium text-red-300">{t('staffProfile.details.bannedUntil', { at: formatDateTimeIn(banned) })}</span>
          ) : (
            <span className="text-emerald-300">{t('staffProfile.details.notBanned')}</span>
          )}
        </Detail>
        <Detail label={t('staffProfile.details.kycStatus')}>
          <KycStatusBadge status={profile.kyc_status} labels="profile" />
        </Detail>
        <Detail label={t('staffProfile.details.worker')}>
          {profile.assigned_worker ? (profile.assigned_worker.full_name ?? profile.assigned_worker.email) : none}
        </Detail>
      </dl>
      {profile.kyc_status === 'rejected' && profile.kyc_rejection_reason && (
        <p className="rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-3 text-sm text-slate-300">
          <span className="font-medium text-slate-100">{t('staffProfile.details.rejectionReason')}</span> {profile.kyc_rejection_reason}
        </p>
      )}
    </>
  )
}

/** How a dialog names the customer: their name and email, or the email alone. */
export const customerName = (profile: Pick<StaffCustomerProfile, 'full_name' | 'email'>) =>
  profile.full_name ? `${profile.full_name} (${profile.email})` : profile.email
