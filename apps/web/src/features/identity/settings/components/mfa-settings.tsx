import { type ReactNode, useState } from 'react'
import { isStaffRole } from '@wallet/shared/roles'
import { EmailCodeBody, SECURITY_MESSAGES, type TotpSetup } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { errorMessage } from '@/lib/api-client'
import { useMessageText, useT } from '@/lib/i18n/use-t'
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

function StatusBadge({ enabled }: { enabled: boolean }) {
  const t = useT()
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        enabled ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/25' : 'bg-slate-500/15 text-slate-300 ring-slate-400/20',
      )}
    >
      {enabled ? t('mfa.enabled') : t('mfa.notEnabled')}
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
  const t = useT()
  const message = useMessageText()
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
      <CardHeader title={t('signIn.totpTitle')} />
      <div className="space-y-3 px-5 pt-4 empty:hidden">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        {status.isError && <Banner>{errorMessage(status.error)}</Banner>}
      </div>
      {status.isPending ? (
        <p className="px-5 py-6 text-sm text-slate-400">{t('common.loading')}</p>
      ) : (
        <div className="divide-y divide-white/5">
          <MethodBlock title={t('mfa.app')} text={t('mfa.appText')} enabled={active === 'totp'}>
            {active === 'totp' && staff ? (
              <p className="text-sm text-slate-400">{t('mfa.staffKeep')}</p>
            ) : active === 'totp' ? (
              <Button variant="secondary" onClick={() => setRemoving('totp')}>
                {t('mfa.removeApp')}
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
                {active === 'email' && !staff && <p className="text-sm text-amber-200">{message(SECURITY_MESSAGES.totpBlockedByEmail)}</p>}
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
                  {t('setupAuth.start')}
                </Button>
              </>
            )}
          </MethodBlock>

          {!staff && (
            <MethodBlock title={t('mfa.email')} text={t('mfa.emailText')} enabled={active === 'email'}>
              {active === 'email' ? (
                <Button variant="secondary" onClick={() => setRemoving('email')}>
                  {t('mfa.disableEmail')}
                </Button>
              ) : emailCodeSent ? (
                <div className="space-y-3 rounded-xl border border-white/5 bg-white/[0.03] p-4">
                  <p className="text-sm text-slate-300">{t('mfa.codeSent')}</p>
                  <CodeForm
                    label={t('mfa.emailCode')}
                    submitLabel={t('mfa.verify')}
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
                  {active === 'totp' && <p className="text-sm text-amber-200">{message(SECURITY_MESSAGES.emailBlockedByTotp)}</p>}
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
                    {t('mfa.enableEmail')}
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
        title={t('mfa.removeApp')}
        confirmLabel={t('common.remove')}
        onConfirm={(password) => removeTotp.mutateAsync(password).then(() => done(SECURITY_MESSAGES.totpRemoved))}
      />
      <PasswordConfirmDialog
        open={removing === 'email'}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('mfa.disableEmail')}
        confirmLabel={t('mfa.disable')}
        onConfirm={(password) => disableEmail.mutateAsync(password).then(() => done(SECURITY_MESSAGES.emailDisabled))}
      />
    </Card>
  )
}
