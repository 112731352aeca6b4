import { QRCodeSVG } from 'qrcode.react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { type EmailCodeBody, type TotpSetup, TotpCodeBody } from '@wallet/shared/identity/second-factors'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6)

export function CodeForm({
  label,
  submitLabel,
  schema,
  onSubmit,
  onCancel,
  busy,
}: {
  label: string
  submitLabel: string
  /** The shared body of the code (its messages when the code is not well formed). */
  schema: typeof TotpCodeBody | typeof EmailCodeBody
  /** With a well-formed code. */
  onSubmit: (code: string) => void
  onCancel?: () => void
  busy: boolean
}) {
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: '' } })
  const submit = form.handleSubmit(({ code }) => onSubmit(code))
  const t = useT()
  return (
    <form noValidate onSubmit={detached(submit)} className="flex flex-wrap items-end gap-3">
      <Field
        label={label}
        {...form.register('code', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            form.setValue('code', digitsOnly(event.target.value))
            form.clearErrors('code')
          },
        })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('signIn.codePlaceholder')}
        error={form.formState.errors.code?.message}
        className="w-56 [&_input]:font-mono [&_input]:tracking-[0.3em] [&_input]:placeholder:font-sans [&_input]:placeholder:tracking-normal"
      />
      <div className="flex gap-2 pb-px">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}

/** An authenticator being set up: its QR code and key, and the first code that turns it on. */
export function TotpEnrolment({
  setup,
  busy,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  setup: TotpSetup
  busy: boolean
  onSubmit: (code: string) => void
  /** Absent where setting up cannot be put off (a staff account's first sign-in). */
  onCancel?: () => void
  /** The button's words; 'Enable' when absent. */
  submitLabel?: string
}) {
  const t = useT()
  return (
    <div className="space-y-4 rounded-xl border border-white/5 bg-white/[0.03] p-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-300">
        <li>{t('totp.scan')}</li>
        <li>{t('totp.enterCode')}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-5">
        <div className="rounded-xl bg-white p-3">
          <QRCodeSVG value={setup.totpURI} size={160} level="M" title={t('totp.qr')} />
        </div>
        <div className="min-w-48 flex-1 space-y-1">
          <p className="text-xs text-slate-400">{t('totp.cantScan')}</p>
          <code aria-label={t('totp.secret')} className="block font-mono text-sm break-all text-slate-100 select-all">
            {setup.secret}
          </code>
        </div>
      </div>
      <CodeForm
        label={t('signIn.verificationCodeLabel')}
        submitLabel={submitLabel ?? t('totp.enable')}
        busy={busy}
        schema={TotpCodeBody}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </div>
  )
}
