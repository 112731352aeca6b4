import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { ForcePasswordChangeForm, RecoveryForm } from '@wallet/shared/identity/sign-in'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

type NewPasswordSchema = typeof ForcePasswordChangeForm | typeof RecoveryForm
export type NewPasswordValues = z.infer<NewPasswordSchema>

/** New password and its confirmation, checked by the given shared schema. */
export function NewPasswordForm({
  schema,
  onSubmit,
  disabled,
}: {
  schema: NewPasswordSchema
  onSubmit: (values: NewPasswordValues) => Promise<void>
  disabled?: boolean
}) {
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } })
  const { errors, isSubmitting } = form.formState
  const t = useT()
  return (
    <form noValidate onSubmit={detached(form.handleSubmit(onSubmit))} className="space-y-5" aria-label={t('newPassword.formLabel')}>
      <fieldset disabled={disabled} className="space-y-5">
        <Field
          label={t('newPassword.label')}
          type="password"
          autoComplete="new-password"
          placeholder={t('newPassword.placeholder')}
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label={t('newPassword.confirmLabel')}
          type="password"
          autoComplete="new-password"
          placeholder={t('newPassword.confirmPlaceholder')}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('newPassword.submit')}
        </Button>
      </fieldset>
    </form>
  )
}
