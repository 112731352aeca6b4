import { Controller, useForm } from 'react-hook-form'
import type { CodeBody } from '@wallet/shared/identity/sign-in'
import { Button } from '@/components/ui/button'
import { CodeField } from './code-field'
import { signInResolvers } from './sign-in-forms'
import { detached } from '@/lib/detached'

/** The second-factor code form of steps 1 and 2. */
export function CodeForm({ label, submitText, onSubmit }: { label: string; submitText: string; onSubmit: (code: string) => Promise<void> }) {
  const form = useForm<CodeBody>({ resolver: signInResolvers.code, defaultValues: { code: '' } })
  const submit = form.handleSubmit(async ({ code }) => {
    await onSubmit(code)
    form.resetField('code')
  })
  return (
    <form noValidate onSubmit={detached(submit)} className="space-y-5" aria-label={label}>
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeField ref={field.ref} label={label} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {submitText}
      </Button>
    </form>
  )
}
