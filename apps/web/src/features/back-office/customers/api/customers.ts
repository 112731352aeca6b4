import type { ActiveSessionList, FreezeState } from '@wallet/shared/identity/sessions-and-freeze'
import type { AllowlistState } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AssetId } from '@wallet/shared/assets'
import type { CustomerActivityPage } from '@wallet/shared/back-office/audit'
import type {
  BanBody,
  CustomBuyingLink,
  CustomerAccessAnswer,
  InternalNote,
  InternalNoteBody,
  PermissionsBody,
  StaffCustomerProfile,
  StaffKycDetails,
  StaffLoginHistoryEntry,
  StaffMessage,
} from '@wallet/shared/back-office/customers'
import type { FactorResetAnswer, FactorResetState } from '@wallet/shared/identity/factor-resets'
import type { AddTransactionBody, DebitBody, EditTransactionBody, StaffTransactionPage, TransactionChangeAnswer } from '@wallet/shared/money/staff-transactions'
import { STAFF_LOGIN_HISTORY_PAGE_SIZE } from '@wallet/shared/back-office/customers'
import type { Passkey, PasskeyList } from '@wallet/shared/identity/passkeys'
import type { PaymentMethodList } from '@wallet/shared/money/payment-methods'
import type { WalletList } from '@wallet/shared/money/wallets'
import type { z } from 'zod'
import { api } from '@/lib/api-client'
import { customerQueryKey } from '@/lib/customer-query-key'
import { type MoneyRequest, useIdempotentMutation } from '@/lib/idempotent-mutation'

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
      queryFn: () => api.get<z.infer<typeof CustomerAccessAnswer>>(`${base(customerId)}/access`),
      staleTime: FRESH,
    }),
  profile: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'profile'] as const,
      queryFn: () => api.get<StaffCustomerProfile>(base(customerId)),
      staleTime: FRESH,
    }),
  passkeys: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'passkeys'] as const,
      queryFn: async (): Promise<Passkey[]> => (await api.get<PasskeyList>(`${base(customerId)}/passkeys`)).passkeys,
      staleTime: FRESH,
    }),
  sessions: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'sessions'] as const,
      queryFn: async () => (await api.get<ActiveSessionList>(`${base(customerId)}/sessions`)).sessions,
      staleTime: FRESH,
    }),
  freeze: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'freeze'] as const,
      queryFn: () => api.get<FreezeState>(`${base(customerId)}/freeze`),
      staleTime: FRESH,
    }),
  loginHistory: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'login-history', page] as const,
      queryFn: () => api.get<StaffLoginHistoryEntry[]>(`${base(customerId)}/login-history`, { query: { page, pageSize: STAFF_LOGIN_HISTORY_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
    }),
  wallets: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'wallets'] as const,
      queryFn: () => api.get<WalletList>(`${base(customerId)}/wallets`).then((answer) => answer.wallets),
      staleTime: FRESH,
    }),
  transactions: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'transactions', page] as const,
      queryFn: () => api.get<StaffTransactionPage>(`${base(customerId)}/transactions`, { query: { page } }),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
    }),
  kyc: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'kyc'] as const,
      queryFn: () => api.get<StaffKycDetails>(`${base(customerId)}/kyc`),
      staleTime: FRESH,
      refetchInterval: KYC_LINK_REFRESH_MS,
    }),
  paymentMethods: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'payment-methods'] as const,
      queryFn: async () => {
        const { paymentMethods } = await api.get<PaymentMethodList>(`${base(customerId)}/payment-methods`)
        return [...paymentMethods].sort((a, b) => b.created_at.localeCompare(a.created_at))
      },
      staleTime: FRESH,
    }),
  internalNotes: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'internal-notes'] as const,
      queryFn: () => api.get<{ notes: InternalNote[] }>(`${base(customerId)}/internal-notes`).then((answer) => answer.notes),
      staleTime: FRESH,
    }),
  secondFactor: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'second-factor'] as const,
      queryFn: () => api.get<FactorResetState>(`${base(customerId)}/second-factor`),
      staleTime: FRESH,
    }),
  activity: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'activity', page] as const,
      queryFn: () => api.get<CustomerActivityPage>(`${base(customerId)}/activity`, { query: { page } }),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
    }),
  withdrawalAddresses: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'withdrawal-addresses'] as const,
      queryFn: () => api.get<AllowlistState>(`${base(customerId)}/withdrawal-addresses`),
    }),
  buyingLinks: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.of(customerId), 'buying-links'] as const,
      queryFn: () => api.get<{ links: CustomBuyingLink[] }>(`${base(customerId)}/buying-links`).then((answer) => answer.links),
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

export const useBanCustomer = (id: string) => useCustomerChange(id, (body: BanBody) => api.post<StaffMessage>(`${base(id)}/ban`, body))
export const useUnbanCustomer = (id: string) => useCustomerChange(id, () => api.post<StaffMessage>(`${base(id)}/unban`))
export const useApproveKyc = (id: string) => useCustomerChange(id, () => api.post<StaffMessage>(`${base(id)}/kyc/approve`))
export const useRejectKyc = (id: string) => useCustomerChange(id, (reason: string) => api.post<StaffMessage>(`${base(id)}/kyc/reject`, { reason }))
export const useSetDashboardNote = (id: string) => useCustomerChange(id, (note: string | null) => api.put<StaffMessage>(`${base(id)}/note`, { note }))
export const useAddInternalNote = (id: string) => useCustomerChange(id, (body: InternalNoteBody) => api.post<StaffMessage>(`${base(id)}/internal-notes`, body))
export const useRequestFactorReset = (id: string) =>
  useCustomerChange(id, (reason: string) => api.post<FactorResetAnswer>(`${base(id)}/second-factor/resets`, { reason }))
export const useDecideFactorReset = (id: string) =>
  useCustomerChange(id, ({ resetId, decision, reason }: { resetId: string; decision: 'approve' | 'reject'; reason?: string }) =>
    api.post<FactorResetAnswer>(`${base(id)}/second-factor/resets/${encodeURIComponent(resetId)}/${decision}`, reason ? { reason } : {}),
  )
export const useStaffCustomerSessions = (customerId: string) => useQuery(customerQueries.sessions(customerId))
export const useStaffFreezeState = (customerId: string) => useQuery(customerQueries.freeze(customerId))
export const useUnfreezeCustomer = (id: string) => useCustomerChange(id, () => api.post<StaffMessage>(`${base(id)}/unfreeze`))
export const useStaffPasskeys = (customerId: string) => useQuery(customerQueries.passkeys(customerId))
export const useRemoveCustomerPasskey = (id: string) =>
  useCustomerChange(id, (passkeyId: string) => api.delete<StaffMessage>(`${base(id)}/passkeys/${encodeURIComponent(passkeyId)}`))
export const useEndSessions = (id: string) => useCustomerChange(id, () => api.post<StaffMessage>(`${base(id)}/sessions/end`))
export const useResendConfirmation = (id: string) => useCustomerChange(id, () => api.post<StaffMessage>(`${base(id)}/email-confirmation`))
export const useResetCustomerPassword = (id: string) =>
  useCustomerChange(id, (newPassword: string) => api.post<StaffMessage>(`${base(id)}/password`, { newPassword }))
export const useSetPermissions = (id: string) => useCustomerChange(id, (body: PermissionsBody) => api.put<StaffMessage>(`${base(id)}/permissions`, body))
export const useSetWalletAddress = (id: string) =>
  useCustomerChange(id, ({ assetId, address }: { assetId: AssetId; address: string }) => api.put<StaffMessage>(`${base(id)}/addresses/${assetId}`, { address }))
/** A staff change that moves money: one Idempotency-Key per intent, and the customer's data reloads after it. */
function useCustomerMoneyChange<TVariables>(customerId: string, request: (variables: TVariables) => MoneyRequest) {
  const queryClient = useQueryClient()
  return useIdempotentMutation<TransactionChangeAnswer, TVariables>({
    request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueries.of(customerId) }),
  })
}

export const useAddTransaction = (id: string) =>
  useCustomerMoneyChange(id, (body: AddTransactionBody) => ({ method: 'POST', url: `${base(id)}/transactions`, body }))
export const useDebit = (id: string) => useCustomerMoneyChange(id, (body: DebitBody) => ({ method: 'POST', url: `${base(id)}/debits`, body }))
export const useEditTransaction = (id: string) =>
  useCustomerMoneyChange(id, ({ transactionId, body }: { transactionId: string; body: EditTransactionBody }) => ({
    method: 'PATCH',
    url: `${base(id)}/transactions/${encodeURIComponent(transactionId)}`,
    body,
  }))
export const useAddBuyingLink = (id: string) =>
  useCustomerChange(id, ({ url, name, logo }: { url: string; name: string; logo: File }) => {
    const form = new FormData()
    form.append('url', url)
    form.append('name', name)
    form.append('logo', logo, logo.name)
    return api.postForm<CustomBuyingLink>(`${base(id)}/buying-links`, form)
  })
export const useDeleteBuyingLink = (id: string) =>
  useCustomerChange(id, (linkId: string) => api.delete<StaffMessage>(`${base(id)}/buying-links/${encodeURIComponent(linkId)}`))
