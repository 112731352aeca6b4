import { STAFF_TIMINGS } from '@/config/staff-timings'
import { useParams } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { useStaffKycDetails } from '@/features/back-office/customers/api/customers'
import { KycDecision } from '@/features/back-office/customers/components/kyc-decision'
import { KycDetails } from '@/features/back-office/customers/components/kyc-details'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useT } from '@/lib/i18n/use-t'

/**
 * /dashboard/user-profile/{userId}/verification: the customer's KYC status, details and documents, and the decision
 * beside them while a submission waits for review (the same control as on the General tab).
 */
export default function UserProfileVerificationRoute() {
  const { userId = '' } = useParams()
  const kyc = useStaffKycDetails(userId)
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const t = useT()
  return (
    <div className="space-y-4">
      <h2 className="sr-only">{t('staffProfile.nav.verification')}</h2>
      {notice.message && <Banner tone="success">{notice.message}</Banner>}
      {/* Always mounted: the dialog's outcome stays in view after the status reloads without the buttons. */}
      <div className="flex flex-wrap items-center gap-2 empty:hidden">
        <KycDecision customerId={userId} pending={kyc.data?.kyc_status === 'pending'} onDone={notice.show} />
      </div>
      <KycDetails kyc={kyc} />
    </div>
  )
}
