import { useState } from 'react'
import { Navigate } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { DEFAULT_AFTER_SIGN_IN, paths } from '@/config/paths'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { RegisterForm } from '@/features/identity/sign-in/components/register-form'
import { useSession } from '@/lib/session'
import { useT } from '@/lib/i18n/use-t'

export default function RegisterRoute() {
  const { isPending, user } = useSession()
  const [error, setError] = useState<string | null>(null)
  const t = useT()
  if (isPending) return <LoadingScreen text={t('common.initializing')} />
  if (user) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />
  return (
    <AuthLayout title={t('register.title')} error={error} footer={{ text: t('signIn.haveAccount'), to: paths.auth.login.getHref() }}>
      <RegisterForm onError={setError} />
    </AuthLayout>
  )
}
