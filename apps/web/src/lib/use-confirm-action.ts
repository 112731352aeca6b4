import type { StaffMessage } from '@wallet/shared/back-office/customers'
import { useState } from 'react'
import { type ErrorMessageOptions, errorMessage, NAMED_REFUSALS } from './api-client'
import { useStaffDialog } from './use-staff-dialog'

/** What a confirmed action ends with: the success message, or (answered but not done) the failure to show. */
export type ActionOutcome = string | { failed: string }

/** A staff call's answer as an outcome: its message when it says it worked, else the spec's 'Could not process …' text. */
export function staffOutcome(answer: StaffMessage | undefined, noResult: string): ActionOutcome {
  return answer?.success === true && answer.message ? answer.message : { failed: noResult }
}

export interface ConfirmActionOptions<T> {
  /** Does the work once confirmed. A throw shows `failure` (or the server's words, by `errors`). */
  run: (target: T) => Promise<ActionOutcome>
  /** The spec's message for a failed call. */
  failure: string
  /** When the server's words show instead of `failure`: a refusal it named, unless told otherwise. */
  errors?: ErrorMessageOptions
  /** After success, with its message (e.g. a page's banner). */
  onSuccess?: (message: string, target: T) => void
}

/**
 * The one way an action is confirmed in a dialog: open it for a target, run the action on Confirm, show the failure
 * in the dialog, or the success for 1.5 s before it closes by itself (the staff dialog's life, part 2 §9).
 * Spread `dialogProps` onto a `ConfirmDialog`.
 */
export function useConfirmAction<T = true>({ run, failure, errors = NAMED_REFUSALS, onSuccess }: ConfirmActionOptions<T>) {
  const dialog = useStaffDialog<T>()
  const [pending, setPending] = useState(false)

  async function confirm() {
    const target = dialog.target
    if (target === null || pending) return
    setPending(true)
    try {
      const outcome = await run(target)
      if (typeof outcome !== 'string') return dialog.fail(outcome.failed)
      dialog.succeed(outcome)
      onSuccess?.(outcome, target)
    } catch (error) {
      dialog.fail(errorMessage(error, failure, errors))
    } finally {
      setPending(false)
    }
  }

  return {
    ...dialog,
    pending,
    confirm,
    dialogProps: { open: dialog.isOpen, onOpenChange: dialog.onOpenChange, onConfirm: confirm, pending, error: dialog.error, success: dialog.success },
  }
}
