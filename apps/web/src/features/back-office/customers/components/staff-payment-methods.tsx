import { format } from 'date-fns'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import type { PaymentMethod } from '@wallet/shared/money/payment-methods'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { QueryState } from '@/lib/query-state'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'

/** A refusal of the list (the customer left the caller's scope) in the spec's own words (part 2 §6), other 4xx in the server's. */
const PAYMENT_METHODS_REFUSALS = { ...NAMED_REFUSALS, byStatus: { 403: STAFF_PROFILE_MESSAGES.paymentMethodsDenied } }

const TYPE_LABELS: Record<PaymentMethod['type'], string> = { credit_card: 'Credit Card', bank_account: 'Bank' }
const NA = 'N/A'
const COLUMNS: Array<DataTableColumn<PaymentMethod>> = [
  { header: 'Type', headerClassName: 'whitespace-nowrap', className: 'whitespace-nowrap', cell: (method) => TYPE_LABELS[method.type] },
  { header: 'Brand', headerClassName: 'whitespace-nowrap', cell: (method) => method.card_brand ?? NA },
  { header: 'Last 4', headerClassName: 'whitespace-nowrap', className: 'font-mono', cell: (method) => method.last4 ?? NA },
  { header: 'Expiry', headerClassName: 'whitespace-nowrap', className: 'font-mono', cell: (method) => method.expiry_date ?? NA },
  { header: 'Bank Name', headerClassName: 'whitespace-nowrap', cell: (method) => method.bank_name ?? NA },
  { header: 'Bank Last 4', headerClassName: 'whitespace-nowrap', className: 'font-mono', cell: (method) => method.bank_last4 ?? NA },
  {
    header: 'Notes',
    headerClassName: 'whitespace-nowrap',
    className: 'max-w-56 truncate',
    cell: (method) => <span title={method.notes ?? undefined}>{method.notes || NA}</span>,
  },
  {
    header: 'Created',
    headerClassName: 'whitespace-nowrap',
    className: 'whitespace-nowrap',
    cell: (method) => format(new Date(method.created_at), 'dd MMM yyyy'),
  },
  {
    header: '',
    label: '',
    cell: () => (
      <Button size="sm" variant="danger" disabled title="Staff cannot delete a customer's payment methods.">
        Delete
      </Button>
    ),
  },
]

/**
 * The customer's payment methods as stored (user_payment_methods_raw): no card number or CVV exists to show. Staff
 * cannot delete them: the button is there, always disabled.
 */
export function StaffPaymentMethods({ methods }: { methods: QueryState<PaymentMethod[]> }) {
  return (
    <Card>
      <CardHeader title="Payment Methods" />
      <DataTable
        label="Payment methods"
        columns={COLUMNS}
        state={methods}
        rows={(data) => data}
        rowKey={(method) => method.id}
        empty="No payment methods found."
        failed={(error) => errorMessage(error, STAFF_PROFILE_MESSAGES.loadPaymentMethods, PAYMENT_METHODS_REFUSALS)}
        stack={false}
        errorClassName="m-5"
      />
    </Card>
  )
}
