import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { type CreditApproval, type TransactionChangeAnswer } from '@wallet/shared/money/staff-transactions'
import { TX_STATUSES } from '@wallet/shared/money/transactions'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { type Translate, useT } from '@/lib/i18n/use-t'

/** A transaction status in the page's language. */
export const txStatusLabel = (t: Translate, status: string): string =>
  (TX_STATUSES as readonly string[]).includes(status) ? t('staffProfile.txStatus', { status }) : status

/** The status options of a staff transaction form. */
export const txStatusOptions = (t: Translate) => TX_STATUSES.map((s) => ({ value: s, label: txStatusLabel(t, s) }))

/** An approval's amount and asset as a message's values (drawn left to right, in a `<bdi dir="ltr">`). */
export const amountOf = (approval: Pick<CreditApproval, 'amount' | 'assetId'>) => ({ amount: approval.amount, asset: approval.assetId })

/** A change held for a second staff member's approval. */
export interface AwaitingApproval {
  message: string
  approval: CreditApproval | null
}

/**
 * How a staff transaction form settles: a change held for approval stays in the dialog (`awaiting`); a booked one
 * shows its message and closes the dialog; a refused one shows why (or `failedMessage`).
 */
export function useTransactionChange({
  dialog,
  doneMessage,
  failedMessage,
  onDone,
}: {
  dialog: Pick<StaffDialog<unknown>, 'succeed' | 'fail'>
  doneMessage: string
  failedMessage: string
  onDone: (message: string) => void
}) {
  const [awaiting, setAwaiting] = useState<AwaitingApproval | null>(null)
  const settle = async (change: () => Promise<TransactionChangeAnswer>) => {
    try {
      const answer = await change()
      if (answer.approval) {
        setAwaiting({ message: answer.message || STAFF_PROFILE_MESSAGES.creditAwaitingApproval, approval: answer.approval })
        return
      }
      const message = answer.message || doneMessage
      dialog.succeed(message)
      onDone(message)
    } catch (cause) {
      dialog.fail(errorMessage(cause, failedMessage, NAMED_REFUSALS))
    }
  }
  return { awaiting, settle }
}

/** What the dialog shows once a change waits for approval: `before`, the message with `children`, and Done. */
export function AwaitingApprovalNotice({
  message,
  before,
  children,
  onDone,
}: {
  message: string
  before?: ReactNode
  children?: ReactNode
  onDone: () => void
}) {
  const t = useT()
  return (
    <div className="space-y-4">
      {before}
      <Banner tone="warning">
        <p className="font-medium">{message}</p>
        {children}
      </Banner>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('staffProfile.txForm.done')}</Button>
      </div>
    </div>
  )
}

/** A staff transaction form: the failure or success above the fields, Cancel and the submit button below them. */
export function TransactionForm({
  label,
  onSubmit,
  error,
  success,
  submitLabel,
  submitting,
  onCancel,
  children,
}: {
  label: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  error: string | null | undefined
  success: string | null
  submitLabel: string
  submitting: boolean
  onCancel: () => void
  children: ReactNode
}) {
  const t = useT()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void onSubmit(event)
      }}
      className="space-y-4"
      aria-label={label}
    >
      {error && <Banner>{error}</Banner>}
      {success && <Banner tone="success">{success}</Banner>}
      {children}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={submitting} disabled={success !== null}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
