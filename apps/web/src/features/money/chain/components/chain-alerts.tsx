import type { CHAIN_ALERT_TEXTS } from '@wallet/shared/money/chain-deposits'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { useChainAlerts } from '../api/chain-alerts'
import { type MessageId, useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

/** The admin overview's chain alerts (docs/decisions/141): shown only when there is one; no balance was changed by them. */
/** A detail the watcher recorded (text or a number), or nothing. */
const detailText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The words of each kind of alert (CHAIN_ALERT_TEXTS' English). */
const ALERT_TEXTS: Record<keyof typeof CHAIN_ALERT_TEXTS, MessageId> = {
  'deep-reorg': 'chainAlerts.deepReorg',
  'amount-out-of-range': 'chainAlerts.amountOutOfRange',
}

export function ChainAlerts() {
  const t = useT()
  const alerts = useChainAlerts()
  if (alerts.isError) return <Banner>{t('chainAlerts.failed')}</Banner>
  if (!alerts.data || alerts.data.length === 0) return null
  return (
    <Card>
      <CardHeader title={t('chainAlerts.title', { count: alerts.data.length })} />
      <ul className="divide-y divide-white/5 px-6 pb-6" aria-label={t('chainAlerts.label')}>
        {alerts.data.map((alert) => (
          <li key={alert.id} className="py-3 text-sm">
            <p className="text-amber-300">{t(ALERT_TEXTS[alert.kind])}</p>
            <p className="mt-1 break-all font-mono text-xs text-slate-400">
              {detailText(alert.detail.amount)} {detailText(alert.detail.asset)} · {detailText(alert.detail.txHash)} ·{' '}
              {t('chainAlerts.block', { number: detailText(alert.detail.blockNumber) })}
            </p>
            <p className="text-xs text-slate-500">{formatDateTimeIn(alert.createdAt)}</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
