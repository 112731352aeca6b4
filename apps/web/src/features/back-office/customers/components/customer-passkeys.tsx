import type { Passkey } from '@wallet/shared/identity/passkeys'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { formatDateTime, formatDay } from '@/lib/format-date'
import { staffOutcome, useConfirmAction } from '@/lib/use-confirm-action'
import { useRemoveCustomerPasskey, useStaffPasskeys } from '../api/customers'

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
  const columns: Array<DataTableColumn<Passkey>> = [
    { header: 'Name', className: 'font-semibold', cell: (p) => p.name },
    { header: 'Added', className: 'whitespace-nowrap', cell: (p) => formatDay(p.createdAt) },
    { header: 'Last used', className: 'whitespace-nowrap', cell: (p) => (p.lastUsedAt ? formatDateTime(p.lastUsedAt) : 'Not used yet') },
    {
      header: '',
      label: '',
      className: 'text-right',
      cell: (p) => (
        <Button variant="secondary" size="sm" onClick={() => dialog.open(p)} aria-label={`Remove ${p.name}`}>
          Remove
        </Button>
      ),
    },
  ]
  return (
    <Card>
      <CardHeader title="Passkeys" />
      <DataTable
        label="Customer’s passkeys"
        columns={columns}
        state={passkeys}
        rows={(data) => data}
        rowKey={(p) => p.id}
        empty="No passkeys."
        failed={(error) => errorMessage(error, 'Failed to load passkeys.', NAMED_REFUSALS)}
      />
      <ConfirmDialog
        {...dialog.dialogProps}
        title="Remove Passkey"
        description={`"${dialog.target?.name ?? ''}" will no longer sign the customer in. They are told by notification and email.`}
        confirmLabel="Remove Passkey"
        tone="danger"
      />
    </Card>
  )
}
