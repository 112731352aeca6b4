import type { Profile } from '@wallet/shared/back-office/profile'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import type { QueryState } from '@/lib/query-state'
import { type MessageId, useT } from '@/lib/i18n/use-t'

/** The submitted details and the status that decides whether they show: the customer's own profile or, for staff, a customer's. */
export type KycDetails = Pick<Profile, 'kyc_status' | 'first_name' | 'last_name' | 'dob' | 'country' | 'city' | 'postal_code' | 'full_address'>

const ROWS: ReadonlyArray<{ label: MessageId; value: (p: KycDetails) => string | null }> = [
  { label: 'kycDetails.firstName', value: (p) => p.first_name },
  { label: 'kycDetails.lastName', value: (p) => p.last_name },
  { label: 'kycDetails.dob', value: (p) => p.dob },
  { label: 'kycDetails.country', value: (p) => p.country },
  { label: 'kycDetails.city', value: (p) => p.city },
  { label: 'kycDetails.postalCode', value: (p) => p.postal_code },
  { label: 'kycDetails.fullAddress', value: (p) => p.full_address },
]

/** Translated by the banner, from the `messages` part of the catalogue. */
const PROFILE_FAILED = 'Failed to load profile data.'

/** Read-only Basic Details, shown once verification information has been submitted. */
export function KycBasicDetails({ profile }: { profile: QueryState<KycDetails> }) {
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('kycDetails.title')} />
      <div className="p-5">
        {profile.status === 'pending' ? (
          <p className="text-sm text-slate-400">{t('kycDetails.loading')}</p>
        ) : profile.status === 'error' ? (
          <Banner>{PROFILE_FAILED}</Banner>
        ) : profile.data.kyc_status === 'not_started' ? (
          <p className="text-sm text-slate-400">{t('kycDetails.empty')}</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {ROWS.map((row) => (
              <div key={row.label} className={row.label === 'kycDetails.fullAddress' ? 'sm:col-span-2' : undefined}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(row.label)}</dt>
                <dd className="mt-1 text-sm break-words text-slate-100">{row.value(profile.data) || t('kycDetails.none')}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Card>
  )
}
