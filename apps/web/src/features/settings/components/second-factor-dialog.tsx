import { useState } from 'react'
import { EmailCodeBody, TotpCodeBody } from '@wallet/shared/security'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { errorMessage } from '@/lib/api-client'
import { useMfaStatus } from '../api/security'
import { useSendStepUpCode } from '../api/account-protection'
import { CodeForm } from './totp-enrolment'

/**
 * Asks for the second factor before a protection changes: a code of the authenticator app, or one mailed on request
 * for email authentication. Without a second factor it says to turn one on first (the server refuses the change too).
 */
export function SecondFactorDialog({
  open,
  onOpenChange,
  title,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Rejects with the server's answer (a wrong code, or a refusal of the change itself). */
  onConfirm: (secondFactorCode: string) => Promise<unknown>
}) {
  const method = useMfaStatus().data?.activeMfaMethod ?? 'none'
  const sendCode = useSendStepUpCode()
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setSent(false)
    setError(null)
    onOpenChange(false)
  }
  const submit = async (code: string) => {
    setBusy(true)
    try {
      await onConfirm(code)
      close()
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }
  const description =
    method === 'totp'
      ? 'Enter the 6-digit code from your authenticator app to confirm.'
      : method === 'email'
        ? 'We email you a 6-digit code to confirm this change.'
        : 'This change needs a second factor.'
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} description={description}>
      <div className="space-y-4">
        {error && <Banner>{error}</Banner>}
        {method === 'none' ? (
          <>
            <p className="text-sm text-slate-300">Turn on an authenticator app or email codes under Two-Factor Authentication above, then try again.</p>
            <div className="flex justify-end">
              <Button variant="ghost" onClick={close}>
                Close
              </Button>
            </div>
          </>
        ) : method === 'email' && !sent ? (
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
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
              Email me a code
            </Button>
          </div>
        ) : (
          <CodeForm
            label={method === 'totp' ? 'Authenticator code' : 'Code from the email'}
            submitLabel="Confirm"
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
