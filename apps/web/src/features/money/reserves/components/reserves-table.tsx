import type { AssetReserves } from '@wallet/shared/money/reserves'
import { Badge } from '@/components/ui/badge'
import { Table, Td, Th } from '@/components/ui/table'
import { formatExactDecimal } from '@/lib/i18n/format'
import { useT, type MessageId } from '@/lib/i18n/use-t'

const SOURCE_LABEL = {
  declared: 'reserves.source.declared',
  'on-chain': 'reserves.source.onChain',
  none: 'reserves.source.none',
} as const satisfies Record<AssetReserves['source'], MessageId>
const SOURCE_TONE = { declared: 'yellow', 'on-chain': 'green', none: 'grey' } as const

/** Per asset: what customers are owed at the latest snapshot, the reserves and their ratio; a ratio under 1 is flagged. */
export function ReservesTable({ assets }: { assets: AssetReserves[] }) {
  const t = useT()
  return (
    <Table stack>
      <thead>
        <tr>
          <Th>{t('reserves.asset')}</Th>
          <Th>{t('reserves.table.liabilities')}</Th>
          <Th>{t('reserves.table.reserves')}</Th>
          <Th>{t('reserves.table.source')}</Th>
          <Th>{t('reserves.table.ratio')}</Th>
        </tr>
      </thead>
      <tbody>
        {assets.map((row) => {
          const short = row.ratio !== null && Number(row.ratio.split('.')[0]) < 1
          const ratio = row.ratio === null ? null : formatExactDecimal(row.ratio)
          return (
            <tr key={row.asset} data-testid={`reserves-${row.asset}`}>
              <Td label={t('reserves.asset')} className="font-medium text-white">
                <bdi dir="ltr">{row.asset}</bdi>
              </Td>
              <Td label={t('reserves.table.liabilities')} className="tabular-nums">
                <bdi dir="ltr">{formatExactDecimal(row.liabilities)}</bdi>
              </Td>
              <Td label={t('reserves.table.reserves')} className="tabular-nums">
                {row.reserves === null ? '—' : <bdi dir="ltr">{formatExactDecimal(row.reserves)}</bdi>}
              </Td>
              <Td label={t('reserves.table.source')}>
                <Badge tone={SOURCE_TONE[row.source]}>{t(SOURCE_LABEL[row.source])}</Badge>
              </Td>
              <Td label={t('reserves.table.ratio')} className={short ? 'font-semibold text-rose-300 tabular-nums' : 'tabular-nums'}>
                {ratio === null ? '—' : short ? t('reserves.table.ratioShort', { ratio }) : <bdi dir="ltr">{ratio}</bdi>}
              </Td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}
