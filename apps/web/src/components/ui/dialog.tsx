import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { cn } from './cn'
import { useT } from '@/lib/i18n/use-t'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode
  className?: string
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and on closing the focus goes back
 * to what had it when the dialog opened (its opener), as long as that is still on the page.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null)
  const t = useT()
  // Before the dialog takes the focus (in an effect), remember who had it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement
  }, [open])
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            const element = opener.current
            opener.current = null
            if (element?.isConnected) {
              event.preventDefault()
              element.focus()
            }
          }}
          className={cn(
            'glass-floating fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl p-6 shadow-2xl outline-none animate-pop-in',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold tracking-tight text-white">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-400">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className="rounded-lg p-1.5 text-slate-400 transition hover:bg-white/5 hover:text-white" aria-label={t('common.close')}>
              <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
