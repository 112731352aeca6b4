import { ASSET_IDS } from '@wallet/shared/assets'
import { WORKER_MESSAGES } from '@wallet/shared/back-office/workers'
import { WORK_MIN_AGES, WORK_PAGE_SIZE, WORK_QUEUES, type WorkItem, type WorkQueue, type WorkQueueFilters } from '@wallet/shared/back-office/work'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Amount } from '@/components/ui/amount'
import { Banner } from '@/components/ui/banner'
import { Button, buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Tabs } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { formatNumber } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { useConfirmAction } from '@/lib/use-confirm-action'
import { useClaimFromQueue, useDecideTransaction, useWorkEvents, useWorkQueue, useWorkSummary } from '../api/work'
import { waitedParts } from './work-age'
import { workBadge } from './work-count-badge'

const WAITING = 'waiting'
const ageOptions = (t: Translate) =>
  WORK_MIN_AGES.map((m) => ({
    value: String(m),
    label: m === 0 ? t('workQueue.anyAge') : m < 1440 ? t('workQueue.age.h', { count: m / 60 }) : t('workQueue.age.d', { count: m / 1440 }),
  }))
const assetOptions = (t: Translate) => [{ value: '', label: t('workQueue.anyAsset') }, ...ASSET_IDS.map((id) => ({ value: id, label: id }))]
/** The queues whose items carry an asset and an amount. */
const MONEY_QUEUES: ReadonlySet<WorkQueue> = new Set(['transactions', 'approvals'])

/** Where an item opens: the tab of the customer's staff profile it is about (a ticket: the worker's tickets). */
function itemHref(item: WorkItem, answersTickets: boolean): string | null {
  switch (item.queue) {
    case 'transactions':
    case 'approvals':
      return paths.userProfile.transactions.getHref(item.customerId)
    case 'kyc':
      return paths.userProfile.verification.getHref(item.customerId)
    case 'resets':
      return paths.userProfile.general.getHref(item.customerId)
    case 'tickets':
      return answersTickets ? paths.worker.supportTickets.getHref() : paths.userProfile.general.getHref(item.customerId)
    case 'unclaimed':
      return null
  }
}

type Decision = { item: WorkItem; status: 'Complete' | 'Failed' }

/** What the signed-in staff member may do in place (the route module asks `useCan`; the server checks it again). */
export interface WorkAbilities {
  manage: boolean
  claim: boolean
  answerTickets: boolean
}

/**
 * The approvals queue as the route composes it (the approvals component, from the transactions feature): given the
 * queue's filters and page, the requests in full with Approve, Reject and the bulk decision.
 */
type ApprovalQueueSlot = (query: WorkQueueFilters, onPageChange: (page: number) => void) => ReactNode

/**
 * The actions of a row: open it, and where it can be done in place, Complete / Fail or Claim; a credit approval is
 * decided in the approvals queue, which `showQueue` opens.
 */
function useItemActions({ manage: canManage, claim: canClaim, answerTickets: answersTickets }: WorkAbilities, showQueue?: (queue: WorkQueue) => void) {
  const t = useT()
  const decide = useDecideTransaction()
  const claim = useClaimFromQueue()
  const [claimError, setClaimError] = useState<string | null>(null)
  const dialog = useConfirmAction<Decision>({
    run: async ({ item, status }) => {
      await decide.mutateAsync({ item, status })
      return status === 'Complete' ? t('workQueue.completed') : t('workQueue.failed')
    },
    failure: t('workQueue.updateFailed'),
  })

  const cell = (item: WorkItem) => {
    const href = itemHref(item, answersTickets)
    const email = item.customerEmail
    const kind = t(`workQueue.kind.${item.kind}`)
    return (
      <div className="flex flex-wrap justify-end gap-2">
        {href && (
          <Link
            to={href}
            className={buttonClasses('secondary', 'sm')}
            aria-label={item.queue === 'kyc' ? t('workQueue.reviewOf', { email }) : t('workQueue.openOf', { email })}
          >
            {item.queue === 'kyc' ? t('workQueue.review') : t('workQueue.open')}
          </Link>
        )}
        {item.queue === 'transactions' && canManage && (
          <>
            <Button size="sm" onClick={() => dialog.open({ item, status: 'Complete' })} aria-label={t('workQueue.completeOf', { kind, email })}>
              {t('workQueue.complete')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => dialog.open({ item, status: 'Failed' })} aria-label={t('workQueue.failOf', { kind, email })}>
              {t('workQueue.fail')}
            </Button>
          </>
        )}
        {item.queue === 'approvals' && showQueue && (
          <Button size="sm" onClick={() => showQueue('approvals')} aria-label={t('workQueue.decideOf', { email })}>
            {t('workQueue.decide')}
          </Button>
        )}
        {item.queue === 'unclaimed' && canClaim && (
          <Button
            size="sm"
            loading={claim.isPending && claim.variables === item.customerId}
            onClick={() => {
              setClaimError(null)
              claim.mutate(item.customerId, { onError: (error) => setClaimError(errorMessage(error, WORKER_MESSAGES.claimFailed, NAMED_REFUSALS)) })
            }}
            aria-label={t('workQueue.claimOf', { email })}
          >
            {t('workQueue.claim')}
          </Button>
        )}
      </div>
    )
  }

  const dialogs = (
    <>
      {claimError && <Banner>{claimError}</Banner>}
      <ConfirmDialog
        {...dialog.dialogProps}
        title={dialog.target?.status === 'Failed' ? t('workQueue.fail') : t('workQueue.complete')}
        description={dialog.target?.status === 'Failed' ? t('workQueue.confirmFail') : t('workQueue.confirmComplete')}
        confirmLabel={dialog.target?.status === 'Failed' ? t('workQueue.fail') : t('workQueue.complete')}
        tone={dialog.target?.status === 'Failed' ? 'danger' : 'primary'}
      />
    </>
  )
  return { cell, dialogs }
}

/** '12 min', '3 h', '2 d' in the page's language. */
function waited(t: Translate, since: string): string {
  const { count, unit } = waitedParts(since)
  return t(`workQueue.waited.${unit}`, { count })
}

function columns(t: Translate, queue: WorkQueue | null, actions: (item: WorkItem) => React.ReactNode): Array<DataTableColumn<WorkItem>> {
  const money = queue === null || MONEY_QUEUES.has(queue)
  return [
    { header: t('workQueue.column.waiting'), className: 'whitespace-nowrap', cell: (item) => <time dateTime={item.since}>{waited(t, item.since)}</time> },
    { header: t('workQueue.column.item'), className: 'whitespace-nowrap', cell: (item) => t(`workQueue.kind.${item.kind}`) },
    { header: t('workQueue.column.customer'), className: 'font-medium text-slate-100 break-all', cell: (item) => item.customerEmail },
    ...(money
      ? [
          {
            header: t('workQueue.column.amount'),
            className: 'whitespace-nowrap',
            cell: (item: WorkItem) => (item.amount ? <Amount value={item.amount} asset={item.assetId ?? undefined} /> : '—'),
          },
        ]
      : []),
    { header: t('workQueue.column.details'), className: 'max-w-64 truncate', cell: (item) => item.title ?? '' },
    actionsColumn(t('common.actions'), actions),
  ]
}

/** One queue: its filters, then its items oldest first, paged (or what `body` shows for them: the approvals in full). */
function QueueTab({ queue, abilities, body }: { queue: WorkQueue; abilities: WorkAbilities; body?: ApprovalQueueSlot }) {
  const t = useT()
  const [query, setQuery] = useState<WorkQueueFilters>({ page: 1, pageSize: WORK_PAGE_SIZE })
  const state = useWorkQueue(queue, query, { enabled: !body })
  const { cell, dialogs } = useItemActions(abilities)
  const set = (change: Partial<WorkQueueFilters>) => setQuery((q) => ({ ...q, ...change, page: 1 }))
  const onPageChange = (page: number) => setQuery((q) => ({ ...q, page }))
  const money = MONEY_QUEUES.has(queue)
  return (
    <Card>
      <form
        role="search"
        aria-label={t('workQueue.filter', { queue: t(`workQueue.queue.${queue}`) })}
        className="flex flex-wrap items-end gap-3 border-b border-white/5 px-5 py-4"
        onSubmit={(e) => e.preventDefault()}
      >
        {money && (
          <SelectField
            label={t('workQueue.filterAsset')}
            options={assetOptions(t)}
            value={query.asset ?? ''}
            onChange={(e) => set({ asset: (e.target.value || undefined) as WorkQueueFilters['asset'] })}
          />
        )}
        <SelectField
          label={t('workQueue.filterMinAge')}
          options={ageOptions(t)}
          value={String(query.minAgeMinutes ?? 0)}
          onChange={(e) => set({ minAgeMinutes: Number(e.target.value) || undefined })}
        />
        {money && (
          <Field
            label={t('workQueue.filterMinAmount')}
            inputMode="decimal"
            className="w-36"
            defaultValue={query.minAmount ?? ''}
            onBlur={(e) => set({ minAmount: /^\d+(\.\d+)?$/.test(e.target.value.trim()) ? e.target.value.trim() : undefined })}
          />
        )}
      </form>
      {body ? (
        body(query, onPageChange)
      ) : (
        <>
          {dialogs}
          <DataTable
            label={t(`workQueue.queue.${queue}`)}
            columns={columns(t, queue, cell)}
            state={state}
            rows={(data) => data.items}
            rowKey={(item) => `${item.queue}:${item.id}`}
            empty={t('workQueue.empty')}
            failed={(error) => errorMessage(error, t('workQueue.loadFailed'), NAMED_REFUSALS)}
            pages={{ page: query.page, pageSize: query.pageSize, total: (data) => data.total, onPageChange }}
          />
          {state.data?.more && (
            <p className="border-t border-white/5 px-5 py-3 text-sm text-slate-400">
              {t('workQueue.moreThanCounted', { count: formatNumber(state.data.total) })}
            </p>
          )}
        </>
      )}
    </Card>
  )
}

/** "Waiting for me": the oldest items of every queue the staff member has, or 'All caught up'. */
function WaitingForMe({ abilities, showQueue }: { abilities: WorkAbilities; showQueue?: (queue: WorkQueue) => void }) {
  const t = useT()
  const summary = useWorkSummary()
  const { cell, dialogs } = useItemActions(abilities, showQueue)
  if (summary.data && summary.data.total === 0) {
    return (
      <Card>
        <p role="status" className="px-5 py-8 text-center text-slate-300">
          {t('workQueue.allCaughtUp')}
        </p>
      </Card>
    )
  }
  return (
    <Card>
      {dialogs}
      <DataTable
        label={t('workQueue.waitingForMe')}
        columns={columns(t, null, cell)}
        state={summary}
        rows={(data) => data.queues.flatMap((q) => q.items)}
        rowKey={(item) => `${item.queue}:${item.id}`}
        empty={t('workQueue.allCaughtUp')}
        failed={(error) => errorMessage(error, t('workQueue.workFailed'), NAMED_REFUSALS)}
      />
    </Card>
  )
}

/**
 * The Work area: "Waiting for me" first, then one tab per queue the staff member has, each with its live count. With
 * `approvalQueue`, the approvals tab shows it, and a waiting approval's Decide opens that tab.
 */
export function WorkArea({ abilities, approvalQueue }: { abilities: WorkAbilities; approvalQueue?: ApprovalQueueSlot }) {
  useWorkEvents()
  const t = useT()
  const [tab, setTab] = useState<string>(WAITING)
  const summary = useWorkSummary()
  const queues = summary.data?.queues ?? []
  const counted = (label: string, count: number | undefined, more = false) => (
    <span className="inline-flex items-center gap-1.5">
      {label}
      {count ? (
        <span className="rounded-full bg-white/10 px-1.5 text-xs" aria-label={workBadge(t, count, more)}>
          {formatNumber(count)}
          {more && '+'}
        </span>
      ) : null}
    </span>
  )
  return (
    <Tabs
      label={t('nav.work')}
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: WAITING,
          label: counted(t('workQueue.waitingForMe'), summary.data?.total, summary.data?.more),
          content: <WaitingForMe abilities={abilities} showQueue={approvalQueue ? setTab : undefined} />,
        },
        ...WORK_QUEUES.filter((q) => queues.some((s) => s.queue === q)).map((queue) => ({
          value: queue,
          label: counted(t(`workQueue.queue.${queue}`), queues.find((s) => s.queue === queue)?.count, queues.find((s) => s.queue === queue)?.more),
          content: <QueueTab queue={queue} abilities={abilities} body={queue === 'approvals' ? approvalQueue : undefined} />,
        })),
      ]}
    />
  )
}
