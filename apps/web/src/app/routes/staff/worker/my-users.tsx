import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useOwnedUsers } from '@/features/back-office/workers/api/worker-users'
import { OwnedUsersTable } from '@/features/back-office/workers/components/owned-users-table'
import { SearchBox } from '@/components/ui/search-box'
import { useSearchPaging } from '@/lib/use-search-paging'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/worker/my-users: the worker's customers, 10 a page, searched by email, each opening its profile. */
export default function MyUsersRoute() {
  const search = useSearchPaging()
  const users = useOwnedUsers(search.page, search.query)
  const t = useT()
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-white/5 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-white">{t('workerConsole.tab.myUsers')}</h2>
          <p className="mt-1 text-sm text-slate-400">{t('myUsers.description')}</p>
        </div>
        <SearchBox label={t('myUsers.search')} placeholder={t('myUsers.searchPlaceholder')} value={search.input} onChange={search.setInput} />
      </div>
      <OwnedUsersTable
        users={users}
        page={search.page}
        onPageChange={search.setPage}
        profileHref={paths.userProfile.general.getHref}
        searching={search.query !== ''}
      />
    </Card>
  )
}
