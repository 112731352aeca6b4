import { useState } from 'react'
import { PAYOUT_STATE_LABELS, type Payout, type PayoutBatch } from '@wallet/shared/money/payouts'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Table, Td, Th } from '@/components/ui/table'
import { useApproveBatch, useBuildBatch, usePayouts, useRequeuePayout } from '../api/payouts'

const STATE_TONES: Record<Payout['state'], BadgeTone> = {
  awaiting_batch: 'grey',
  in_batch: 'blue',
  approved: 'blue',
  exported: 'yellow',
  broadcast: 'yellow',
  confirmed: 'green',
  returned: 'red',
  failed: 'red',
}

const short = (text: string) => (text.length > 14 ? `${text.slice(0, 8)}…${text.slice(-4)}` : text)

/**
 * Sends paid on chain (docs/decisions/146): choose queued payouts and build a batch; a second staff member approves it
 * (the server decides who may); returned payouts go back to the queue from here, or are failed on the customer's
 * Transactions tab. Export, signing and broadcast happen on the operator's command line.
 */
export function PayoutsBoard() {
  const payouts = usePayouts()
  const build = useBuildBatch()
  const approve = useApproveBatch()
  const requeue = useRequeuePayout()
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function run(work: () => Promise<{ message: string }>) {
    try {
      setOutcome({ tone: 'success', text: (await work()).message })
    } catch (err) {
      setOutcome({ tone: 'error', text: (err as Error).message })
    }
  }
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  if (payouts.isError) return <Banner>Failed to load the payouts.</Banner>
  const data = payouts.data
  return (
    <div className="space-y-4">
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/5 px-5 py-4">
          <div>
            <h2 className="text-base font-semibold text-white">Payout Queue</h2>
            <p className="mt-1 text-sm text-slate-400">Approved sends waiting for a batch. Each stays Pending until its transaction is confirmed.</p>
          </div>
          <Button
            size="sm"
            disabled={chosen.size === 0}
            loading={build.isPending}
            onClick={() =>
              void run(async () => {
                const answer = await build.mutateAsync([...chosen])
                setChosen(new Set())
                return answer
              })
            }
          >
            Build batch ({chosen.size})
          </Button>
        </div>
        <PayoutTable payouts={data?.queue ?? []} empty="No sends are waiting for a batch." chosen={chosen} onToggle={toggle} />
      </Card>

      {(data?.returned.length ?? 0) > 0 && (
        <Card>
          <div className="border-b border-white/5 px-5 py-4">
            <h2 className="text-base font-semibold text-white">Returned from the chain</h2>
            <p className="mt-1 text-sm text-slate-400">Check the reason, then queue the payout again, or fail the send on the customer's Transactions tab.</p>
          </div>
          <PayoutTable
            payouts={data!.returned}
            empty=""
            action={(p) => (
              <Button size="sm" variant="secondary" onClick={() => void run(() => requeue.mutateAsync({ payoutId: p.id, reason: 'Checked and queued again' }))}>
                Queue again
              </Button>
            )}
          />
        </Card>
      )}

      <Card>
        <div className="border-b border-white/5 px-5 py-4">
          <h2 className="text-base font-semibold text-white">Batches</h2>
        </div>
        {(data?.batches ?? []).length === 0 && <p className="px-5 py-4 text-sm text-slate-400">No batches yet.</p>}
        {(data?.batches ?? []).map((batch) => (
          <BatchRow key={batch.id} batch={batch} onApprove={() => void run(() => approve.mutateAsync(batch.id))} approving={approve.isPending} />
        ))}
      </Card>
    </div>
  )
}

function BatchRow({ batch, onApprove, approving }: { batch: PayoutBatch; onApprove: () => void; approving: boolean }) {
  return (
    <section aria-label={`Batch ${batch.id}`} className="border-b border-white/5 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-slate-300">
          <span className="font-medium text-white">Batch {short(batch.id)}</span> · built by {batch.createdByName ?? 'staff'} ·{' '}
          <Badge tone={batch.state === 'closed' ? 'green' : batch.state === 'building' ? 'grey' : 'blue'}>{batchLabel(batch.state)}</Badge>
        </div>
        {batch.state === 'building' &&
          (batch.canApprove ? (
            <Button size="sm" loading={approving} onClick={onApprove}>
              Approve batch
            </Button>
          ) : (
            <span className="text-xs text-slate-400">Needs another staff member to approve</span>
          ))}
      </div>
      <PayoutTable payouts={batch.payouts} empty="" />
    </section>
  )
}

const batchLabel = (state: PayoutBatch['state']) =>
  ({ building: 'Waiting for approval', approved: 'Approved', exported: 'Exported for signing', broadcast: 'Broadcast', closed: 'Settled' })[state]

function PayoutTable({
  payouts,
  empty,
  chosen,
  onToggle,
  action,
}: {
  payouts: Payout[]
  empty: string
  chosen?: Set<string>
  onToggle?: (id: string) => void
  action?: (p: Payout) => React.ReactNode
}) {
  if (payouts.length === 0) return empty ? <p className="px-5 py-4 text-sm text-slate-400">{empty}</p> : null
  return (
    <Table stack aria-label="Payouts">
      <thead>
        <tr>
          {onToggle && <Th className="w-10">Pick</Th>}
          <Th>Customer</Th>
          <Th>Amount</Th>
          <Th>Recipient</Th>
          <Th>State</Th>
          {action && <Th>Action</Th>}
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.id}>
            {onToggle && (
              <Td label="Pick">
                <input
                  type="checkbox"
                  aria-label={`Pick ${p.amount} ${p.asset} to ${p.customerEmail}`}
                  checked={chosen?.has(p.id) ?? false}
                  onChange={() => onToggle(p.id)}
                />
              </Td>
            )}
            <Td label="Customer">{p.customerEmail}</Td>
            <Td label="Amount">
              {p.amount} {p.asset}
            </Td>
            <Td label="Recipient" className="font-mono text-xs">
              {short(p.recipient)}
            </Td>
            <Td label="State">
              <Badge tone={STATE_TONES[p.state]}>{PAYOUT_STATE_LABELS[p.state]}</Badge>
              {p.returnReason && <p className="mt-1 text-xs text-red-300">{p.returnReason}</p>}
            </Td>
            {action && <Td label="Action">{action(p)}</Td>}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
