import { cn } from '@/components/ui/cn'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { useLocale } from '@/lib/i18n/use-t'

/**
 * One message of a ticket's conversation; its text is always shown as text. The reader's own side is at the end (the
 * right, or the left in right to left); support's messages are drawn alike on both screens.
 */
export function ConversationMessage({
  author,
  mine,
  fromSupport,
  text,
  at,
}: {
  author: string
  mine: boolean
  fromSupport: boolean
  text: string
  at: string
}) {
  const locale = useLocale()
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5',
          mine ? 'rounded-ee-md' : 'rounded-es-md',
          fromSupport ? 'border border-white/10 bg-white/[0.05]' : 'bg-brand-500/25 ring-1 ring-brand-400/30',
        )}
      >
        <p className={cn('text-xs font-semibold break-all', fromSupport ? 'text-accent-400' : 'text-brand-300')}>{author}</p>
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">{text}</p>
        <p className="mt-1 text-[11px] text-slate-500">{formatDateTimeIn(at, locale)}</p>
      </div>
    </li>
  )
}
