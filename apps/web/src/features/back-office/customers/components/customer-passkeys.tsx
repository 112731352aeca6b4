import type { Passkey } from '@wallet/shared/identity/passkeys'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useRemoveCustomerPasskey, useStaffPasskeys } from '../api/customers'
import { useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn, formatDayIn } from '@/lib/i18n/format'

const REMOVE_FAILED = 'Failed to remove the passkey.'

/**
 * The support tools: the customer's passkeys (name, added, last used) and removing one, a staff action the customer is
 * told of by notification and email (docs/decisions/124).
 */
export function CustomerPasskeys({ customerId }: { customerId: string }) {
  const passkeys = useStaffPasskeys(customerId)
  const remove = useRemoveCustomerPasskey(customerId)
  const dialog = useConfirmAction<Passkey>({
    run: async (passkey) => staffOutcome(await remove.mutateAsync(passkey.id), REMOVE_FAILED),
    failure: REMOVE_FAILED,
  })
  const t = useT()
  const columns: Array<DataTableColumn<Passkey>> = [
    { header: t('staffProfile.passkeys.name'), className: 'font-semibold', cell: (p) => p.name },
    { header: t('staffProfile.passkeys.added'), className: 'whitespace-nowrap', cell: (p) => formatDayIn(p.createdAt) },
    {
      header: t('staffProfile.passkeys.lastUsed'),
      className: 'whitespace-nowrap',
      cell: (p) => (p.lastUsedAt ? formatDateTimeIn(p.lastUsedAt) : t('staffProfile.passkeys.notUsed')),
    },
    {
      header: '',
      label: '',
      className: 'text-end',
      cell: (p) => (
        <Button variant="secondary" size="sm" onClick={() => dialog.open(p)} aria-label={t('staffProfile.passkeys.removeNamed', { name: p.name })}>
          {t('common.remove')}
        </Button>
      ),
    },
  ]
  return (
    <Card>
      <CardHeader title={t('staffProfile.passkeys.title')} />
      <DataTable
        label={t('staffProfile.passkeys.label')}
        columns={columns}
        state={passkeys}
        rows={(data) => data}
        rowKey={(p) => p.id}
        empty={t('staffProfile.passkeys.empty')}
        failed={(error) => errorMessage(error, 'Failed to load passkeys.', NAMED_REFUSALS)}
      />
      <ConfirmDialog
        {...dialog.dialogProps}
        title={t('staffProfile.passkeys.removeTitle')}
        description={t('staffProfile.passkeys.removeDescription', { name: dialog.target?.name ?? '' })}
        confirmLabel={t('staffProfile.passkeys.removeTitle')}
        tone="danger"
      />
    </Card>
  )
}
