import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import { cn } from './cn'

/**
 * A data table that scrolls sideways on narrow screens. With `stack`, each row becomes a card of label/value lines on
 * a phone instead (the labels come from each cell's `label`; the header stays for screen readers).
 */
export function Table({ className, stack = false, ...rest }: HTMLAttributes<HTMLTableElement> & { stack?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full border-collapse text-left text-sm', stack && 'table-stack', className)} {...rest} />
    </div>
  )
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-white/5 px-5 py-3 text-xs font-medium uppercase tracking-wide text-slate-400', className)}
      {...rest}
    />
  )
}

/** A cell; `label` names it on a phone when its table stacks. */
export function Td({ className, label, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { label?: string }) {
  return <td data-label={label} className={cn('border-b border-white/5 px-5 py-3.5 align-middle text-slate-200', className)} {...rest} />
}
