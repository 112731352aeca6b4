import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AllowlistBody, AntiPhishingBody, StepUpBody } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { AssetId } from '@wallet/shared/assets'
import { api } from '@/lib/api-client'

export const protectionQueries = {
  antiPhishing: () => queryOptions({ queryKey: ['security', 'anti-phishing-code'] as const, queryFn: () => api.GET('/api/security/anti-phishing-code') }),
  allowlist: () => queryOptions({ queryKey: ['security', 'withdrawal-addresses'] as const, queryFn: () => api.GET('/api/security/withdrawal-addresses') }),
}

export const useAntiPhishingCode = () => useQuery(protectionQueries.antiPhishing())
export const useAllowlist = () => useQuery(protectionQueries.allowlist())

/** A change to a protection: its query and the account activity reload after it. */
function useProtectionMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>, queryKey: readonly string[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey })
      await queryClient.invalidateQueries({ queryKey: ['account-activity'] })
    },
  })
}

export const useSetAntiPhishingCode = () =>
  useProtectionMutation((body: AntiPhishingBody) => api.PUT('/api/security/anti-phishing-code', { body }), protectionQueries.antiPhishing().queryKey)

/** The code itself, after the step-up (docs/decisions/124); kept only by the card that asked. */
export const useRevealAntiPhishingCode = () => useMutation({ mutationFn: (body: StepUpBody) => api.POST('/api/security/anti-phishing-code/reveal', { body }) })

export const useSetAllowlist = () =>
  useProtectionMutation((body: AllowlistBody) => api.PUT('/api/security/withdrawal-allowlist', { body }), protectionQueries.allowlist().queryKey)

export const useAddWithdrawalAddress = () =>
  useProtectionMutation(
    (body: { assetId: AssetId; address: string; label?: string; secondFactorCode: string }) => api.POST('/api/security/withdrawal-addresses', { body }),
    protectionQueries.allowlist().queryKey,
  )

export const useConfirmWithdrawalAddress = () =>
  useProtectionMutation(
    ({ id, code }: { id: string; code: string }) =>
      api.POST('/api/security/withdrawal-addresses/{addressId}/confirm', { params: { path: { addressId: id } }, body: { code } }),
    protectionQueries.allowlist().queryKey,
  )

export const useRemoveWithdrawalAddress = () =>
  useProtectionMutation(
    (id: string) => api.DELETE('/api/security/withdrawal-addresses/{addressId}', { params: { path: { addressId: id } } }),
    protectionQueries.allowlist().queryKey,
  )

/** Mails the code the second-factor dialog asks for, to an account whose second factor is the emailed code. */
export const useSendStepUpCode = () => useMutation({ mutationFn: () => api.POST('/api/security/second-factor/email-code') })
