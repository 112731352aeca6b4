import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AssetId } from '@wallet/shared/assets'
import type { BanBody, InternalNoteBody, PermissionsBody } from '@wallet/shared/back-office/customers'
import type { AddTransactionBody, DebitBody, EditTransactionBody } from '@wallet/shared/money/staff-transactions'
import { STAFF_LOGIN_HISTORY_PAGE_SIZE } from '@wallet/shared/back-office/customers'
import type { Passkey } from '@wallet/shared/identity/passkeys'
import { api, multipart } from '@/lib/api-client'
import { customerQueryKey } from '@/lib/customer-query-key'
import { type MoneyCall, moneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

/** /api/customers/{id}: every call of the staff customer profile (docs/api/staff.md). */
const base = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}`

/**
 * Other staff and the customer change the account while a profile is open (a second staff member books a waiting
 * credit, the customer adds a card): each tab fetches its data again when it opens, showing the cached copy meanwhile.
 */
const FRESH = 0

/** A signed KYC document link lives 5 minutes: an open Verification tab fetches new ones well before they expire. */
const KYC_LINK_REFRESH_MS = 4 * 60_000

export const customerQueries = {
  all: customerQueryKey.all,
  /** Everything loaded for one customer: one change reloads it all (the profile reloads after each change). */
  of: customerQueryKey.of,
  access: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'access'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/access', { params: { path: { customerId } } }),
      staleTime: FRESH,
    }),
  profile: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'profile'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}', { params: { path: { customerId } } }),
      staleTime: FRESH,
    }),
  passkeys: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'passkeys'] as const,
      queryFn: async (): Promise<Passkey[]> => (await api.GET('/api/customers/{customerId}/passkeys', { params: { path: { customerId } } })).passkeys,
      staleTime: FRESH,
    }),
  sessions: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'sessions'] as const,
      queryFn: async () => (await api.GET('/api/customers/{customerId}/sessions', { params: { path: { customerId } } })).sessions,
      staleTime: FRESH,
    }),
  freeze: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'freeze'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/freeze', { params: { path: { customerId } } }),
      staleTime: FRESH,
    }),
  loginHistory: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'login-history', page] as const,
      queryFn: () =>
        api.GET('/api/customers/{customerId}/login-history', { params: { path: { customerId }, query: { page, pageSize: STAFF_LOGIN_HISTORY_PAGE_SIZE } } }),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
    }),
  wallets: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'wallets'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/wallets', { params: { path: { customerId } } }).then((answer) => answer.wallets),
      staleTime: FRESH,
    }),
  transactions: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'transactions', page] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/transactions', { params: { path: { customerId }, query: { page } } }),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
    }),
  kyc: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'kyc'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/kyc', { params: { path: { customerId } } }),
      staleTime: FRESH,
      refetchInterval: KYC_LINK_REFRESH_MS,
    }),
  paymentMethods: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'payment-methods'] as const,
      queryFn: async () => {
        const { paymentMethods } = await api.GET('/api/customers/{customerId}/payment-methods', { params: { path: { customerId } } })
        return [...paymentMethods].sort((a, b) => b.created_at.localeCompare(a.created_at))
      },
      staleTime: FRESH,
    }),
  internalNotes: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'internal-notes'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/internal-notes', { params: { path: { customerId } } }).then((answer) => answer.notes),
      staleTime: FRESH,
    }),
  secondFactor: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'second-factor'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/second-factor', { params: { path: { customerId } } }),
      staleTime: FRESH,
    }),
  activity: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'activity', page] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/activity', { params: { path: { customerId }, query: { page } } }),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
    }),
  withdrawalAddresses: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'withdrawal-addresses'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/withdrawal-addresses', { params: { path: { customerId } } }),
    }),
  buyingLinks: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'buying-links'] as const,
      queryFn: () => api.GET('/api/customers/{customerId}/buying-links', { params: { path: { customerId } } }).then((answer) => answer.links),
      staleTime: FRESH,
    }),
}

/** check-user-ownership / check-manager-user-access: answers, or fails with the server's 403 message. */
export const useCustomerAccess = (customerId: string) => useQuery(customerQueries.access(customerId))
export const useStaffCustomerProfile = (customerId: string) => useQuery(customerQueries.profile(customerId))
export const useStaffLoginHistory = (customerId: string, page: number) => useQuery(customerQueries.loginHistory(customerId, page))
export const useStaffWallets = (customerId: string) => useQuery(customerQueries.wallets(customerId))
export const useStaffWithdrawalAddresses = (customerId: string) => useQuery(customerQueries.withdrawalAddresses(customerId))
export const useStaffTransactions = (customerId: string, page: number) => useQuery(customerQueries.transactions(customerId, page))
export const useStaffKycDetails = (customerId: string) => useQuery(customerQueries.kyc(customerId))
export const useStaffPaymentMethods = (customerId: string) => useQuery(customerQueries.paymentMethods(customerId))
export const useStaffBuyingLinks = (customerId: string) => useQuery(customerQueries.buyingLinks(customerId))
export const useInternalNotes = (customerId: string) => useQuery(customerQueries.internalNotes(customerId))
export const useSecondFactor = (customerId: string) => useQuery(customerQueries.secondFactor(customerId))
export const useCustomerActivity = (customerId: string, page: number) => useQuery(customerQueries.activity(customerId, page))

/** The customer's statement, the file they download themselves; its download is audited. */
export const staffStatementHref = (customerId: string) => `${base(customerId)}/statement.csv`

/** A staff change to one customer; whatever was loaded for that customer reloads after it. */
function useCustomerChange<TBody, TResult>(customerId: string, call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueries.of(customerId) }),
  })
}

export const useBanCustomer = (id: string) =>
  useCustomerChange(id, (body: BanBody) => api.POST('/api/customers/{customerId}/ban', { params: { path: { customerId: id } }, body }))
export const useUnbanCustomer = (id: string) =>
  useCustomerChange(id, () => api.POST('/api/customers/{customerId}/unban', { params: { path: { customerId: id } } }))
export const useApproveKyc = (id: string) =>
  useCustomerChange(id, () => api.POST('/api/customers/{customerId}/kyc/approve', { params: { path: { customerId: id } } }))
export const useRejectKyc = (id: string) =>
  useCustomerChange(id, (reason: string) => api.POST('/api/customers/{customerId}/kyc/reject', { params: { path: { customerId: id } }, body: { reason } }))
export const useSetDashboardNote = (id: string) =>
  useCustomerChange(id, (note: string | null) => api.PUT('/api/customers/{customerId}/note', { params: { path: { customerId: id } }, body: { note } }))
export const useAddInternalNote = (id: string) =>
  useCustomerChange(id, (body: InternalNoteBody) => api.POST('/api/customers/{customerId}/internal-notes', { params: { path: { customerId: id } }, body }))
export const useRequestFactorReset = (id: string) =>
  useCustomerChange(id, (reason: string) =>
    api.POST('/api/customers/{customerId}/second-factor/resets', { params: { path: { customerId: id } }, body: { reason } }),
  )
export const useDecideFactorReset = (id: string) =>
  useCustomerChange(id, ({ resetId, decision, reason }: { resetId: string; decision: 'approve' | 'reject'; reason?: string }) =>
    api.POST(
      decision === 'approve'
        ? '/api/customers/{customerId}/second-factor/resets/{resetId}/approve'
        : '/api/customers/{customerId}/second-factor/resets/{resetId}/reject',
      {
        params: { path: { customerId: id, resetId } },
        body: reason ? { reason } : {},
      },
    ),
  )
export const useStaffCustomerSessions = (customerId: string) => useQuery(customerQueries.sessions(customerId))
export const useStaffFreezeState = (customerId: string) => useQuery(customerQueries.freeze(customerId))
export const useUnfreezeCustomer = (id: string) =>
  useCustomerChange(id, () => api.POST('/api/customers/{customerId}/unfreeze', { params: { path: { customerId: id } } }))
export const useStaffPasskeys = (customerId: string) => useQuery(customerQueries.passkeys(customerId))
export const useRemoveCustomerPasskey = (id: string) =>
  useCustomerChange(id, (passkeyId: string) =>
    api.DELETE('/api/customers/{customerId}/passkeys/{passkeyId}', { params: { path: { customerId: id, passkeyId } } }),
  )
export const useEndSessions = (id: string) =>
  useCustomerChange(id, () => api.POST('/api/customers/{customerId}/sessions/end', { params: { path: { customerId: id } } }))
export const useResendConfirmation = (id: string) =>
  useCustomerChange(id, () => api.POST('/api/customers/{customerId}/email-confirmation', { params: { path: { customerId: id } } }))
export const useResetCustomerPassword = (id: string) =>
  useCustomerChange(id, (newPassword: string) =>
    api.POST('/api/customers/{customerId}/password', { params: { path: { customerId: id } }, body: { newPassword } }),
  )
export const useSetPermissions = (id: string) =>
  useCustomerChange(id, (body: PermissionsBody) => api.PUT('/api/customers/{customerId}/permissions', { params: { path: { customerId: id } }, body }))
export const useSetWalletAddress = (id: string) =>
  useCustomerChange(id, ({ assetId, address }: { assetId: AssetId; address: string }) =>
    api.PUT('/api/customers/{customerId}/addresses/{assetId}', { params: { path: { customerId: id, assetId } }, body: { address } }),
  )
/** A staff change that moves money: one Idempotency-Key per intent, and the customer's data reloads after it. */
function useCustomerMoneyChange<TVariables, TResult>(customerId: string, request: (variables: TVariables) => MoneyCall<TResult>) {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueries.of(customerId) }),
  })
}

export const useAddTransaction = (id: string) =>
  useCustomerMoneyChange(id, (body: AddTransactionBody) =>
    moneyRequest.POST('/api/customers/{customerId}/transactions', { params: { path: { customerId: id } }, body }),
  )
export const useDebit = (id: string) =>
  useCustomerMoneyChange(id, (body: DebitBody) => moneyRequest.POST('/api/customers/{customerId}/debits', { params: { path: { customerId: id } }, body }))
export const useEditTransaction = (id: string) =>
  useCustomerMoneyChange(id, ({ transactionId, body }: { transactionId: string; body: EditTransactionBody }) =>
    moneyRequest.PATCH('/api/customers/{customerId}/transactions/{transactionId}', { params: { path: { customerId: id, transactionId } }, body }),
  )
export const useAddBuyingLink = (id: string) =>
  useCustomerChange(id, (body: { url: string; name: string; logo: File }) =>
    api.POST('/api/customers/{customerId}/buying-links', { params: { path: { customerId: id } }, body, bodySerializer: multipart }),
  )
export const useDeleteBuyingLink = (id: string) =>
  useCustomerChange(id, (linkId: string) => api.DELETE('/api/customers/{customerId}/buying-links/{linkId}', { params: { path: { customerId: id, linkId } } }))
