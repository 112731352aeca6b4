import type { Profile } from '@wallet/shared/back-office/profile'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import type { QueryState } from '@/lib/query-state'

/** The submitted details and the status that decides whether they show: the customer's own profile or, for staff, a customer's. */
export type KycDetails = Pick<Profile, 'kyc_status' | 'first_name' | 'last_name' | 'dob' | 'country' | 'city' | 'postal_code' | 'full_address'>

const ROWS: ReadonlyArray<{ label: string; value: (p: KycDetails) => string | null }> = [
  { label: 'First Name', value: (p) => p.first_name },
  { label: 'Last Name', value: (p) => p.last_name },
  { label: 'Date of Birth', value: (p) => p.dob },
  { label: 'Country', value: (p) => p.country },
  { label: 'City', value: (p) => p.city },
  { label: 'Postal Code', value: (p) => p.postal_code },
  { label: 'Full Address', value: (p) => p.full_address },
]

/** Read-only Basic Details, shown once verification information has been submitted. */
export function KycBasicDetails({ profile }: { profile: QueryState<KycDetails> }) {
  return (
    <Card>
      <CardHeader title="Basic Details" />
      <div className="p-5">
        {profile.status === 'pending' ? (
          <p className="text-sm text-slate-400">Loading...</p>
        ) : profile.status === 'error' ? (
          <Banner>Failed to load profile data.</Banner>
        ) : profile.data.kyc_status === 'not_started' ? (
          <p className="text-sm text-slate-400">Your basic details will appear here after you submit your verification information.</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {ROWS.map((row) => (
              <div key={row.label} className={row.label === 'Full Address' ? 'sm:col-span-2' : undefined}>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{row.label}</dt>
                <dd className="mt-1 text-sm break-words text-slate-100">{row.value(profile.data) || 'N/A'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Card>
  )
}
