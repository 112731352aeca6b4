import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AuditRows, AuditRowsLoading } from '@/features/back-office/audit/components/audit-log'
import { staffStatementHref, useCustomerActivity } from '@/features/back-office/customers/api/customers'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'

/**
 * /dashboard/user-profile/{userId}/activity: every audit row about this customer, newest first, as the admin's log
 * shows them (decision 073); and their statement, the file they download themselves.
 */
export default function UserProfileActivityRoute() {
  const { userId = '' } = useParams()
  const [page, setPage] = useState(1)
  const activity = useCustomerActivity(userId, page)
  const t = useT()
  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <h2 className="text-base font-semibold text-white">{t('staffProfile.activity.title')}</h2>
          <p className="mt-1 text-sm text-slate-400">{t('staffProfile.activity.description')}</p>
        </div>
        <a href={staffStatementHref(userId)} download className={buttonClasses('secondary', 'sm')}>
          {t('staffProfile.activity.download')}
        </a>
      </Card>
      {activity.status === 'pending' ? (
        <AuditRowsLoading />
      ) : activity.status === 'error' ? (
        <Banner>{errorMessage(activity.error, STAFF_PROFILE_MESSAGES.fetchActivity, NAMED_REFUSALS)}</Banner>
      ) : (
        <AuditRows
          rows={activity.data.rows}
          total={activity.data.total}
          page={page}
          pageSize={activity.data.pageSize}
          onPageChange={setPage}
          dimmed={activity.isPlaceholderData}
          emptyText={t('staffProfile.activity.empty')}
        />
      )}
    </div>
  )
}
