import { PageHeader } from '@/components/ui/page-header'
import { TransactionHistory } from '@/features/transactions/components/transaction-history'

/** /dashboard/transactions: the paged history with live reload and details. */
export default function TransactionsRoute() {
  return (
    <section>
      <PageHeader title="Transactions" description="Every deposit, withdrawal, swap and stake on your account." />
      <TransactionHistory />
    </section>
  )
}
