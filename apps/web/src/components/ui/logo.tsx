import { cn } from './cn'

/** The product mark and name. */
export function Logo({ className, withName = true }: { className?: string; withName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="relative grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 shadow-glow">
        <svg viewBox="0 0 24 24" className="size-5 text-white" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5h11A2.5 2.5 0 0 1 20 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5z" />
          <path d="M20 10h-4a2 2 0 0 0 0 4h4" strokeLinejoin="round" />
          <circle cx="16" cy="12" r="0.6" fill="currentColor" />
        </svg>
      </span>
      {/* eslint-disable-next-line wallet/no-literal-text -- the product's name, the same in every language */}
      {withName && <span className="text-lg font-semibold tracking-tight text-white">Wallet</span>}
    </span>
  )
}
