import { format } from 'date-fns'
import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useStaffFreezeState, useUnfreezeCustomer } from '../api/customers'

const UNFREEZE_FAILED = 'Failed to unfreeze the account.'

/** While the customer's own freeze holds: when it began, and the staff review that lifts it (audited, the customer told). */
export function FreezeReview({ customerId }: { customerId: string }) {
  const [done, setDone] = useState<string | null>(null)
  const state = useStaffFreezeState(customerId)
  const unfreeze = useUnfreezeCustomer(customerId)
  const dialog = useConfirmAction({
    run: async () => staffOutcome(await unfreeze.mutateAsync(undefined), UNFREEZE_FAILED),
    failure: UNFREEZE_FAILED,
    onSuccess: setDone,
  })
  if (done) return <Banner tone="success">{done}</Banner>
  if (state.status !== 'success' || !state.data.frozen) return null
  return (
    <Card>
      <CardHeader title="Account Frozen" />
      <div className="space-y-4 p-5 text-sm text-slate-300">
        <Banner tone="warning">
          The customer froze this account on {format(new Date(state.data.frozenAt!), 'dd MMM yyyy, HH:mm')}: nobody can sign in and no funds can leave it.
        </Banner>
        <p className="text-slate-400">Unfreeze it only after confirming with the customer that they want it; they are told by notification and email.</p>
        <Button variant="danger" onClick={() => dialog.open(true)}>
          Unfreeze Account
        </Button>
      </div>
      <ConfirmDialog
        {...dialog.dialogProps}
        title="Unfreeze Account"
        description="Have you confirmed with the customer, through a channel you trust, that they want their account unfrozen?"
        confirmLabel="Unfreeze Account"
      />
    </Card>
  )
}
