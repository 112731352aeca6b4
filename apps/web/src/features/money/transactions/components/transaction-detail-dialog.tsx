import { format } from 'date-fns'
import type { ReactNode } from 'react'
import { Dialog } from '@/components/ui/dialog'
import type { TransactionItem } from '../api/transactions'
import { formatHistoryAmount, TYPE_LABELS, transactionTitle } from './transaction-format'
import { StatusBadge } from './transaction-status'
import { useT } from '@/lib/i18n/use-t'

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
    <Dialog open={item !== null} onOpenChange={onOpenChange} title="Transaction Details" description={item ? transactionTitle(item, t) : undefined}>
      {item && (
        <dl>
          <Row label="Status">
            <StatusBadge status={item.status} />
          </Row>
          <Row label="Date">
            {/* Breaks, if at all, between the date and the time, never inside either. */}
            <span className="whitespace-nowrap">{format(new Date(item.sentAt), 'dd MMM yyyy')},</span>{' '}
            <span className="whitespace-nowrap">{format(new Date(item.sentAt), 'HH:mm:ss')}</span>
          </Row>
          <Row label="Type">{item.type ? (TYPE_LABELS[item.type] ?? item.type) : '—'}</Row>
          {item.swap ? (
            <>
              <Row label="From">
                <span className="font-mono">
                  {formatHistoryAmount(item.swap.from.amount)} {item.swap.from.assetId}
                </span>
              </Row>
              <Row label="To">
                {item.swap.to ? (
                  <span className="font-mono">
                    {formatHistoryAmount(item.swap.to.amount)} {item.swap.to.assetId}
                  </span>
                ) : (
                  '—'
                )}
              </Row>
              <Row label="Request ID">
                <span className="font-mono text-xs">{item.swap.requestId}</span>
              </Row>
            </>
          ) : (
            <Row label="Amount">
              <span className="font-mono">
                {formatHistoryAmount(item.amount)} {item.assetId}
              </span>
            </Row>
          )}
          {item.senderAddress && (
            <Row label="From address">
              <span className="font-mono text-xs">{item.senderAddress}</span>
            </Row>
          )}
          {item.recipientAddress && (
            <Row label="To address">
              <span className="font-mono text-xs">{item.recipientAddress}</span>
            </Row>
          )}
          {item.txid && (
            <Row label="TXID">
              <span className="font-mono text-xs">{item.txid}</span>
            </Row>
          )}
          {item.note && <Row label="Note">{item.note}</Row>}
          <Row label="Reference">
            <span className="font-mono text-xs">{item.id}</span>
          </Row>
        </dl>
      )}
    </Dialog>
  )
}
