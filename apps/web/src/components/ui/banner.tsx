import type { ReactNode } from 'react'
import { cn } from './cn'
import { useMessageText } from '@/lib/i18n/use-t'

type Tone = 'error' | 'success' | 'info' | 'warning'

const TONES: Record<Tone, string> = {
  error: 'border-red-400/30 bg-red-500/10 text-red-200',
  success: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
  info: 'border-brand-400/30 bg-brand-500/10 text-indigo-100',
  warning: 'border-amber-400/30 bg-amber-500/10 text-amber-100',
}

const ICONS: Record<Tone, ReactNode> = {
  error: <path d="M12 8v5m0 3h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  warning: <path d="M12 8v5m0 3h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  success: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  info: <path d="M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z" />,
}

/** A message across the form or page. Errors are announced as alerts, the rest politely. */
export function Banner({ tone = 'error', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  // A message given as words (the server's, a form's) shows in the page's language where the catalogue has it.
  const message = useMessageText()
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-3.5 py-3 text-sm leading-relaxed animate-fade-in', TONES[tone], className)}
    >
      <svg
        className="mt-0.5 size-4 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {ICONS[tone]}
      </svg>
      <div className="min-w-0 flex-1">{typeof children === 'string' ? message(children) : children}</div>
    </div>
  )
}
