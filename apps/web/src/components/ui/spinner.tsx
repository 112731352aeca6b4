import { cn } from './cn'
import { useMessageText } from '@/lib/i18n/use-t'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg className={cn('size-4 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}

/** A full-area loading state with visible text, e.g. 'Initializing...'. */
export function LoadingScreen({ text }: { text: string }) {
  const message = useMessageText()
  return (
    <div className="flex min-h-dvh items-center justify-center p-6" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-sm font-medium text-slate-300">
        <Spinner className="size-5 text-brand-400" />
        <span>{message(text)}</span>
      </div>
    </div>
  )
}
