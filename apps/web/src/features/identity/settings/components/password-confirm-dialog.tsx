import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PasswordConfirmBody, SECURITY_MESSAGES } from '@wallet/shared/identity/second-factors'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

/** Asks for the account password before a second factor is removed. */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  confirmLabel,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  confirmLabel: string
  /** Rejects with the server's answer when the password is wrong. */
  onConfirm: (password: string) => Promise<unknown>
}) {
  const form = useForm<PasswordConfirmBody>({ resolver: zodResolver(PasswordConfirmBody), defaultValues: { password: '' } })
  const { errors, isSubmitting } = form.formState
  const t = useT()
  const close = () => {
    form.reset()
    onOpenChange(false)
  }
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password)
      close()
    } catch (error) {
      form.setError('root', { message: errorMessage(error, SECURITY_MESSAGES.passwordVerificationFailed) })
    }
  })
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} description={t('passwordConfirm.description')}>
      <form noValidate onSubmit={detached(onSubmit)} className="space-y-4">
        {errors.root?.message && <Banner>{errors.root.message}</Banner>}
        <Field
          label={t('signIn.passwordLabel')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
