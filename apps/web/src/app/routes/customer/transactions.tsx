import { useState } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { useTransactionEvents } from '@/features/money/transactions/api/transaction-events'
import { type TransactionItem, useTransactionPage } from '@/features/money/transactions/api/transactions'
import { TransactionDetailDialog } from '@/features/money/transactions/components/transaction-detail-dialog'
import { StatementDownloadLink, TransactionHistory } from '@/features/money/transactions/components/transaction-history'
import { useT } from '@/lib/i18n/use-t'

/** /dashboard/transactions: the paged history, reloaded live, with a detail dialog per entry. */
export default function TransactionsRoute() {
  const t = useT()
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<TransactionItem | null>(null)
  const history = useTransactionPage(page)
  const realtimeError = useTransactionEvents()
  return (
    <section>
      <PageHeader title={t('transactions.title')} description={t('transactions.description')} />
      <TransactionHistory
        history={history}
        page={page}
        onPageChange={setPage}
        onSelect={setSelected}
        action={<StatementDownloadLink />}
        realtimeError={realtimeError}
      />
      <TransactionDetailDialog item={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </section>
  )
}
