import type { ReactNode } from 'react'
import { Dialog } from '@/components/ui/dialog'
import type { TransactionItem } from '../api/transactions'
import { formatHistoryAmount, formatTime, transactionTitle, typeLabel } from './transaction-format'
import { StatusBadge } from './transaction-status'
import { useT } from '@/lib/i18n/use-t'
import { formatDayIn } from '@/lib/i18n/format'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:grid-cols-[8.5rem_1fr] border-b border-white/5 py-2.5 text-sm last:border-0">
      <dt className="text-slate-400">{label}</dt>
      <dd className="min-w-0 text-slate-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** Every field of one entry; a swap shows both legs. */
export function TransactionDetailDialog({ item, onOpenChange }: { item: TransactionItem | null; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange} title={t('transactionDetail.title')} description={item ? transactionTitle(item, t) : undefined}>
      {item && (
        <dl>
          <Row label={t('transactionDetail.status')}>
            <StatusBadge status={item.status} />
          </Row>
          <Row label={t('transactionDetail.date')}>
            {/* Breaks, if at all, between the date and the time, never inside either. */}
            <span className="whitespace-nowrap">{t('transactionDetail.day', { day: formatDayIn(item.sentAt) })}</span>{' '}
            <span className="whitespace-nowrap">{formatTime(item.sentAt, true)}</span>
          </Row>
          <Row label={t('transactionDetail.type')}>{item.type ? typeLabel(item.type, t) : '—'}</Row>
          {item.swap ? (
            <>
              <Row label={t('transactionDetail.from')}>
                <bdi dir="ltr" className="font-mono">
                  {formatHistoryAmount(item.swap.from.amount)} {item.swap.from.assetId}
                </bdi>
              </Row>
              <Row label={t('transactionDetail.to')}>
                {item.swap.to ? (
                  <bdi dir="ltr" className="font-mono">
                    {formatHistoryAmount(item.swap.to.amount)} {item.swap.to.assetId}
                  </bdi>
                ) : (
                  '—'
                )}
              </Row>
              <Row label={t('transactionDetail.requestId')}>
                <bdi dir="ltr" className="font-mono text-xs">
                  {item.swap.requestId}
                </bdi>
              </Row>
            </>
          ) : (
            <Row label={t('transactionDetail.amount')}>
              <bdi dir="ltr" className="font-mono">
                {formatHistoryAmount(item.amount)} {item.assetId}
              </bdi>
            </Row>
          )}
          {item.senderAddress && (
            <Row label={t('transactionDetail.fromAddress')}>
              <bdi dir="ltr" className="font-mono text-xs">
                {item.senderAddress}
              </bdi>
            </Row>
          )}
          {item.recipientAddress && (
            <Row label={t('transactionDetail.toAddress')}>
              <bdi dir="ltr" className="font-mono text-xs">
                {item.recipientAddress}
              </bdi>
            </Row>
          )}
          {item.txid && (
            <Row label={t('transactionDetail.txid')}>
              <bdi dir="ltr" className="font-mono text-xs">
                {item.txid}
              </bdi>
            </Row>
          )}
          {item.note && <Row label={t('transactionDetail.note')}>{item.note}</Row>}
          <Row label={t('transactionDetail.reference')}>
            <bdi dir="ltr" className="font-mono text-xs">
              {item.id}
            </bdi>
          </Row>
        </dl>
      )}
    </Dialog>
  )
}
