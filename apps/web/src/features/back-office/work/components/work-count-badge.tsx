import { WORK_TEXTS } from '@wallet/shared/back-office/work'
import { useWorkEvents, useWorkSummary } from '../api/work'

/** The number of items waiting for the signed-in staff member, kept live by the event stream; nothing at zero. */
export function WorkCountBadge() {
  useWorkEvents()
  const summary = useWorkSummary()
  const count = summary.data?.total ?? 0
  if (count === 0) return null
  return (
    <span
      data-testid="work-count"
      aria-label={WORK_TEXTS.badge(count, summary.data?.more)}
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** A navigation label with the live count beside it. */
export function WorkLabel() {
  return (
    <span className="inline-flex items-center gap-2">
      {WORK_TEXTS.title}
      <WorkCountBadge />
    </span>
  )
}
