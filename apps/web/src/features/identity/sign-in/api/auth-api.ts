import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionState } from '@wallet/shared/identity/sign-in'
// The zod-free module: the sign-in page paints before the validation library loads (docs/decisions/062).
import { CAPTCHA_HEADER } from '@wallet/shared/identity/sign-in-rules'
import { paths } from '@/config/paths'
import { api } from '@/lib/api-client'
import { sessionQueries } from '@/lib/session'

const captchaHeaders = (token: string | null | undefined): Record<string, string> => (token ? { [CAPTCHA_HEADER]: token } : {})

type SignedInUser = { user: NonNullable<SessionState['user']> | Record<string, unknown> }
export type SignInResult = SignedInUser | { twoFactorRedirect: true; method: 'totp' | 'email' }

export function isSecondFactorRedirect(result: SignInResult): result is { twoFactorRedirect: true; method: 'totp' | 'email' } {
  return 'twoFactorRedirect' in result && result.twoFactorRedirect === true
}

/** The calls of the auth contract (docs/api/auth.md). */
export const authApi = {
  signIn: (body: { email: string; password: string }, captchaToken?: string | null) =>
    api.post<SignInResult>('/api/auth/sign-in/email', body, { headers: captchaHeaders(captchaToken) }),
  signUp: (body: { fullName: string; email: string; password: string }, captchaToken: string | null) =>
    api.post<{ user: unknown }>(
      '/api/auth/sign-up/email',
      { name: body.fullName, fullName: body.fullName, email: body.email, password: body.password },
      { headers: captchaHeaders(captchaToken) },
    ),
  verifyTotp: (code: string) => api.post<SignedInUser>('/api/auth/two-factor/verify-totp', { code }),
  sendEmailCode: () => api.post<{ status: boolean }>('/api/auth/two-factor/send-otp', {}),
  verifyEmailCode: (code: string) => api.post<SignedInUser>('/api/auth/two-factor/verify-otp', { code }),
  signOut: () => api.post<unknown>('/api/auth/sign-out', {}),
  passkeySignInOptions: () => api.post<{ challenge: string }>('/api/auth/passkey/sign-in-options', {}),
  passkeySignIn: (credential: unknown) => api.post<{ signedIn: true; userVerified: boolean }>('/api/auth/passkey/sign-in', { credential }),
  requestPasswordReset: (email: string) => api.post<{ status: boolean }>('/api/auth/request-password-reset', { email, redirectTo: '/update-password' }),
  resetPassword: (newPassword: string, token: string) => api.post<{ status: boolean }>('/api/auth/reset-password', { newPassword, token }),
  setForcedPassword: (password: string) => api.post<{ success: boolean }>('/api/account/forced-password', { password }),
  /** The "This wasn't me" link of a new-device mail. */
  freezeByLink: (token: string) => api.post<{ success: true; message: string }>('/api/account-freeze/link', { token }),
  startUnfreeze: (body: { email: string; password: string }, captchaToken?: string | null) =>
    api.post<{ method: 'totp' | 'email' }>('/api/account-freeze/unfreeze/start', body, { headers: captchaHeaders(captchaToken) }),
  unfreeze: (body: { email: string; password: string; code: string }, captchaToken?: string | null) =>
    api.post<{ success: true; message: string }>('/api/account-freeze/unfreeze', body, { headers: captchaHeaders(captchaToken) }),
}

/**
 * Signs out, then loads /login afresh: nothing of the signed-out user stays in memory, and the protected group never
 * sees the session end (it would send the user to /login with this page as the return path of the next sign-in).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: authApi.signOut,
    onSettled: () => window.location.replace(paths.auth.login.getHref()),
  })
}

/** Asks the server again who is signed in (after a sign-in step or a password change). */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  return () => queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 })
}
