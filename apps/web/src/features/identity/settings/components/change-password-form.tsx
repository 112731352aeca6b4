import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ChangePasswordForm as ChangePasswordSchema, SECURITY_MESSAGES } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useChangePassword } from '../api/security'
import { useTimedMessage } from '@/lib/use-timed-message'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

type Values = z.infer<typeof ChangePasswordSchema>

/** Change password: the current one, then the new one twice (part 2 §5). */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const success = useTimedMessage()
  const t = useT()
  const form = useForm<Values>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const answer = await change.mutateAsync({ oldPassword, newPassword })
      form.reset()
      success.show(answer.message ?? SECURITY_MESSAGES.passwordChanged)
    } catch (error) {
      success.clear()
      form.setError('root', { message: errorMessage(error, t('changePassword.failed')) })
    }
  })
  return (
    <Card>
      <CardHeader title={t('changePassword.title')} />
      <form noValidate onSubmit={detached(onSubmit)} className="space-y-4 p-5" aria-label={t('changePassword.formLabel')}>
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {errors.root?.message && <Banner>{errors.root.message}</Banner>}
        <Field
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('newPassword.label')}
            type="password"
            autoComplete="new-password"
            hint={t('changePassword.hint')}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <Field
            label={t('newPassword.confirmLabel')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        <Button type="submit" loading={isSubmitting}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </Card>
  )
}
