import { useMutation, useQueryClient } from '@tanstack/react-query'
// The zod-free module: the sign-in page paints before the validation library loads (docs/decisions/062).
import { CAPTCHA_HEADER } from '@wallet/shared/identity/sign-in-rules'
import { paths } from '@/config/paths'
import { api } from '@/lib/api-client'
import type { answerWithPasskey } from '@/lib/passkeys'
import { sessionQueries } from '@/lib/session'

const captchaHeaders = (token: string | null | undefined): Record<string, string> => (token ? { [CAPTCHA_HEADER]: token } : {})

export type SignInResult = Awaited<ReturnType<typeof authApi.signIn>>
type SecondFactorRedirect = Extract<SignInResult, { twoFactorRedirect: true }>

export function isSecondFactorRedirect(result: SignInResult): result is SecondFactorRedirect {
  return 'twoFactorRedirect' in result && result.twoFactorRedirect === true
}

/** The calls of the auth contract (docs/api/auth.md). */
export const authApi = {
  signIn: (body: { email: string; password: string }, captchaToken?: string | null) =>
    api.POST('/api/auth/sign-in/email', { body, headers: captchaHeaders(captchaToken) }),
  signUp: (body: { fullName: string; email: string; password: string }, captchaToken: string | null) =>
    api.POST('/api/auth/sign-up/email', {
      body: { name: body.fullName, fullName: body.fullName, email: body.email, password: body.password },
      headers: captchaHeaders(captchaToken),
    }),
  verifyTotp: (code: string) => api.POST('/api/auth/two-factor/verify-totp', { body: { code } }),
  sendEmailCode: () => api.POST('/api/auth/two-factor/send-otp'),
  verifyEmailCode: (code: string) => api.POST('/api/auth/two-factor/verify-otp', { body: { code } }),
  signOut: () => api.POST('/api/auth/sign-out'),
  passkeySignInOptions: () => api.POST('/api/auth/passkey/sign-in-options'),
  passkeySignIn: (credential: Awaited<ReturnType<typeof answerWithPasskey>>) => api.POST('/api/auth/passkey/sign-in', { body: { credential } }),
  requestPasswordReset: (email: string) => api.POST('/api/auth/request-password-reset', { body: { email, redirectTo: '/update-password' } }),
  resetPassword: (newPassword: string, token: string) => api.POST('/api/auth/reset-password', { body: { newPassword, token } }),
  setForcedPassword: (password: string) => api.POST('/api/account/forced-password', { body: { password } }),
  /** The "This wasn't me" link of a new-device mail. */
  freezeByLink: (token: string) => api.POST('/api/account-freeze/link', { body: { token } }),
  startUnfreeze: (body: { email: string; password: string }, captchaToken?: string | null) =>
    api.POST('/api/account-freeze/unfreeze/start', { body, headers: captchaHeaders(captchaToken) }),
  unfreeze: (body: { email: string; password: string; code: string }, captchaToken?: string | null) =>
    api.POST('/api/account-freeze/unfreeze', { body, headers: captchaHeaders(captchaToken) }),
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
