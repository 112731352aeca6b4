import { zodResolver } from '@hookform/resolvers/zod'
import { reasonAudience } from '@wallet/shared/back-office/audit'
import { RejectKycBody, STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useApproveKyc, useRejectKyc } from '../api/customers'
import { detached } from '@/lib/detached'
import { useMessageText, useT } from '@/lib/i18n/use-t'

type RejectValues = z.input<typeof RejectKycBody>

/**
 * The KYC decision while a submission waits for review (`pending`): Approve KYC at once, or Reject KYC with a reason
 * (required) that the customer sees on their dashboard. The dialog stays mounted once the submission is decided, so
 * its outcome shows for 1.5 s after the profile reloads without the buttons.
 */
export function KycDecision({ customerId, pending, onDone }: { customerId: string; pending: boolean; onDone: (message: string) => void }) {
  const approve = useApproveKyc(customerId)
  const reject = useRejectKyc(customerId)
  const [approveError, setApproveError] = useState<string | null>(null)
  const t = useT()
  const message = useMessageText()
  const form = useForm<RejectValues, unknown, RejectKycBody>({ resolver: zodResolver(RejectKycBody), defaultValues: { reason: '' } })
  const rejectDialog = useConfirmAction({
    run: async () => {
      const { reason } = RejectKycBody.parse(form.getValues())
      return staffOutcome(await reject.mutateAsync(reason), STAFF_PROFILE_MESSAGES.rejectKyc)
    },
    failure: STAFF_PROFILE_MESSAGES.rejectKyc,
    onSuccess: onDone,
  })

  async function approveKyc() {
    setApproveError(null)
    try {
      const outcome = staffOutcome(await approve.mutateAsync(undefined), STAFF_PROFILE_MESSAGES.approveKycNoResult)
      if (typeof outcome === 'string') onDone(outcome)
      else setApproveError(outcome.failed)
    } catch (error) {
      setApproveError(errorMessage(error, STAFF_PROFILE_MESSAGES.approveKyc, NAMED_REFUSALS))
    }
  }

  return (
    <>
      {approveError && <Banner className="basis-full">{approveError}</Banner>}
      {pending && (
        <>
          <Button onClick={detached(approveKyc)} loading={approve.isPending}>
            {t('staffProfile.kyc.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ reason: '' })
              rejectDialog.open(true)
            }}
          >
            {t('staffProfile.kyc.reject')}
          </Button>
        </>
      )}

      <ConfirmDialog
        {...rejectDialog.dialogProps}
        onConfirm={detached(form.handleSubmit(rejectDialog.confirm))}
        title={t('staffProfile.kyc.reject')}
        description={t('staffProfile.kyc.rejectDescription')}
        confirmLabel={t('staffProfile.kyc.reject')}
        tone="danger"
      >
        <TextareaField
          label={t('staffProfile.kyc.reason')}
          hint={message(reasonAudience('customer.kyc.reject'))}
          rows={3}
          maxLength={500}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </ConfirmDialog>
    </>
  )
}
