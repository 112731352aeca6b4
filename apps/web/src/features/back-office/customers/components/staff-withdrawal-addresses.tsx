import type { AllowlistState, WithdrawalAddress } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { AllowlistBadge, WithdrawalAddressBadge } from '@/components/ui/allowlist-badges'
import { Card, CardHeader } from '@/components/ui/card'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { formatDateTimeIn } from '@/lib/i18n/format'

const columns = (t: Translate): Array<DataTableColumn<WithdrawalAddress>> => [
  { header: t('staffProfile.walletDetails.asset'), className: 'whitespace-nowrap font-semibold', cell: (a) => a.assetId },
  { header: t('staffProfile.allowlist.label'), cell: (a) => a.label ?? '—' },
  { header: t('staffProfile.allowlist.address'), className: 'font-mono text-xs break-all', cell: (a) => <bdi dir="ltr">{a.address}</bdi> },
  { header: t('staffProfile.allowlist.state'), className: 'whitespace-nowrap', cell: (a) => <WithdrawalAddressBadge address={a} /> },
  { header: t('staffProfile.allowlist.added'), className: 'whitespace-nowrap', cell: (a) => formatDateTimeIn(a.createdAt) },
]

/** The staff profile, read-only: whether the customer sends only to saved addresses, and the list (docs/decisions/037). */
export function StaffWithdrawalAddresses({ allowlist }: { allowlist: QueryState<AllowlistState> }) {
  const state = allowlist.status === 'success' ? allowlist.data : null
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('staffProfile.allowlist.title')} action={state && <AllowlistBadge state={state} onText={t('staffProfile.allowlist.on')} />} />
      <DataTable
        label={t('staffProfile.allowlist.tableLabel')}
        columns={columns(t)}
        state={allowlist}
        rows={(data) => data.addresses}
        rowKey={(a) => a.id}
        empty={t('staffProfile.allowlist.empty')}
        failed={(error) => errorMessage(error, 'Failed to load withdrawal addresses.', NAMED_REFUSALS)}
      />
    </Card>
  )
}
