import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import type { PaymentMethod } from '@wallet/shared/money/payment-methods'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { QueryState } from '@/lib/query-state'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { type Translate, useT } from '@/lib/i18n/use-t'
import { formatDayIn } from '@/lib/i18n/format'

/** A refusal of the list (the customer left the caller's scope) in the spec's own words (part 2 §6), other 4xx in the server's. */
const PAYMENT_METHODS_REFUSALS = { ...NAMED_REFUSALS, byStatus: { 403: STAFF_PROFILE_MESSAGES.paymentMethodsDenied } }

const columns = (t: Translate): Array<DataTableColumn<PaymentMethod>> => {
  const NA = t('staffProfile.details.none')
  return [
    {
      header: t('staffProfile.methods.type'),
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      cell: (method) => t('staffProfile.methods.typeName', { type: method.type }),
    },
    { header: t('staffProfile.methods.brand'), headerClassName: 'whitespace-nowrap', cell: (method) => method.card_brand ?? NA },
    { header: t('staffProfile.methods.last4'), headerClassName: 'whitespace-nowrap', className: 'font-mono', cell: (method) => method.last4 ?? NA },
    { header: t('staffProfile.methods.expiry'), headerClassName: 'whitespace-nowrap', className: 'font-mono', cell: (method) => method.expiry_date ?? NA },
    { header: t('staffProfile.methods.bankName'), headerClassName: 'whitespace-nowrap', cell: (method) => method.bank_name ?? NA },
    { header: t('staffProfile.methods.bankLast4'), headerClassName: 'whitespace-nowrap', className: 'font-mono', cell: (method) => method.bank_last4 ?? NA },
    {
      header: t('staffProfile.methods.notes'),
      headerClassName: 'whitespace-nowrap',
      className: 'max-w-56 truncate',
      cell: (method) => <span title={method.notes ?? undefined}>{method.notes || NA}</span>,
    },
    {
      header: t('staffProfile.methods.created'),
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      cell: (method) => formatDayIn(method.created_at),
    },
    {
      header: '',
      label: '',
      cell: () => (
        <Button size="sm" variant="danger" disabled title={t('staffProfile.methods.cannotDelete')}>
          {t('staffProfile.links.delete')}
        </Button>
      ),
    },
  ]
}

/**
 * The customer's payment methods as stored (user_payment_methods_raw): no card number or CVV exists to show. Staff
 * cannot delete them: the button is there, always disabled.
 */
export function StaffPaymentMethods({ methods }: { methods: QueryState<PaymentMethod[]> }) {
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('staffProfile.methods.title')} />
      <DataTable
        label={t('staffProfile.methods.label')}
        columns={columns(t)}
        state={methods}
        rows={(data) => data}
        rowKey={(method) => method.id}
        empty={t('staffProfile.methods.empty')}
        failed={(error) => errorMessage(error, STAFF_PROFILE_MESSAGES.loadPaymentMethods, PAYMENT_METHODS_REFUSALS)}
        stack={false}
        errorClassName="m-5"
      />
    </Card>
  )
}
