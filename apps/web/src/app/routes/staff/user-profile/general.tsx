import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Can } from '@/features/identity/sign-in/components/can'
import { AccountManagerCard } from '@/features/back-office/assignment/components/account-manager-card'
import { useStaffCustomerProfile, useStaffCustomerSessions, useStaffLoginHistory } from '@/features/back-office/customers/api/customers'
import { CustomerPasskeys } from '@/features/back-office/customers/components/customer-passkeys'
import { FreezeReview } from '@/features/back-office/customers/components/freeze-review'
import { CustomerSummary } from '@/features/back-office/customers/components/customer-summary'
import { DashboardNoteEditor } from '@/features/back-office/customers/components/dashboard-note-editor'
import { InternalNotes } from '@/features/back-office/customers/components/internal-notes'
import { PasswordResetForm } from '@/features/back-office/customers/components/password-reset-form'
import { PermissionSettings } from '@/features/back-office/customers/components/permission-settings'
import { SecondFactorReset } from '@/features/back-office/customers/components/second-factor-reset'
import { ActiveSessions } from '@/features/identity/settings/components/active-sessions'
import { LoginHistory } from '@/features/identity/settings/components/login-history'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'

/** The customer's sign-ins, 5 a page, paged on the server. */
function CustomerLoginHistory({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1)
  const history = useStaffLoginHistory(customerId, page)
  return <LoginHistory history={history} serverPage={{ page, onPageChange: setPage }} failedMessage={STAFF_PROFILE_MESSAGES.fetchLoginHistory} />
}

/** The customer's devices and sessions, beside Sign Out Everywhere (read only: staff end them all or none). */
function CustomerSessions({ customerId }: { customerId: string }) {
  const t = useT()
  return <ActiveSessions sessions={useStaffCustomerSessions(customerId)} title={t('staffProfile.general.sessionsTitle')} />
}

/** /dashboard/user-profile/{userId}/general */
export default function UserProfileGeneralRoute() {
  const { userId = '' } = useParams()
  const profile = useStaffCustomerProfile(userId)
  const t = useT()

  if (profile.status === 'pending') {
    return (
      <Card className="space-y-4 p-5" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="w-48" />
        <Skeleton className="w-72" />
        <Skeleton className="w-64" />
        <Skeleton className="w-56" />
      </Card>
    )
  }
  if (profile.status === 'error') return <Banner>{errorMessage(profile.error, STAFF_PROFILE_MESSAGES.fetchUserDetails, NAMED_REFUSALS)}</Banner>

  const data = profile.data
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t('staffProfile.nav.general')}</h2>
      <div className="grid items-start gap-6 2xl:grid-cols-2">
        <CustomerSummary profile={data} />
        <CustomerSessions customerId={userId} />
        <FreezeReview customerId={userId} />
        <PermissionSettings customerId={userId} profile={data} />
        <DashboardNoteEditor customerId={userId} note={data.dashboard_note} />
        <Can permission="customers:assign">
          <AccountManagerCard customerId={userId} current={data.assigned_worker} />
        </Can>
        <InternalNotes customerId={userId} />
        <PasswordResetForm customerId={userId} />
        <SecondFactorReset customerId={userId} />
        <CustomerPasskeys customerId={userId} />
      </div>
      <CustomerLoginHistory customerId={userId} />
    </div>
  )
}
