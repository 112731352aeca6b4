import { cn } from './cn'
import { useT } from '@/lib/i18n/use-t'

/**
 * A grey bar where text will appear. It pulses unless `still`: a placeholder that shows for a moment only (the sign-in
 * form's, while its code loads) would not be seen to pulse, and the animation costs the first screen's thread
 * (docs/decisions/081-sign-in-card-without-motion.md).
 */
export function Skeleton({ className, still = false }: { className?: string; still?: boolean }) {
  return <span aria-hidden="true" className={cn('block h-4 rounded bg-white/10', !still && 'animate-pulse', className)} />
}

/** Placeholder rows of a table while it loads (the spec's 5), announced once as loading. */
export function SkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  const t = useT()
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden={r > 0 || undefined} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="border-b border-white/5 px-5 py-3.5">
              <Skeleton className={c === 0 ? 'w-32' : 'w-24'} />
              {r === 0 && c === 0 && <span className="sr-only">{t('common.loading')}</span>}
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}
