import { format } from 'date-fns'
import { assetName } from '@wallet/shared/assets'
import { formatAsset } from '@wallet/shared/money'
import { Banner } from '@/components/ui/banner'
import { Card, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { Table, Td, Th } from '@/components/ui/table'
import { useActiveStakes } from '../api/stakes'

const LOAD_FAILED = 'Failed to load active stakes.'

/** The customer's active stakes with their estimated earnings (amount × rate/100 × days/365, 8 decimals). */
export function ActiveStakes() {
  const stakes = useActiveStakes()
  return (
    <Card>
      <CardHeader title="Active Stakes" />
      {stakes.isPending ? (
        <div className="flex items-center justify-center gap-3 p-10 text-sm text-slate-400">
          <Spinner /> Loading active stakes...
        </div>
      ) : stakes.isError ? (
        <div className="p-4">
          <Banner>{LOAD_FAILED}</Banner>
        </div>
      ) : stakes.data.length === 0 ? (
        <p className="p-10 text-center text-sm text-slate-400">You have no active stakes.</p>
      ) : (
        <Table aria-label="Active stakes">
          <thead>
            <tr>
              <Th>Asset</Th>
              <Th className="text-right">Amount</Th>
              <Th>Duration</Th>
              <Th className="text-right">Rate</Th>
              <Th>Started</Th>
              <Th>Payout</Th>
              <Th className="text-right">Estimated Earnings</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {stakes.data.map((s) => (
              <tr key={s.id}>
                <Td>
                  <span className="font-medium text-white">{assetName(s.assetId)}</span> <span className="text-slate-400">{s.assetId}</span>
                </Td>
                <Td className="text-right font-mono tabular-nums">{formatAsset(s.amount)}</Td>
                <Td>{s.durationDays} days</Td>
                <Td className="text-right">{s.rate}%</Td>
                <Td className="whitespace-nowrap text-slate-300">{format(new Date(s.startedAt), 'dd MMM yyyy')}</Td>
                <Td className="whitespace-nowrap text-slate-300">{format(new Date(s.payoutAt), 'dd MMM yyyy')}</Td>
                <Td className="text-right font-mono tabular-nums text-emerald-300">
                  {s.estimatedEarnings} {s.assetId}
                </Td>
                <Td>
                  <span className="inline-flex rounded-full bg-amber-500/10 px-2.5 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30">{s.status}</span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  )
}
