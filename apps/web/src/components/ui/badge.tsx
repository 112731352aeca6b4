import type { ReactNode } from 'react'
import { cn } from './cn'

export type BadgeTone = 'green' | 'yellow' | 'red' | 'grey' | 'blue'

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25',
  yellow: 'bg-amber-500/15 text-amber-200 ring-amber-400/25',
  red: 'bg-red-500/15 text-red-300 ring-red-400/25',
  grey: 'bg-slate-500/15 text-slate-300 ring-slate-400/20',
  blue: 'bg-brand-500/15 text-indigo-200 ring-brand-400/25',
}

/** A short status word in a coloured pill. */
export function Badge({ tone = 'grey', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 whitespace-nowrap', TONES[tone], className)}>
      {children}
    </span>
  )
}
