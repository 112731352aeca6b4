import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Table, Td, Th } from '@/components/ui/table'
import { useReconciliation } from '../api/payouts'

/**
 * The admin overview's reconciliation (docs/decisions/148): per connected asset, what the chain holds against what
 * customers are owed, and a warning while the chain holds less. Nothing shows while no chain is connected.
 */
export function ReconciliationCard() {
  const reconciliation = useReconciliation()
  const assets = reconciliation.data?.assets ?? []
  if (assets.length === 0) return null
  const short = assets.filter((a) => a.shortfallSince)
  return (
    <Card>
      <div className="border-b border-white/5 px-5 py-4">
        <h2 className="text-base font-semibold text-white">Reconciliation</h2>
        <p className="mt-1 text-sm text-slate-400">The treasury and customer addresses on chain, against customers' balances and pending deposits.</p>
      </div>
      {short.length > 0 && (
        <div className="px-5 pt-4">
          <Banner>
            Shortfall: the chain holds less than customers are owed in {short.map((a) => `${a.asset} (${a.difference})`).join(', ')}, since{' '}
            {new Date(short[0]!.shortfallSince!).toLocaleString()}.
          </Banner>
        </div>
      )}
      <Table stack aria-label="Reconciliation">
        <thead>
          <tr>
            <Th>Asset</Th>
            <Th>On chain</Th>
            <Th>Owed</Th>
            <Th>Difference</Th>
            <Th>Checked</Th>
          </tr>
        </thead>
        <tbody>
          {assets.map((a) => (
            <tr key={a.asset}>
              <Td label="Asset">{a.asset}</Td>
              <Td label="On chain">{a.held}</Td>
              <Td label="Owed">{a.owed}</Td>
              <Td label="Difference" className={a.shortfallSince ? 'text-red-300' : undefined}>
                {a.difference}
              </Td>
              <Td label="Checked">{new Date(a.checkedAt).toLocaleString()}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  )
}
