import { useParams } from 'react-router'
import { useStaffKycDetails } from '@/features/customers/api/customers'
import { KycDetails } from '@/features/customers/components/kyc-details'

/** /dashboard/user-profile/{userId}/verification: the customer's KYC status, details and documents. */
export default function UserProfileVerificationRoute() {
  const { userId = '' } = useParams()
  const kyc = useStaffKycDetails(userId)
  return (
    <div>
      <h2 className="sr-only">Verification &amp; Docs</h2>
      <KycDetails kyc={kyc} />
    </div>
  )
}
