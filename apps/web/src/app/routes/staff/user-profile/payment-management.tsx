import { useParams } from 'react-router'
import { useStaffBuyingLinks, useStaffPaymentMethods } from '@/features/back-office/customers/api/customers'
import { BuyingLinksManager } from '@/features/back-office/customers/components/buying-links-manager'
import { StaffPaymentMethods } from '@/features/back-office/customers/components/staff-payment-methods'
import { DEFAULT_BUYING_LINKS } from '@/features/money/payments/components/buying-links'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/user-profile/{userId}/payment-management: payment methods as stored, default and custom buying links. */
export default function UserProfilePaymentManagementRoute() {
  const { userId = '' } = useParams()
  const methods = useStaffPaymentMethods(userId)
  const links = useStaffBuyingLinks(userId)
  const t = useT()
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t('staffProfile.nav.paymentManagement')}</h2>
      <StaffPaymentMethods methods={methods} />
      <BuyingLinksManager customerId={userId} links={links} defaults={DEFAULT_BUYING_LINKS} />
    </div>
  )
}
