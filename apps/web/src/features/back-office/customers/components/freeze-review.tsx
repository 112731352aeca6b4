import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useStaffFreezeState, useUnfreezeCustomer } from '../api/customers'
import { useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

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
  const t = useT()
  if (done) return <Banner tone="success">{done}</Banner>
  if (state.status !== 'success' || !state.data.frozen) return null
  return (
    <Card>
      <CardHeader title={t('staffProfile.freeze.title')} />
      <div className="space-y-4 p-5 text-sm text-slate-300">
        <Banner tone="warning">{t('staffProfile.freeze.frozenOn', { at: formatDateTimeIn(state.data.frozenAt) })}</Banner>
        <p className="text-slate-400">{t('staffProfile.freeze.hint')}</p>
        <Button variant="danger" onClick={() => dialog.open(true)}>
          {t('staffProfile.freeze.unfreeze')}
        </Button>
      </div>
      <ConfirmDialog
        {...dialog.dialogProps}
        title={t('staffProfile.freeze.unfreeze')}
        description={t('staffProfile.freeze.confirm')}
        confirmLabel={t('staffProfile.freeze.unfreeze')}
      />
    </Card>
  )
}
