import { zodResolver } from '@hookform/resolvers/zod'
import { CreateWorkerBody, MANAGER_MESSAGES, WORKER_PASSWORD_MIN_LENGTH } from '@wallet/shared/back-office/workers'
import { type ReactNode, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { detached } from '@/lib/detached'

type Values = z.input<typeof CreateWorkerBody>
const EMPTY: Values = { fullName: '', email: '', password: '' }

/** 'Please fill in all fields.' once for the form rather than under each empty field. */
function fieldError(errors: FieldErrors<Values>, name: keyof Values): string | undefined {
  const message = errors[name]?.message
  return message === MANAGER_MESSAGES.fillAllFields ? undefined : message
}

/** The server's words for a taken email (409) or other refused input; the spec's failure otherwise. */
const CREATE_ERRORS = { serverWords: [400, 409] } as const

/**
 * Full name, email and a first password (at least 8 characters) of a new staff account, who chooses their own
 * password at first sign-in. Used for a manager's workers and the admin's managers; the form clears on success.
 */
export function StaffAccountForm({
  submitLabel,
  onCreate,
  footer,
  autoFocus,
}: {
  submitLabel: string
  /** Creates the account; resolves with the success message. */
  onCreate: (values: CreateWorkerBody) => Promise<string>
  /** Extra buttons beside the submit button (e.g. Cancel in a dialog). */
  footer?: ReactNode
  autoFocus?: boolean
}) {
  const t = useT()
  const form = useForm<Values>({ resolver: zodResolver(CreateWorkerBody), defaultValues: EMPTY })
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const { errors, isSubmitting } = form.formState
  const missing = Object.values(errors).some((e) => e?.message === MANAGER_MESSAGES.fillAllFields)
  const invalid = (name: keyof Values) => Boolean(errors[name])

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null)
    try {
      const message = await onCreate(CreateWorkerBody.parse(values))
      form.reset(EMPTY)
      setResult({ tone: 'success', text: message })
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, MANAGER_MESSAGES.createFailed, CREATE_ERRORS) })
    }
  })

  return (
    <form noValidate onSubmit={detached(onSubmit)} onChange={() => result?.tone === 'error' && setResult(null)} className="space-y-4">
      {missing && <Banner>{MANAGER_MESSAGES.fillAllFields}</Banner>}
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Field
        label={t('staffAccountForm.fullName')}
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={invalid('fullName') || undefined}
        error={fieldError(errors, 'fullName')}
        {...form.register('fullName')}
      />
      <Field
        label={t('staffAccountForm.email')}
        type="email"
        autoComplete="off"
        aria-invalid={invalid('email') || undefined}
        error={fieldError(errors, 'email')}
        {...form.register('email')}
      />
      <Field
        label={t('staffAccountForm.password')}
        type="password"
        autoComplete="new-password"
        hint={t('staffAccountForm.passwordHint', { min: WORKER_PASSWORD_MIN_LENGTH })}
        aria-invalid={invalid('password') || undefined}
        error={fieldError(errors, 'password')}
        {...form.register('password')}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        {footer}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
