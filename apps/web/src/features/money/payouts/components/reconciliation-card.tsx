import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Table, Td, Th } from '@/components/ui/table'
import { useReconciliation } from '../api/payouts'
import { useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

/**
 * The admin overview's reconciliation (docs/decisions/148): per connected asset, what the chain holds against what
 * customers are owed, and a warning while the chain holds less. Nothing shows while no chain is connected.
 */
export function ReconciliationCard() {
  const t = useT()
  const reconciliation = useReconciliation()
  const assets = reconciliation.data?.assets ?? []
  if (assets.length === 0) return null
  const short = assets.filter((a) => a.shortfallSince)
  return (
    <Card>
      <div className="border-b border-white/5 px-5 py-4">
        <h2 className="text-base font-semibold text-white">{t('reconciliation.title')}</h2>
        <p className="mt-1 text-sm text-slate-400">{t('reconciliation.intro')}</p>
      </div>
      {short.length > 0 && (
        <div className="px-5 pt-4">
          <Banner>
            {t('reconciliation.shortfall', {
              assets: short.map((a) => `${a.asset} (${a.difference})`).join(', '),
              since: formatDateTimeIn(short[0]!.shortfallSince),
            })}
          </Banner>
        </div>
      )}
      <Table stack aria-label={t('reconciliation.title')}>
        <thead>
          <tr>
            <Th>{t('reconciliation.asset')}</Th>
            <Th>{t('reconciliation.held')}</Th>
            <Th>{t('reconciliation.owed')}</Th>
            <Th>{t('reconciliation.difference')}</Th>
            <Th>{t('reconciliation.checked')}</Th>
          </tr>
        </thead>
        <tbody>
          {assets.map((a) => (
            <tr key={a.asset}>
              <Td label={t('reconciliation.asset')}>{a.asset}</Td>
              <Td label={t('reconciliation.held')}>{a.held}</Td>
              <Td label={t('reconciliation.owed')}>{a.owed}</Td>
              <Td label={t('reconciliation.difference')} className={a.shortfallSince ? 'text-red-300' : undefined}>
                {a.difference}
              </Td>
              <Td label={t('reconciliation.checked')}>{formatDateTimeIn(a.checkedAt)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  )
}
