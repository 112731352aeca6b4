import { type ReactNode, useState } from 'react'
import { isStaffRole } from '@wallet/shared/roles'
import { EmailCodeBody, SECURITY_MESSAGES, type TotpSetup } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { errorMessage } from '@/lib/api-client'
import {
  useCancelTotp,
  useDisableEmailMfa,
  useMfaStatus,
  useRemoveTotp,
  useSendEmailCode,
  useStartTotp,
  useVerifyEmailCode,
  useVerifyTotp,
} from '../api/security'
import { useTimedMessage } from '@/lib/use-timed-message'
import { PasswordConfirmDialog } from './password-confirm-dialog'
import { useSession } from '@/lib/session'
import { CodeForm, TotpEnrolment } from './totp-enrolment'

const STAFF_KEEP_AUTHENTICATOR = 'Staff accounts sign in with an authenticator app and keep it. If you lose it, ask an administrator.'

function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        enabled ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25' : 'bg-slate-500/15 text-slate-300 ring-slate-400/20',
      )}
    >
      {enabled ? 'Enabled' : 'Not enabled'}
    </span>
  )
}

function MethodBlock({ title, text, enabled, children }: { title: string; text: string; enabled: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 px-5 py-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-100">{title}</h3>
        <StatusBadge enabled={enabled} />
      </div>
      <p className="text-sm leading-relaxed text-slate-400">{text}</p>
      {children}
    </section>
  )
}

/** Two-factor methods: authenticator app or emailed codes, one at a time (part 2 §4). */
export function MfaSettings() {
  const status = useMfaStatus()
  // Staff keep their authenticator app and use no emailed codes (the server refuses both; decision 072).
  const staff = isStaffRole(useSession().user?.role)
  const success = useTimedMessage()
  const [error, setError] = useState<string | null>(null)
  const [totpSetup, setTotpSetup] = useState<TotpSetup | null>(null)
  const [emailCodeSent, setEmailCodeSent] = useState(false)
  const [removing, setRemoving] = useState<'totp' | 'email' | null>(null)

  const startTotp = useStartTotp()
  const verifyTotp = useVerifyTotp()
  const cancelTotp = useCancelTotp()
  const removeTotp = useRemoveTotp()
  const sendEmailCode = useSendEmailCode()
  const verifyEmail = useVerifyEmailCode()
  const disableEmail = useDisableEmailMfa()

  const active = status.data?.activeMfaMethod ?? 'none'
  const done = (message: string) => {
    setError(null)
    success.show(message)
  }
  const failed = (fallback: string) => (err: unknown) => {
    success.clear()
    setError(errorMessage(err, fallback))
  }

  const submitTotpCode = (code: string) => {
    verifyTotp.mutate(code, {
      onSuccess: () => {
        setTotpSetup(null)
        done(SECURITY_MESSAGES.totpEnabled)
      },
      onError: failed(SECURITY_MESSAGES.invalidTotp),
    })
  }

  const submitEmailCode = (code: string) => {
    verifyEmail.mutate(code, {
      onSuccess: () => {
        setEmailCodeSent(false)
        done(SECURITY_MESSAGES.emailEnabled)
      },
      onError: failed(SECURITY_MESSAGES.invalidEmailCode),
    })
  }

  return (
    <Card>
      <CardHeader title="Two-Factor Authentication" />
      <div className="space-y-3 px-5 pt-4 empty:hidden">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        {status.isError && <Banner>{errorMessage(status.error)}</Banner>}
      </div>
      {status.isPending ? (
        <p className="px-5 py-6 text-sm text-slate-400">Loading...</p>
      ) : (
        <div className="divide-y divide-white/5">
          <MethodBlock
            title="Authenticator App"
            text="Use an authenticator app such as Google Authenticator or Authy to generate a 6-digit code at every sign-in."
            enabled={active === 'totp'}
          >
            {active === 'totp' && staff ? (
              <p className="text-sm text-slate-400">{STAFF_KEEP_AUTHENTICATOR}</p>
            ) : active === 'totp' ? (
              <Button variant="secondary" onClick={() => setRemoving('totp')}>
                Remove Authenticator App
              </Button>
            ) : totpSetup ? (
              <TotpEnrolment
                setup={totpSetup}
                busy={verifyTotp.isPending}
                onSubmit={submitTotpCode}
                onCancel={() => {
                  setTotpSetup(null)
                  setError(null)
                  cancelTotp.mutate()
                }}
              />
            ) : (
              <>
                {active === 'email' && !staff && <p className="text-sm text-amber-200">{SECURITY_MESSAGES.totpBlockedByEmail}</p>}
                <Button
                  disabled={(active === 'email' && !staff) || emailCodeSent}
                  loading={startTotp.isPending}
                  onClick={() =>
                    startTotp.mutate(undefined, {
                      onSuccess: (setup) => {
                        setError(null)
                        setTotpSetup(setup)
                      },
                      onError: failed(SECURITY_MESSAGES.totpStartFailed),
                    })
                  }
                >
                  Set Up Authenticator App
                </Button>
              </>
            )}
          </MethodBlock>

          {!staff && (
            <MethodBlock title="Email Authentication" text="Receive a 6-digit code by email every time you sign in." enabled={active === 'email'}>
              {active === 'email' ? (
                <Button variant="secondary" onClick={() => setRemoving('email')}>
                  Disable Email Authentication
                </Button>
              ) : emailCodeSent ? (
                <div className="space-y-3 rounded-xl border border-white/5 bg-white/[0.03] p-4">
                  <p className="text-sm text-slate-300">A verification code has been sent to your email. Enter it below.</p>
                  <CodeForm
                    label="Email Code"
                    submitLabel="Verify"
                    busy={verifyEmail.isPending}
                    schema={EmailCodeBody}
                    onSubmit={submitEmailCode}
                    onCancel={() => {
                      setEmailCodeSent(false)
                      setError(null)
                    }}
                  />
                </div>
              ) : (
                <>
                  {active === 'totp' && <p className="text-sm text-amber-200">{SECURITY_MESSAGES.emailBlockedByTotp}</p>}
                  <Button
                    disabled={active === 'totp' || totpSetup !== null}
                    loading={sendEmailCode.isPending}
                    onClick={() =>
                      sendEmailCode.mutate(undefined, {
                        onSuccess: () => {
                          setError(null)
                          setEmailCodeSent(true)
                        },
                        onError: failed(SECURITY_MESSAGES.emailSendFailed),
                      })
                    }
                  >
                    Enable Email Authentication
                  </Button>
                </>
              )}
            </MethodBlock>
          )}
        </div>
      )}

      <PasswordConfirmDialog
        open={removing === 'totp'}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Authenticator App"
        confirmLabel="Remove"
        onConfirm={(password) => removeTotp.mutateAsync(password).then(() => done(SECURITY_MESSAGES.totpRemoved))}
      />
      <PasswordConfirmDialog
        open={removing === 'email'}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Disable Email Authentication"
        confirmLabel="Disable"
        onConfirm={(password) => disableEmail.mutateAsync(password).then(() => done(SECURITY_MESSAGES.emailDisabled))}
      />
    </Card>
  )
}
