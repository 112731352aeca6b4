import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ERRORS } from '@wallet/shared/errors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { authApi } from '@/features/identity/sign-in/api/auth-api'
import { AuthLayout } from '@/features/identity/sign-in/components/auth-layout'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'

/**
 * /freeze-account?token=…: the "This wasn't me" link of a new-device mail. Opening the page changes nothing (mail
 * scanners open links); the one button freezes the account.
 */
export default function FreezeAccountRoute() {
  const t = useT()
  const [search] = useSearchParams()
  const token = search.get('token')
  const [error, setError] = useState<string | null>(token ? null : ERRORS.FREEZE_LINK_INVALID.message)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function freeze() {
    setBusy(true)
    setError(null)
    try {
      setDone((await authApi.freezeByLink(token!)).message)
    } catch (cause) {
      setError(errorMessage(cause, ERRORS.FREEZE_LINK_INVALID.message, { serverWords: 'refused' }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthLayout title={t('freeze.title')} subtitle={t('freeze.subtitle')} error={error} footer={{ text: t('freeze.wasYou'), to: paths.auth.login.getHref() }}>
      {done ? (
        <Banner tone="success">{done}</Banner>
      ) : (
        <Button variant="danger" className="w-full" loading={busy} disabled={!token} onClick={() => void freeze()}>
          {t('freeze.submit')}
        </Button>
      )}
    </AuthLayout>
  )
}
