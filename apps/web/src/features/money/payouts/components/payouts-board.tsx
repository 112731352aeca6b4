import { useState } from 'react'
import type { Payout, PayoutBatch } from '@wallet/shared/money/payouts'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Table, Td, Th } from '@/components/ui/table'
import { useApproveBatch, useBuildBatch, usePayouts, useRequeuePayout } from '../api/payouts'
import { type MessageId, useT } from '@/lib/i18n/use-t'
import { PAYOUT_STATE_IDS } from './payout-state-ids'

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

const BATCH_LABELS: Record<PayoutBatch['state'], MessageId> = {
  building: 'payouts.batchState.building',
  approved: 'payouts.batchState.approved',
  exported: 'payouts.batchState.exported',
  broadcast: 'payouts.batchState.broadcast',
  closed: 'payouts.batchState.closed',
}

const short = (text: string) => (text.length > 14 ? `${text.slice(0, 8)}…${text.slice(-4)}` : text)

/**
 * Sends paid on chain (docs/decisions/146): choose queued payouts and build a batch; a second staff member approves it
 * (the server decides who may); returned payouts go back to the queue from here, or are failed on the customer's
 * Transactions tab. Export, signing and broadcast happen on the operator's command line.
 */
export function PayoutsBoard() {
  const t = useT()
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

  if (payouts.isError) return <Banner>{t('payouts.failed')}</Banner>
  const data = payouts.data
  return (
    <div className="space-y-4">
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/5 px-5 py-4">
          <div>
            <h2 className="text-base font-semibold text-white">{t('payouts.queue')}</h2>
            <p className="mt-1 text-sm text-slate-400">{t('payouts.queueIntro')}</p>
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
            {t('payouts.build', { count: chosen.size })}
          </Button>
        </div>
        <PayoutTable payouts={data?.queue ?? []} empty={t('payouts.queueEmpty')} chosen={chosen} onToggle={toggle} />
      </Card>

      {(data?.returned.length ?? 0) > 0 && (
        <Card>
          <div className="border-b border-white/5 px-5 py-4">
            <h2 className="text-base font-semibold text-white">{t('payouts.returned')}</h2>
            <p className="mt-1 text-sm text-slate-400">{t('payouts.returnedIntro')}</p>
          </div>
          <PayoutTable
            payouts={data!.returned}
            empty=""
            action={(p) => (
              <Button size="sm" variant="secondary" onClick={() => void run(() => requeue.mutateAsync({ payoutId: p.id, reason: 'Checked and queued again' }))}>
                {t('payouts.queueAgain')}
              </Button>
            )}
          />
        </Card>
      )}

      <Card>
        <div className="border-b border-white/5 px-5 py-4">
          <h2 className="text-base font-semibold text-white">{t('payouts.batches')}</h2>
        </div>
        {(data?.batches ?? []).length === 0 && <p className="px-5 py-4 text-sm text-slate-400">{t('payouts.noBatches')}</p>}
        {(data?.batches ?? []).map((batch) => (
          <BatchRow key={batch.id} batch={batch} onApprove={() => void run(() => approve.mutateAsync(batch.id))} approving={approve.isPending} />
        ))}
      </Card>
    </div>
  )
}

function BatchRow({ batch, onApprove, approving }: { batch: PayoutBatch; onApprove: () => void; approving: boolean }) {
  const t = useT()
  return (
    <section aria-label={t('payouts.batch', { id: batch.id })} className="border-b border-white/5 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-slate-300">
          <span className="font-medium text-white">{t('payouts.batch', { id: short(batch.id) })}</span> ·{' '}
          {t('payouts.builtBy', { name: batch.createdByName ?? t('payouts.staff') })} ·{' '}
          <Badge tone={batch.state === 'closed' ? 'green' : batch.state === 'building' ? 'grey' : 'blue'}>{t(BATCH_LABELS[batch.state])}</Badge>
        </div>
        {batch.state === 'building' &&
          (batch.canApprove ? (
            <Button size="sm" loading={approving} onClick={onApprove}>
              {t('payouts.approve')}
            </Button>
          ) : (
            <span className="text-xs text-slate-400">{t('payouts.needsApprover')}</span>
          ))}
      </div>
      <PayoutTable payouts={batch.payouts} empty="" />
    </section>
  )
}

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
  const t = useT()
  if (payouts.length === 0) return empty ? <p className="px-5 py-4 text-sm text-slate-400">{empty}</p> : null
  return (
    <Table stack aria-label={t('payouts.label')}>
      <thead>
        <tr>
          {onToggle && <Th className="w-10">{t('payouts.pick')}</Th>}
          <Th>{t('payouts.customer')}</Th>
          <Th>{t('payouts.amount')}</Th>
          <Th>{t('payouts.recipient')}</Th>
          <Th>{t('payouts.stateColumn')}</Th>
          {action && <Th>{t('payouts.action')}</Th>}
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.id}>
            {onToggle && (
              <Td label={t('payouts.pick')}>
                <input
                  type="checkbox"
                  aria-label={t('payouts.pickOne', { amount: p.amount, asset: p.asset, email: p.customerEmail })}
                  checked={chosen?.has(p.id) ?? false}
                  onChange={() => onToggle(p.id)}
                />
              </Td>
            )}
            <Td label={t('payouts.customer')}>{p.customerEmail}</Td>
            <Td label={t('payouts.amount')}>
              <bdi dir="ltr">
                {p.amount} {p.asset}
              </bdi>
            </Td>
            <Td label={t('payouts.recipient')} className="font-mono text-xs">
              {short(p.recipient)}
            </Td>
            <Td label={t('payouts.stateColumn')}>
              <Badge tone={STATE_TONES[p.state]}>{t(PAYOUT_STATE_IDS[p.state])}</Badge>
              {p.returnReason && <p className="mt-1 text-xs text-red-300">{p.returnReason}</p>}
            </Td>
            {action && <Td label={t('payouts.action')}>{action(p)}</Td>}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
