import type { ReactNode } from 'react'
import { Banner } from './banner'
import { Button } from './button'
import { Dialog } from './dialog'
import { useT } from '@/lib/i18n/use-t'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What will happen, in a sentence or two. */
  description: ReactNode
  confirmLabel: string
  onConfirm: () => void
  /** Danger actions (ban, reset) get a red button. */
  tone?: 'primary' | 'danger'
  pending?: boolean
  /** The failure of the last attempt, shown above the buttons. */
  error?: string | null
  /** The outcome once it worked (the dialog then closes by itself); the confirm button is done with. */
  success?: string | null
  /** Extra fields (a reason, a duration) between the description and the buttons. */
  children?: ReactNode
}

/** A yes/no question before an action that changes something for someone else. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'primary',
  pending = false,
  error,
  success,
  children,
}: ConfirmDialogProps) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={pending} disabled={Boolean(success)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Banner className="mt-4">{error}</Banner>}
      {success && (
        <Banner tone="success" className="mt-4">
          {success}
        </Banner>
      )}
    </Dialog>
  )
}
