import { CHAIN_ALERT_TEXTS } from '@wallet/shared/money/chain-deposits'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { formatDateTime } from '@/lib/format-date'
import { useChainAlerts } from '../api/chain-alerts'

/** The admin overview's chain alerts (docs/decisions/141): shown only when there is one; no balance was changed by them. */
/** A detail the watcher recorded (text or a number), or nothing. */
const detailText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

export function ChainAlerts() {
  const alerts = useChainAlerts()
  if (alerts.isError) return <Banner>Chain alerts could not be loaded.</Banner>
  if (!alerts.data || alerts.data.length === 0) return null
  return (
    <Card>
      <CardHeader title={`Chain alerts (${alerts.data.length})`} />
      <ul className="divide-y divide-white/5 px-6 pb-6" aria-label="Chain alerts">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="py-3 text-sm">
            <p className="text-amber-300">{CHAIN_ALERT_TEXTS[alert.kind]}</p>
            <p className="mt-1 break-all font-mono text-xs text-slate-400">
              {detailText(alert.detail.amount)} {detailText(alert.detail.asset)} · {detailText(alert.detail.txHash)} · block{' '}
              {detailText(alert.detail.blockNumber)}
            </p>
            <p className="text-xs text-slate-500">{formatDateTime(alert.createdAt)}</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
