import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { AntiPhishingCode } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useAntiPhishingCode, useRevealAntiPhishingCode, useSetAntiPhishingCode } from '../api/account-protection'
import { SecondFactorDialog } from './second-factor-dialog'

const Form = z.object({ antiPhishingCode: AntiPhishingCode })

/** Settings → Security: the code every mail from the wallet shows on its first line (docs/decisions/036). */
export function AntiPhishingCard() {
  const current = useAntiPhishingCode()
  const setCode = useSetAntiPhishingCode()
  const reveal = useRevealAntiPhishingCode()
  const t = useT()
  const success = useTimedMessage()
  // The change waiting for the second factor: a new code, or null to remove it.
  const [pending, setPending] = useState<{ code: string | null } | null>(null)
  // The code itself is shown only after the step-up (password and second factor).
  const [revealing, setRevealing] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  const form = useForm<z.infer<typeof Form>>({ resolver: zodResolver(Form), defaultValues: { antiPhishingCode: '' } })
  const isSet = current.data?.isSet ?? false
  const onSubmit = form.handleSubmit(({ antiPhishingCode }) => setPending({ code: antiPhishingCode }))

  return (
    <Card>
      <CardHeader title={t('antiPhishing.title')} />
      <div className="space-y-4 px-5 py-5">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {current.isError && <Banner>{errorMessage(current.error)}</Banner>}
        <p className="text-sm leading-relaxed text-slate-400">{t('antiPhishing.intro')}</p>
        <div className="rounded-lg bg-white/5 px-4 py-3 text-sm" aria-live="polite">
          {current.isPending ? (
            <span className="text-slate-400">{t('common.loading')}</span>
          ) : isSet && shown ? (
            <>
              <span className="text-slate-400">{t('antiPhishing.startsWith')}</span>
              <span className="font-mono font-semibold text-emerald-300" data-testid="anti-phishing-code">
                {t('antiPhishing.codeLine', { code: shown })}
              </span>
            </>
          ) : isSet ? (
            <span className="flex flex-wrap items-center gap-3">
              <span className="text-slate-400">{t('antiPhishing.isSet')}</span>
              <Button variant="ghost" size="sm" onClick={() => setRevealing(true)}>
                {t('antiPhishing.show')}
              </Button>
            </span>
          ) : (
            <span className="text-slate-400">{t('antiPhishing.notSet')}</span>
          )}
        </div>
        <form noValidate onSubmit={detached(onSubmit)} className="flex flex-wrap items-end gap-3">
          <Field
            label={isSet ? t('antiPhishing.newCode') : t('antiPhishing.code')}
            className="w-full min-w-0 sm:w-auto sm:flex-1"
            maxLength={20}
            autoComplete="off"
            error={form.formState.errors.antiPhishingCode?.message}
            {...form.register('antiPhishingCode')}
          />
          <Button type="submit">{isSet ? t('antiPhishing.change') : t('antiPhishing.set')}</Button>
          {isSet && (
            <Button variant="secondary" onClick={() => setPending({ code: null })}>
              {t('common.remove')}
            </Button>
          )}
        </form>
      </div>
      <SecondFactorDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.code === null ? t('antiPhishing.removeTitle') : t('antiPhishing.saveTitle')}
        onConfirm={async (secondFactorCode) => {
          const answer = await setCode.mutateAsync({ antiPhishingCode: pending?.code ?? null, secondFactorCode })
          form.reset()
          setShown(pending?.code ?? null)
          success.show(answer.message)
        }}
      />
      <SecondFactorDialog
        open={revealing}
        onOpenChange={setRevealing}
        title={t('antiPhishing.showTitle')}
        withPassword
        onConfirm={async (secondFactorCode, password) => setShown((await reveal.mutateAsync({ password, secondFactorCode })).antiPhishingCode)}
      />
    </Card>
  )
}
