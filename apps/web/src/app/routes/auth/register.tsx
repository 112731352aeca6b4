import { useState } from 'react'
import { Navigate } from 'react-router'
import { LoadingScreen } from '@/components/ui/spinner'
import { DEFAULT_AFTER_SIGN_IN, paths } from '@/config/paths'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { RegisterForm } from '@/features/identity/sign-in/components/register-form'
import { useSession } from '@/lib/session'

export default function RegisterRoute() {
  const { isPending, user } = useSession()
  const [error, setError] = useState<string | null>(null)
  if (isPending) return <LoadingScreen text="Initializing..." />
  if (user) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />
  return (
    <AuthLayout title="Create Your Wallet Account" error={error} footer={{ text: 'Already have an account?', to: paths.auth.login.getHref() }}>
      <RegisterForm onError={setError} />
    </AuthLayout>
  )
}
