import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { answerWithPasskey, browserSupportsPasskeys, promptFailureMessage } from '@/lib/passkeys'
import { authApi } from '../api/auth-api'
import { useT } from '@/lib/i18n/use-t'

/**
 * Sign-in with a passkey, below the password form: no email, no password, no second code when the passkey verifies
 * its user (docs/decisions/038-passkeys.md). The browser offers the passkeys it holds for this site.
 */
export function PasskeySignIn({ onSignedIn, onError }: { onSignedIn: () => Promise<unknown>; onError: (message: string | null) => void }) {
  const [busy, setBusy] = useState(false)
  const t = useT()
  if (!browserSupportsPasskeys()) return null

  const signIn = async () => {
    onError(null)
    setBusy(true)
    try {
      const options = await authApi.passkeySignInOptions()
      const credential = await answerWithPasskey(options)
      await authApi.passkeySignIn(credential)
      await onSignedIn()
    } catch (cause) {
      onError(promptFailureMessage(cause) ?? errorMessage(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-white/10" />
        {t('signIn.or')}
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <Button variant="secondary" className="w-full" loading={busy} onClick={detached(signIn)}>
        {t('signIn.usePasskey')}
      </Button>
    </div>
  )
}
