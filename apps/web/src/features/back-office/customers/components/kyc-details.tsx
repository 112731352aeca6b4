import { STAFF_PROFILE_MESSAGES, type StaffKycDetails } from '@wallet/shared/back-office/customers'
import { Banner } from '@/components/ui/banner'
import { buttonClasses } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { QueryState } from '@/lib/query-state'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { type MessageId, useMessageText, useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

const DETAILS: ReadonlyArray<[key: keyof StaffKycDetails, label: MessageId]> = [
  ['first_name', 'kycDetails.firstName'],
  ['last_name', 'kycDetails.lastName'],
  ['dob', 'kycDetails.dob'],
  ['country', 'kycDetails.country'],
  ['city', 'kycDetails.city'],
  ['postal_code', 'kycDetails.postalCode'],
  ['full_address', 'kycDetails.fullAddress'],
]

/** One submitted document: a short-lived signed link, 'Not uploaded', or the link's failure. */
function DocumentRow({ label, path, url }: { label: string; path: string | null; url: string | null }) {
  const t = useT()
  const message = useMessageText()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-white">{label}</p>
        {path && <p className="truncate text-xs text-slate-500">{path.split('/').pop()}</p>}
      </div>
      {!path ? (
        <span className="text-sm text-slate-400">{message(STAFF_PROFILE_MESSAGES.notUploaded)}</span>
      ) : url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'sm')}
          aria-label={t('staffProfile.kycDetails.viewNamed', { label })}
        >
          {t('staffProfile.kycDetails.view')}
        </a>
      ) : (
        <span role="alert" className="text-sm text-red-300">
          {message(STAFF_PROFILE_MESSAGES.viewLinkFailed)}
        </span>
      )}
    </li>
  )
}

/**
 * The Verification & Docs tab (get-kyc-details): status, the submitted basic details and both documents through
 * 5-minute signed links (each opening is audited and shown to the customer).
 */
export function KycDetails({ kyc }: { kyc: QueryState<StaffKycDetails> }) {
  const t = useT()
  const message = useMessageText()
  if (kyc.status === 'pending') {
    return (
      <Card className="space-y-4 p-5" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="w-40" />
        <Skeleton className="w-64" />
        <Skeleton className="w-56" />
      </Card>
    )
  }
  if (kyc.status === 'error') return <Banner>{errorMessage(kyc.error, STAFF_PROFILE_MESSAGES.fetchKyc, NAMED_REFUSALS)}</Banner>

  const data = kyc.data
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('staffProfile.kycDetails.title')} action={<KycStatusBadge status={data.kyc_status} labels="profile" />} />
        <div className="space-y-4 p-5">
          {data.kyc_status === 'not_started' ? (
            <p className="text-sm text-slate-300">{message(STAFF_PROFILE_MESSAGES.kycNotStarted)}</p>
          ) : (
            <>
              {data.submitted_at && (
                <p className="text-sm text-slate-400">{t('staffProfile.kycDetails.submitted', { at: formatDateTimeIn(data.submitted_at) })}</p>
              )}
              {data.kyc_status === 'rejected' && data.kyc_rejection_reason && (
                <p className="rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-3 text-sm text-slate-300">
                  <span className="font-medium text-slate-100">{t('staffProfile.details.rejectionReason')}</span> {data.kyc_rejection_reason}
                </p>
              )}
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {DETAILS.map(([key, label]) => (
                  <div key={key} className={key === 'full_address' ? 'sm:col-span-2' : undefined}>
                    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(label)}</dt>
                    <dd className="mt-1 break-words text-sm text-slate-100">{data[key] || t('kycDetails.none')}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </Card>
      {data.kyc_status !== 'not_started' && (
        <Card>
          <CardHeader title={t('staffProfile.kycDetails.documents')} />
          <ul className="divide-y divide-white/5" aria-label={t('staffProfile.kycDetails.documentsLabel')}>
            <DocumentRow label={t('staffProfile.kycDetails.identityDoc')} path={data.identity_doc_path} url={data.identityDocSignedUrl} />
            <DocumentRow label={t('staffProfile.kycDetails.residenceDoc')} path={data.residence_doc_path} url={data.residenceDocSignedUrl} />
          </ul>
          <p className="border-t border-white/5 px-5 py-3 text-xs text-slate-500">{t('staffProfile.kycDetails.linksNote')}</p>
        </Card>
      )}
    </div>
  )
}
