import { AUDIT_PAGE_SIZE, type AuditPage, type AuditRowView, type ChainState } from '@wallet/shared/back-office/audit'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { cn } from '@/components/ui/cn'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { formatDateTimeIn, formatNumber } from '@/lib/i18n/format'
import { type Translate, useMessageText, useT } from '@/lib/i18n/use-t'
import type { QueryState } from '@/lib/query-state'

/** The chain's state: the rows verified since the console's checkpoint, and older rows re-checked as it goes. */
export function chainStateText(chain: ChainState, t: Translate): string {
  if (!chain.ok) return t('auditLog.chainBroken', { row: chain.brokenAt, problem: chain.problem, verified: chain.verifiedThrough })
  if (chain.rows === 0) return t('auditLog.noRows')
  return t('auditLog.chainVerified', { row: chain.verifiedThrough })
}

/** When the checkpoint last moved, and how many newer rows the next view will verify. */
export function checkpointText(chain: ChainState, t: Translate): string | null {
  if (!chain.ok || !chain.verifiedAt) return null
  const waiting = chain.rows - chain.verifiedThrough
  const at = formatDateTimeIn(chain.verifiedAt)
  return waiting > 0 ? t('auditLog.checkpointWaiting', { at, count: waiting }) : t('auditLog.checkpoint', { at })
}

function ChainBanner({ chain }: { chain: ChainState }) {
  const t = useT()
  const checkpoint = checkpointText(chain, t)
  return (
    <Banner tone={chain.ok ? 'success' : 'error'}>
      <span data-testid="audit-chain">{chainStateText(chain, t)}</span>
      {checkpoint && (
        <span className="ms-1 text-sm opacity-80" data-testid="audit-checkpoint">
          {checkpoint}
        </span>
      )}{' '}
      <a className="text-sm underline" href="/api/admin/audit/head" download>
        {t('auditLog.downloadHead')}
      </a>
    </Banner>
  )
}

function Json({ label, value }: { label: string; value: unknown }) {
  const text = value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
      {/* A long value scrolls inside its box, so the box takes the focus: keyboard users can scroll it too. */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-64 overflow-auto rounded-lg border border-white/5 bg-ink-950/60 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-200 focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        {text}
      </pre>
    </div>
  )
}

function Detail({ term, children, mono }: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className={cn('wrap-anywhere text-slate-200', mono && 'font-mono text-xs')}>{children}</dd>
    </div>
  )
}

function AuditRow({ row }: { row: AuditRowView }) {
  const t = useT()
  const message = useMessageText()
  return (
    <li className="glass rounded-2xl p-4" aria-label={t('auditLog.row', { id: row.id })}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono text-xs text-slate-500">#{row.id}</span>
        {/* The server's English label, in the page's language when the catalogue has it. */}
        <span className="font-medium text-slate-100">{message(row.label)}</span>
        <Badge tone="blue">{row.action}</Badge>
        <time dateTime={row.createdAt} className="ms-auto text-xs text-slate-400">
          {formatDateTimeIn(row.createdAt)}
        </time>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail term={t('auditLog.actor')}>
          {row.actorEmail ?? t('auditLog.system')}
          {row.actorRole && <span className="whitespace-nowrap text-slate-400"> ({row.actorRole})</span>}
        </Detail>
        <Detail term={t('auditLog.customer')}>{row.targetEmail ?? '—'}</Detail>
        <Detail term={t('auditLog.reason')}>{row.reason ?? '—'}</Detail>
        <Detail term={t('auditLog.ipRequest')} mono>
          {row.ip ?? '—'} · {row.requestId ?? '—'}
        </Detail>
      </dl>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <Json label={t('auditLog.before')} value={row.before} />
        <Json label={t('auditLog.after')} value={row.after} />
      </div>
      <p className="mt-3 truncate font-mono text-[11px] text-slate-500" title={row.hash}>
        {t('auditLog.hash', { hash: row.hash })}
      </p>
    </li>
  )
}

/** Audit rows, newest first, with their count and pages: the admin's log and a customer's Activity tab. */
export function AuditRows({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  dimmed = false,
  emptyText,
}: {
  rows: AuditRowView[]
  total: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  /** The previous page stays in view, dimmed, while the next one loads. */
  dimmed?: boolean
  emptyText: string
}) {
  const t = useT()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return (
    <>
      <p className="text-sm text-slate-400" role="status">
        {t('auditLog.matches', { count: total, total: formatNumber(total) })}
      </p>
      {rows.length === 0 ? (
        <p className="glass rounded-2xl p-10 text-center text-sm text-slate-400">{emptyText}</p>
      ) : (
        <ol aria-label={t('auditLog.rows')} className={cn('space-y-3', dimmed && 'opacity-60')}>
          {rows.map((row) => (
            <AuditRow key={row.id} row={row} />
          ))}
        </ol>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} total={total} onPageChange={onPageChange} />}
    </>
  )
}

/** Three placeholder rows while a page of the log loads. */
export function AuditRowsLoading() {
  const t = useT()
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="glass space-y-3 rounded-2xl p-4">
          <Skeleton className="w-64" />
          <Skeleton className="w-full" />
        </div>
      ))}
    </div>
  )
}

/** The filtered audit log, newest first, 25 a page, each row's before and after side by side. */
export function AuditLog({ audit, page, onPageChange }: { audit: QueryState<AuditPage>; page: number; onPageChange: (page: number) => void }) {
  const t = useT()
  if (audit.status === 'error') return <Banner>{errorMessage(audit.error, 'Failed to load the audit log.')}</Banner>
  if (audit.status === 'pending') return <AuditRowsLoading />
  const { rows, total, chain } = audit.data
  return (
    <div className="space-y-4">
      <ChainBanner chain={chain} />
      <AuditRows
        rows={rows}
        total={total}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPageChange={onPageChange}
        dimmed={audit.isPlaceholderData}
        emptyText={t('auditLog.empty')}
      />
    </div>
  )
}
