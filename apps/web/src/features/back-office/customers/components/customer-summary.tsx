import { type StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useT } from '@/lib/i18n/use-t'
import { BanControl } from './ban-control'
import { CustomerDetails } from './customer-details'
import { KycDecision } from './kyc-decision'
import { SessionControls } from './session-controls'

/**
 * The General tab's account card: the customer's details, with Ban / Unban (each confirmed first) and the KYC decision
 * while a submission waits for review, signing out everywhere and resending the email confirmation. What a control did shows above the details for a few seconds.
 */
export function CustomerSummary({ profile }: { profile: StaffCustomerProfile }) {
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('staffProfile.summary.title')} />
      <div className="space-y-5 p-5">
        {notice.message && <Banner tone="success">{notice.message}</Banner>}
        <CustomerDetails profile={profile} />
        <div className="flex flex-wrap gap-2 border-t border-white/5 pt-5">
          <BanControl profile={profile} onDone={notice.show} />
          <KycDecision customerId={profile.user_id} pending={profile.kyc_status === 'pending'} onDone={notice.show} />
          <SessionControls profile={profile} onDone={notice.show} />
        </div>
      </div>
    </Card>
  )
}
