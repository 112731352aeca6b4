import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse, TotpSetup, VerifyAndUpdatePasswordBody } from '@wallet/shared/identity/second-factors'
import { api } from '@/lib/api-client'
import { sessionQueries } from '@/lib/session'

export const securityQueries = {
  mfa: () => queryOptions({ queryKey: ['security', 'mfa'] as const, queryFn: () => api.GET('/api/security/mfa') }),
  loginHistory: () =>
    queryOptions({
      queryKey: ['security', 'login-history'] as const,
      queryFn: async () => (await api.GET('/api/security/login-history')).entries,
    }),
}

export function useMfaStatus() {
  return useQuery(securityQueries.mfa())
}

export function useLoginHistory() {
  return useQuery(securityQueries.loginHistory())
}

/** A second-factor action; the MFA status and the session (which carries the active method) reload after it. */
function useMfaMutation<TBody = void, TResult = MessageResponse>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: securityQueries.mfa().queryKey })
      await queryClient.invalidateQueries({ queryKey: sessionQueries.key })
    },
  })
}

export const useStartTotp = () => useMfaMutation<void, TotpSetup>(() => api.POST('/api/security/mfa/totp/start'))
export const useVerifyTotp = () => useMfaMutation((code: string) => api.POST('/api/security/mfa/totp/verify', { body: { code } }))
export const useCancelTotp = () => useMfaMutation(() => api.POST('/api/security/mfa/totp/cancel'))
export const useRemoveTotp = () => useMfaMutation((password: string) => api.POST('/api/security/mfa/totp/remove', { body: { password } }))
export const useSendEmailCode = () => useMfaMutation(() => api.POST('/api/security/mfa/email/send-code'))
export const useVerifyEmailCode = () => useMfaMutation((code: string) => api.POST('/api/security/mfa/email/verify', { body: { code } }))
export const useDisableEmailMfa = () => useMfaMutation((password: string) => api.POST('/api/security/mfa/email/disable', { body: { password } }))

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: VerifyAndUpdatePasswordBody) => api.POST('/api/security/verify-and-update-password', { body }),
  })
}
