import { Button } from './button'
import { useT } from '@/lib/i18n/use-t'

/** Previous / Next with 'Page X of Y (Total: N)'. */
export function Pagination({ page, pageCount, total, onPageChange }: { page: number; pageCount: number; total: number; onPageChange: (page: number) => void }) {
  const t = useT()
  return (
    <nav aria-label={t('common.pagination')} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 text-sm text-slate-400">
      <span>{t('common.pageOf', { page, pageCount, total })}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  )
}
