import { MANAGER_USERS_PAGE_SIZE } from '@wallet/shared/back-office/workers'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useManagerUsers } from '@/features/back-office/customers/api/customer-lists'
import { SearchBox } from '@/components/ui/search-box'
import { UserSummaryTable } from '@/features/back-office/customers/components/user-summary-table'
import { useSearchPaging } from '@/lib/use-search-paging'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/manager/all-users: the customers of the manager's workers, searched by name or email. */
export default function AllUsersRoute() {
  const search = useSearchPaging()
  const users = useManagerUsers(search.page, search.query)
  const t = useT()
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-white/5 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-white">{t('managerUsers.title')}</h2>
          <p className="mt-1 text-sm text-slate-400">{t('managerUsers.description')}</p>
        </div>
        <SearchBox label={t('managerUsers.search')} placeholder={t('staffLists.searchPlaceholder')} value={search.input} onChange={search.setInput} />
      </div>
      <UserSummaryTable
        label={t('managerUsers.label')}
        users={users}
        page={search.page}
        pageSize={MANAGER_USERS_PAGE_SIZE}
        onPageChange={search.setPage}
        profileHref={paths.userProfile.general.getHref}
        emptyText={t('managerUsers.empty')}
        failedText={t('staffLists.fetchFailed')}
      />
    </Card>
  )
}
