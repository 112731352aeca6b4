import { QRCodeSVG } from 'qrcode.react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { type EmailCodeBody, type TotpSetup, TotpCodeBody } from '@wallet/shared/identity/second-factors'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { detached } from '@/lib/detached'

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
        placeholder="Enter 6-digit code"
        error={form.formState.errors.code?.message}
        className="w-56 [&_input]:font-mono [&_input]:tracking-[0.3em] [&_input]:placeholder:font-sans [&_input]:placeholder:tracking-normal"
      />
      <div className="flex gap-2 pb-px">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
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
  submitLabel = 'Enable',
}: {
  setup: TotpSetup
  busy: boolean
  onSubmit: (code: string) => void
  /** Absent where setting up cannot be put off (a staff account's first sign-in). */
  onCancel?: () => void
  submitLabel?: string
}) {
  return (
    <div className="space-y-4 rounded-xl border border-white/5 bg-white/[0.03] p-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-300">
        <li>Scan this QR code with your authenticator app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-5">
        <div className="rounded-xl bg-white p-3">
          <QRCodeSVG value={setup.totpURI} size={160} level="M" title="Authenticator QR code" />
        </div>
        <div className="min-w-48 flex-1 space-y-1">
          <p className="text-xs text-slate-400">Can't scan it? Enter this key manually:</p>
          <code aria-label="Secret key" className="block font-mono text-sm break-all text-slate-100 select-all">
            {setup.secret}
          </code>
        </div>
      </div>
      <CodeForm label="Verification Code" submitLabel={submitLabel} busy={busy} schema={TotpCodeBody} onSubmit={onSubmit} onCancel={onCancel} />
    </div>
  )
}
