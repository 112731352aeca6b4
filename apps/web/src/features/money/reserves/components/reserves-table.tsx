import type { AssetReserves } from '@wallet/shared/money/reserves'
import { Badge } from '@/components/ui/badge'
import { Table, Td, Th } from '@/components/ui/table'

const SOURCE_LABEL = { declared: 'Declared, not verified', 'on-chain': 'On chain, signed addresses only', none: 'Not published' } as const
const SOURCE_TONE = { declared: 'yellow', 'on-chain': 'green', none: 'grey' } as const

/** Per asset: what customers are owed at the latest snapshot, the reserves and their ratio; a ratio under 1 is flagged. */
export function ReservesTable({ assets }: { assets: AssetReserves[] }) {
  return (
    <Table stack>
      <thead>
        <tr>
          <Th>Asset</Th>
          <Th>Liabilities</Th>
          <Th>Reserves</Th>
          <Th>Source</Th>
          <Th>Ratio</Th>
        </tr>
      </thead>
      <tbody>
        {assets.map((row) => {
          const short = row.ratio !== null && Number(row.ratio.split('.')[0]) < 1
          return (
            <tr key={row.asset} data-testid={`reserves-${row.asset}`}>
              <Td label="Asset" className="font-medium text-white">
                {row.asset}
              </Td>
              <Td label="Liabilities" className="tabular-nums">
                {row.liabilities}
              </Td>
              <Td label="Reserves" className="tabular-nums">
                {row.reserves ?? '—'}
              </Td>
              <Td label="Source">
                <Badge tone={SOURCE_TONE[row.source]}>{SOURCE_LABEL[row.source]}</Badge>
              </Td>
              <Td label="Ratio" className={short ? 'font-semibold text-rose-300 tabular-nums' : 'tabular-nums'}>
                {row.ratio === null ? '—' : short ? `${row.ratio} (under 1: reserves short of liabilities)` : row.ratio}
              </Td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}
