import { useState } from 'react'
import { EmailCodeBody, SECURITY_MESSAGES, TotpCodeBody } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { useMfaStatus } from '../api/security'
import { useSendStepUpCode } from '../api/account-protection'
import { CodeForm } from './totp-enrolment'

/**
 * Asks for the second factor before a protection changes: a code of the authenticator app, or one mailed on request
 * for email authentication. Without a second factor it says to turn one on first (the server refuses the change too).
 * `withPassword` is the step-up of passkeys and of reading the anti-phishing code (docs/decisions/124): the password as
 * well, and an account without a second factor is mailed a code.
 */
export function SecondFactorDialog({
  open,
  onOpenChange,
  title,
  intro,
  withPassword = false,
  describeError,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What the change does, said before what the dialog asks for. */
  intro?: string
  withPassword?: boolean
  /** Words for a failure that is not the server's (the browser's passkey prompt), or null for the usual ones. */
  describeError?: (error: unknown) => string | null
  /** Rejects with the server's answer (a wrong code or password, or a refusal of the change itself). */
  onConfirm: (secondFactorCode: string, password: string) => Promise<unknown>
}) {
  const active = useMfaStatus().data?.activeMfaMethod ?? 'none'
  const method = withPassword && active === 'none' ? 'email' : active
  const sendCode = useSendStepUpCode()
  const [sent, setSent] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const t = useT()
  const close = () => {
    setSent(false)
    setPassword('')
    setError(null)
    onOpenChange(false)
  }
  const submit = async (code: string) => {
    if (withPassword && !password) return setError(SECURITY_MESSAGES.passwordRequired)
    setBusy(true)
    try {
      await onConfirm(code, password)
      close()
    } catch (err) {
      setError(describeError?.(err) ?? errorMessage(err))
    } finally {
      setBusy(false)
    }
  }
  const description = [
    intro,
    withPassword && t('secondFactor.password'),
    t(method === 'totp' ? 'secondFactor.totp' : method === 'email' ? 'secondFactor.email' : 'secondFactor.none'),
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} description={description}>
      <div className="space-y-4">
        {error && <Banner>{error}</Banner>}
        {withPassword && (
          <Field
            label={t('signIn.passwordLabel')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {method === 'none' ? (
          <>
            <p className="text-sm text-slate-300">{t('secondFactor.turnOn')}</p>
            <div className="flex justify-end">
              <Button variant="ghost" onClick={close}>
                {t('common.close')}
              </Button>
            </div>
          </>
        ) : method === 'email' && !sent ? (
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={sendCode.isPending}
              onClick={() =>
                sendCode.mutate(undefined, {
                  onSuccess: () => {
                    setError(null)
                    setSent(true)
                  },
                  onError: (err) => setError(errorMessage(err)),
                })
              }
            >
              {t('secondFactor.emailMe')}
            </Button>
          </div>
        ) : (
          <CodeForm
            label={method === 'totp' ? t('secondFactor.authCode') : t('secondFactor.emailCode')}
            submitLabel={t('secondFactor.confirm')}
            schema={method === 'totp' ? TotpCodeBody : EmailCodeBody}
            busy={busy}
            onSubmit={(code) => void submit(code)}
            onCancel={close}
          />
        )}
      </div>
    </Dialog>
  )
}
