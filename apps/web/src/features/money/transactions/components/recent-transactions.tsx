import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { RECENT_TRANSACTIONS_FAILED, type TransactionItem } from '../api/transactions'
import { transactionTitle } from './transaction-format'
import { TransactionStatusIcon } from './transaction-status'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { formatShortDateTime, formatSignedAssetAmount } from '@/lib/i18n/format'

/** The overview's card: the three newest entries (part 1 §2). */
export function RecentTransactions({ recent }: { recent: QueryState<TransactionItem[]> }) {
  const t = useT()
  const message = useMessageText()
  return (
    <Card>
      <CardHeader
        title={t('recent.title')}
        action={
          <Link to={paths.dashboard.transactions.getHref()} className="text-sm font-medium text-brand-300 hover:text-white">
            {t('recent.seeAll')}
          </Link>
        }
      />
      <div className="p-3">
        {recent.status === 'pending' ? (
          <p className="px-2 py-6 text-center text-sm text-slate-400">{t('recent.loading')}</p>
        ) : recent.status === 'error' ? (
          <Banner className="m-2">{t('recent.error', { message: message(errorMessage(recent.error, RECENT_TRANSACTIONS_FAILED)) })}</Banner>
        ) : recent.data.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-slate-400">{t('recent.empty')}</p>
        ) : (
          <ul aria-label={t('recent.label')} className="divide-y divide-white/5">
            {recent.data.map((item) => (
              <li key={item.id} className="flex items-center gap-3 px-2 py-3">
                <TransactionStatusIcon item={item} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-white">{transactionTitle(item, t)}</p>
                  <p className="text-xs text-slate-400">{formatShortDateTime(item.sentAt)}</p>
                </div>
                <span
                  className={cn(
                    'font-mono text-sm tabular-nums',
                    item.status === 'Failed' ? 'text-red-300' : item.status === 'Complete' ? 'text-emerald-300' : 'text-amber-300',
                  )}
                >
                  <bdi dir="ltr">
                    {formatSignedAssetAmount(item.amount)} {item.assetId}
                  </bdi>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
