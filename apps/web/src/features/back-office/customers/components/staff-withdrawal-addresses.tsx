import type { AllowlistState, WithdrawalAddress } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { AllowlistBadge, WithdrawalAddressBadge } from '@/components/ui/allowlist-badges'
import { Card, CardHeader } from '@/components/ui/card'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date'
import type { QueryState } from '@/lib/query-state'

const COLUMNS: Array<DataTableColumn<WithdrawalAddress>> = [
  { header: 'Asset', className: 'whitespace-nowrap font-semibold', cell: (a) => a.assetId },
  { header: 'Label', cell: (a) => a.label ?? '—' },
  { header: 'Address', className: 'font-mono text-xs break-all', cell: (a) => a.address },
  { header: 'State', className: 'whitespace-nowrap', cell: (a) => <WithdrawalAddressBadge address={a} /> },
  { header: 'Added', className: 'whitespace-nowrap', cell: (a) => formatDateTime(a.createdAt) },
]

/** The staff profile, read-only: whether the customer sends only to saved addresses, and the list (docs/decisions/037). */
export function StaffWithdrawalAddresses({ allowlist }: { allowlist: QueryState<AllowlistState> }) {
  const state = allowlist.status === 'success' ? allowlist.data : null
  return (
    <Card>
      <CardHeader title="Withdrawal Address Allowlist" action={state && <AllowlistBadge state={state} onText="On: sends only to saved addresses" />} />
      <DataTable
        label="Saved withdrawal addresses"
        columns={COLUMNS}
        state={allowlist}
        rows={(data) => data.addresses}
        rowKey={(a) => a.id}
        empty="No saved withdrawal addresses."
        failed={(error) => errorMessage(error, 'Failed to load withdrawal addresses.', NAMED_REFUSALS)}
      />
    </Card>
  )
}
