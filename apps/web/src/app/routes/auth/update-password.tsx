import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { RecoveryForm } from '@wallet/shared/identity/sign-in'
import { ERRORS } from '@wallet/shared/errors'
import { Banner } from '@/components/ui/banner'
import { paths } from '@/config/paths'
import { authApi } from '@/features/identity/sign-in/api/auth-api'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { NewPasswordForm } from '@/features/identity/sign-in/components/new-password-form'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useMessageText, useT } from '@/lib/i18n/use-t'

export const NO_RESET_LINK = 'You must access this page via a password reset link.'
export const PASSWORD_RESET_DONE = 'Your password has been updated successfully. You can now log in.'
const REDIRECT_AFTER_MS = 3_000

/** /update-password: the page a mailed reset link opens (`?token=…`, or `?error=…` for a bad link). */
export default function UpdatePasswordRoute() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const token = search.get('token')
  const linkError = search.get('error')
  const [error, setError] = useState<string | null>(linkError ? ERRORS.RESET_LINK_INVALID.message : token ? null : NO_RESET_LINK)
  const [done, setDone] = useState(false)
  const t = useT()
  const message = useMessageText()

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => void navigate(paths.auth.login.getHref(), { replace: true }), REDIRECT_AFTER_MS)
    return () => clearTimeout(timer)
  }, [done, navigate])

  return (
    <AuthLayout
      title={t('updatePassword.title')}
      subtitle={t('updatePassword.subtitle')}
      error={error}
      footer={{ text: t('updatePassword.remembered'), to: paths.auth.login.getHref() }}
    >
      {done && <Banner tone="success">{message(PASSWORD_RESET_DONE)}</Banner>}
      <NewPasswordForm
        schema={RecoveryForm}
        disabled={!token || Boolean(linkError) || done}
        onSubmit={async ({ password }) => {
          setError(null)
          try {
            await authApi.resetPassword(password, token!)
            setDone(true)
          } catch (cause) {
            setError(
              cause instanceof ApiError && cause.code === 'PASSWORD_REQUIREMENTS'
                ? `${ERRORS.PASSWORD_REQUIREMENTS.message} ${cause.message === ERRORS.PASSWORD_REQUIREMENTS.message ? '' : cause.message}`.trim()
                : errorMessage(cause),
            )
          }
        }}
      />
    </AuthLayout>
  )
}
