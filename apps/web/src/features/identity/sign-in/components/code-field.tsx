import type { Ref } from 'react'
import { CODE_LENGTH } from '@wallet/shared/identity/sign-in-rules'
import { Field } from '@/components/ui/field'
import { useT } from '@/lib/i18n/use-t'

/** A one-time code input: digits only, at most six. */
export function CodeField({
  value,
  onChange,
  error,
  label,
  ref,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
  label: string
  ref?: Ref<HTMLInputElement>
}) {
  const t = useT()
  return (
    <Field
      ref={ref}
      label={label}
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={t('signIn.codePlaceholder')}
      error={error}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
      autoFocus
    />
  )
}
