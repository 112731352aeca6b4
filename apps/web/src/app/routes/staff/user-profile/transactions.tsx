import { STAFF_TIMINGS } from '@/config/staff-timings'
import { AWAITING_APPROVAL_FLAG, STAFF_TRANSACTIONS_PAGE_SIZE, type StaffTransaction } from '@wallet/shared/money/staff-transactions'
import type { TransactionItem } from '@wallet/shared/money/transactions'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { useStaffTransactions } from '@/features/back-office/customers/api/customers'
import { CreditApprovals } from '@/features/back-office/customers/components/credit-approvals'
import { EditTransactionDialog } from '@/features/back-office/customers/components/edit-transaction-dialog'
import { useStaffDialog } from '@/lib/use-staff-dialog'
import { CreditDecisionDialog } from '@/features/money/transactions/components/credit-decision-dialog'
import { TransactionHistory } from '@/features/money/transactions/components/transaction-history'
import { useCreditDecision } from '@/features/money/transactions/hooks/use-credit-decision'
import type { QueryState } from '@/lib/query-state'
import { useSession } from '@/lib/session'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useMessageText, useT } from '@/lib/i18n/use-t'

/** A ledger row as the history list draws it: each row on its own (staff edit the legs of a swap one by one). */
type Row = TransactionItem & { isHidden: boolean; row: StaffTransaction }

const toRow = (row: StaffTransaction): Row => ({ ...row, swap: null, row })

/** /dashboard/user-profile/{userId}/transactions: every row, newest first, 20 a page; hidden ones marked, and opened like the others. */
export default function UserProfileTransactionsRoute() {
  const { userId = '' } = useParams()
  const { user } = useSession()
  const [page, setPage] = useState(1)
  const transactions = useStaffTransactions(userId, page)
  const editDialog = useStaffDialog<StaffTransaction>()
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const credit = useCreditDecision({ onDecided: notice.show })
  const t = useT()
  const message = useMessageText()

  const history: QueryState<{ items: Row[]; total: number }> =
    transactions.status === 'success'
      ? {
          status: 'success',
          data: { items: transactions.data.items.map(toRow), total: transactions.data.total },
          isPlaceholderData: transactions.isPlaceholderData,
        }
      : transactions.status === 'error'
        ? { status: 'error', error: transactions.error }
        : { status: 'pending' }

  return (
    <div className="space-y-4">
      <h2 className="sr-only">{t('staffProfile.nav.transactions')}</h2>
      {notice.message && <Banner tone="success">{notice.message}</Banner>}
      {transactions.data && (
        <CreditApprovals
          approvals={transactions.data.approvals}
          currentUserId={user?.id ?? null}
          onDecide={(approval, decision) => credit.open({ approval, decision })}
        />
      )}
      <TransactionHistory
        history={history}
        page={page}
        onPageChange={setPage}
        pageSize={STAFF_TRANSACTIONS_PAGE_SIZE}
        isHidden={(item) => item.isHidden}
        flag={(item) => (item.row.awaitingApproval ? message(AWAITING_APPROVAL_FLAG) : null)}
        onSelect={(item) => editDialog.open(item.row)}
      />
      <EditTransactionDialog customerId={userId} dialog={editDialog} onSaved={notice.show} />
      <CreditDecisionDialog credit={credit} />
    </div>
  )
}
