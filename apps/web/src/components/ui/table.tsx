import { type HTMLAttributes, type TdHTMLAttributes, type ThHTMLAttributes, useEffect, useRef, useState } from 'react'
import { cn } from './cn'

/**
 * Whether the scroller scrolls at all, and whether it has more to show at its end (the right, or the left in right to
 * left), kept up to date as it scrolls or resizes.
 */
function useMoreAtTheEnd() {
  const scroller = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState(false)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => {
      setScrolls(element.clientWidth < element.scrollWidth - 1)
      // Right to left, scrollLeft runs from 0 at the start down to negative values: its size is how far it scrolled.
      setMore(Math.abs(element.scrollLeft) + element.clientWidth < element.scrollWidth - 1)
    }
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    if (element.firstElementChild) observer?.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [])
  return { scroller, more, scrolls }
}

/**
 * A data table that scrolls sideways on narrow screens, with a shade and an arrow at the end edge while there is
 * more to see. The scroller is positioned, so that visually hidden text (absolutely positioned) stays inside it rather
 * than widening the page. With `stack`, each row becomes a card of label/value lines on a phone instead (the labels
 * come from each cell's `label`; the header stays for screen readers). While it scrolls, the scroller takes the
 * keyboard's focus (a region named like the table), so that it can be scrolled without a pointer.
 */
export function Table({ className, stack = false, ...rest }: HTMLAttributes<HTMLTableElement> & { stack?: boolean }) {
  const { scroller, more, scrolls } = useMoreAtTheEnd()
  const focusable = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': rest['aria-label'] } : {}
  return (
    <div className="relative">
      <div ref={scroller} className="@container relative overflow-x-auto" {...focusable}>
        <table className={cn('w-full border-collapse text-start text-sm', stack && 'table-stack', className)} {...rest} />
      </div>
      {more && (
        <div
          aria-hidden="true"
          data-testid="table-scroll-cue"
          className="pointer-events-none absolute inset-y-0 end-0 flex w-12 items-start justify-end bg-gradient-to-l from-ink-850 via-ink-850/70 to-transparent pe-1.5 pt-3 text-slate-300 rtl:bg-gradient-to-r"
        >
          <svg
            className="size-4 animate-pulse rtl:-scale-x-100"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m9 6 6 6-6 6" />
          </svg>
        </div>
      )}
    </div>
  )
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('border-b border-white/5 px-5 py-3 text-xs font-medium uppercase tracking-wide text-slate-400', className)} {...rest} />
}

/** A cell; `label` names it on a phone when its table stacks. */
export function Td({ className, label, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { label?: string }) {
  return <td data-label={label} className={cn('border-b border-white/5 px-5 py-3.5 align-middle text-slate-200', className)} {...rest} />
}
