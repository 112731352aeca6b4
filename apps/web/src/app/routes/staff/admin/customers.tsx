import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useAllCustomers } from '@/features/back-office/customers/api/customer-lists'
import { SearchBox } from '@/components/ui/search-box'
import { UserSummaryTable } from '@/features/back-office/customers/components/user-summary-table'
import { useSearchPaging } from '@/lib/use-search-paging'
import { useT } from '@/lib/i18n/use-t'

/** The admin's customer list comes 20 a page. */
const ADMIN_CUSTOMERS_PAGE_SIZE = 20

/** /dashboard/admin/customers: every customer, searched by name or email, each opening the staff profile. */
export default function AdminCustomersRoute() {
  const search = useSearchPaging()
  const customers = useAllCustomers(search.page, search.query)
  const t = useT()
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-white/5 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-white">{t('adminCustomers.title')}</h2>
          <p className="mt-1 text-sm text-slate-400">{t('adminCustomers.description')}</p>
        </div>
        <SearchBox label={t('adminCustomers.search')} placeholder={t('staffLists.searchPlaceholder')} value={search.input} onChange={search.setInput} />
      </div>
      <UserSummaryTable
        label={t('adminCustomers.label')}
        users={customers}
        page={search.page}
        pageSize={customers.data?.pageSize ?? ADMIN_CUSTOMERS_PAGE_SIZE}
        onPageChange={search.setPage}
        profileHref={paths.userProfile.general.getHref}
        emptyText={t('adminCustomers.empty')}
        failedText={t('staffLists.fetchFailed')}
      />
    </Card>
  )
}
