import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { type AuditFilters, auditCsvHref, useAuditPage } from '@/features/back-office/audit/api/audit'
import { AuditFiltersForm } from '@/features/back-office/audit/components/audit-filters-form'
import { AuditLog } from '@/features/back-office/audit/components/audit-log'
import { Card } from '@/components/ui/card'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/admin/audit: the audit log, filtered and paged, with the chain's state and a CSV export. */
export default function AdminAuditRoute() {
  const [filters, setFilters] = useState<AuditFilters>({})
  const [page, setPage] = useState(1)
  const audit = useAuditPage(filters, page)
  const t = useT()
  return (
    <div className="space-y-5">
      <Card className="p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-white">{t('auditLog.title')}</h2>
          <a href={auditCsvHref(filters)} download className={buttonClasses('secondary', 'sm')}>
            {t('auditLog.exportCsv')}
          </a>
        </div>
        <AuditFiltersForm
          onApply={(next) => {
            setFilters(next)
            setPage(1)
          }}
        />
      </Card>
      <AuditLog audit={audit} page={page} onPageChange={setPage} />
    </div>
  )
}
