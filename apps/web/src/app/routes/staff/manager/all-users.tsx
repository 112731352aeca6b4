import { MANAGER_MESSAGES, MANAGER_USERS_PAGE_SIZE } from '@wallet/shared/back-office/workers'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useManagerUsers } from '@/features/back-office/customers/api/customer-lists'
import { SearchBox } from '@/components/ui/search-box'
import { UserSummaryTable } from '@/features/back-office/customers/components/user-summary-table'
import { useSearchPaging } from '@/lib/use-search-paging'

/** /dashboard/manager/all-users: the customers of the manager's workers, searched by name or email. */
export default function AllUsersRoute() {
  const search = useSearchPaging()
  const users = useManagerUsers(search.page, search.query)
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-white/5 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-white">All Users (Assigned to My Workers)</h2>
          <p className="mt-1 text-sm text-slate-400">Every customer your workers look after.</p>
        </div>
        <SearchBox label="Search users" placeholder={MANAGER_MESSAGES.searchPlaceholder} value={search.input} onChange={search.setInput} />
      </div>
      <UserSummaryTable
        label="Users assigned to my workers"
        users={users}
        page={search.page}
        pageSize={MANAGER_USERS_PAGE_SIZE}
        onPageChange={search.setPage}
        profileHref={paths.userProfile.general.getHref}
        emptyText={MANAGER_MESSAGES.noUsers}
        failedText="Failed to fetch users."
      />
    </Card>
  )
}
