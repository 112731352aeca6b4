import { formatNumber } from '@/lib/i18n/format'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { useWorkEvents, useWorkSummary } from '../api/work'

/** '12 waiting', '100+ waiting' (counted up to a cap, `more` beyond it), in the page's language. */
export const workBadge = (t: Translate, count: number, more = false) => t('workQueue.badge', { count: `${formatNumber(count)}${more ? '+' : ''}` })

/** The number of items waiting for the signed-in staff member, kept live by the event stream; nothing at zero. */
export function WorkCountBadge() {
  useWorkEvents()
  const t = useT()
  const summary = useWorkSummary()
  const count = summary.data?.total ?? 0
  if (count === 0) return null
  return (
    <span
      data-testid="work-count"
      aria-label={workBadge(t, count, summary.data?.more)}
      className="ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** A navigation label with the live count beside it. */
export function WorkLabel() {
  const t = useT()
  return (
    <span className="inline-flex items-center gap-2">
      {t('nav.work')}
      <WorkCountBadge />
    </span>
  )
}
