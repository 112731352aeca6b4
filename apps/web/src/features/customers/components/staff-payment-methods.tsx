import { format } from 'date-fns'
import { STAFF_PROFILE_MESSAGES } from '@wallet/shared/customers'
import type { PaymentMethod } from '@wallet/shared/payment-methods'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { SkeletonRows } from '@/components/ui/skeleton'
import { Table, Td, Th } from '@/components/ui/table'
import type { QueryState } from '@/lib/query-state'
import { errorMessage, STAFF_REFUSALS } from '@/lib/api-client'

const TYPE_LABELS: Record<PaymentMethod['type'], string> = { credit_card: 'Credit Card', bank_account: 'Bank' }
const COLUMNS = ['Type', 'Brand', 'Last 4', 'Expiry', 'Bank Name', 'Bank Last 4', 'Notes', 'Created'] as const

/**
 * The customer's payment methods as stored (user_payment_methods_raw): no card number or CVV exists to show. Staff
 * cannot delete them: the button is there, always disabled.
 */
export function StaffPaymentMethods({ methods }: { methods: QueryState<PaymentMethod[]> }) {
  return (
    <Card>
      <CardHeader title="Payment Methods" />
      {methods.status === 'error' ? (
        <div className="p-5">
          <Banner>{errorMessage(methods.error, STAFF_PROFILE_MESSAGES.loadPaymentMethods, STAFF_REFUSALS)}</Banner>
        </div>
      ) : methods.status === 'success' && methods.data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-400">No payment methods found.</p>
      ) : (
        <Table aria-label="Payment methods">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <Th key={column} className="whitespace-nowrap">
                  {column}
                </Th>
              ))}
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {methods.status === 'pending' ? (
              <SkeletonRows columns={COLUMNS.length + 1} />
            ) : (
              methods.data.map((method) => (
                <tr key={method.id}>
                  <Td className="whitespace-nowrap">{TYPE_LABELS[method.type]}</Td>
                  <Td>{method.card_brand ?? 'N/A'}</Td>
                  <Td className="font-mono">{method.last4 ?? 'N/A'}</Td>
                  <Td className="font-mono">{method.expiry_date ?? 'N/A'}</Td>
                  <Td>{method.bank_name ?? 'N/A'}</Td>
                  <Td className="font-mono">{method.bank_last4 ?? 'N/A'}</Td>
                  <Td className="max-w-56 truncate" title={method.notes ?? undefined}>
                    {method.notes || 'N/A'}
                  </Td>
                  <Td className="whitespace-nowrap">{format(new Date(method.created_at), 'dd MMM yyyy')}</Td>
                  <Td>
                    <Button size="sm" variant="danger" disabled title="Staff cannot delete a customer's payment methods.">
                      Delete
                    </Button>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      )}
    </Card>
  )
}
