import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ADDRESS_LABEL_MAX, ConfirmWithdrawalAddressBody, NewWithdrawalAddress } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { ASSETS } from '@wallet/shared/assets'
import { AllowlistBadge, WithdrawalAddressBadge } from '@/components/ui/allowlist-badges'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'
import { type WordedParams, wordedText } from '@/lib/i18n/worded'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useAddWithdrawalAddress, useAllowlist, useConfirmWithdrawalAddress, useRemoveWithdrawalAddress, useSetAllowlist } from '../api/account-protection'
import { SecondFactorDialog } from './second-factor-dialog'
import { CodeForm } from './totp-enrolment'

type Pending = { kind: 'add'; body: NewWithdrawalAddress } | { kind: 'allowlist'; enabled: boolean }

/**
 * Settings → Security: sends only to saved addresses (docs/decisions/037). A new address needs the second factor and
 * the code mailed to the customer, then waits out the lock; turning the list off waits out the lock as well.
 */
export function WithdrawalAllowlistCard() {
  const allowlist = useAllowlist()
  const setAllowlist = useSetAllowlist()
  const add = useAddWithdrawalAddress()
  const confirm = useConfirmWithdrawalAddress()
  const remove = useRemoveWithdrawalAddress()
  const success = useTimedMessage()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const t = useT()
  const form = useForm<NewWithdrawalAddress>({ resolver: zodResolver(NewWithdrawalAddress), defaultValues: { assetId: 'BTC', address: '', label: '' } })
  const state = allowlist.data
  /** The answer's words; a sentence with a time in it is worded in the page's language from its params. */
  const done = (answer: { message: string; params?: WordedParams }) => {
    setError(null)
    success.show(wordedText(answer.message, answer.params))
  }
  const failed = (err: unknown) => {
    success.clear()
    setError(errorMessage(err))
  }

  return (
    <Card>
      <CardHeader title={t('allowlist.title')} action={state && <AllowlistBadge state={state} />} />
      <div className="space-y-4 px-5 py-5">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        {allowlist.isError && <Banner>{errorMessage(allowlist.error)}</Banner>}
        <p className="text-sm leading-relaxed text-slate-400">{t('allowlist.intro', { hours: state?.lockHours ?? 48 })}</p>
        {state && (
          <Button
            variant={state.enabled && !state.turnsOffAt ? 'secondary' : 'primary'}
            onClick={() => setPending({ kind: 'allowlist', enabled: !state.enabled || !!state.turnsOffAt })}
          >
            {!state.enabled ? t('allowlist.turnOn') : state.turnsOffAt ? t('allowlist.keepOn') : t('allowlist.turnOff')}
          </Button>
        )}

        <ul className="divide-y divide-white/5 rounded-lg ring-1 ring-white/5" aria-label={t('allowlist.list')}>
          {state?.addresses.length === 0 && <li className="px-4 py-3 text-sm text-slate-400">{t('allowlist.empty')}</li>}
          {state?.addresses.map((address) => (
            <li key={address.id} className="space-y-2 px-4 py-3" data-testid="withdrawal-address">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold text-slate-100">{address.assetId}</span>
                {address.label && <span className="text-sm text-slate-300">{address.label}</span>}
                <WithdrawalAddressBadge address={address} />
                <Button
                  variant="ghost"
                  size="sm"
                  className="ms-auto"
                  loading={remove.isPending && remove.variables === address.id}
                  onClick={() => remove.mutate(address.id, { onSuccess: done, onError: failed })}
                >
                  {t('common.remove')}
                </Button>
              </div>
              <p className="font-mono text-xs break-all text-slate-400">{address.address}</p>
              {address.state === 'awaiting_confirmation' && (
                <CodeForm
                  label={t('allowlist.confirmationCode')}
                  submitLabel={t('allowlist.confirmAddress')}
                  schema={ConfirmWithdrawalAddressBody}
                  busy={confirm.isPending}
                  onSubmit={(code) => confirm.mutate({ id: address.id, code }, { onSuccess: done, onError: failed })}
                />
              )}
            </li>
          ))}
        </ul>

        <form noValidate onSubmit={detached(form.handleSubmit((body) => setPending({ kind: 'add', body })))} className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <SelectField label={t('wallets.asset')} options={ASSETS.map((a) => ({ value: a.id, label: a.id }))} {...form.register('assetId')} />
          <Field
            label={t('allowlist.address')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            error={form.formState.errors.address?.message}
            {...form.register('address')}
          />
          <Field
            label={t('allowlist.label')}
            className="sm:col-span-2"
            maxLength={ADDRESS_LABEL_MAX}
            error={form.formState.errors.label?.message}
            {...form.register('label')}
          />
          <div className="sm:col-span-2">
            <Button type="submit">{t('allowlist.add')}</Button>
          </div>
        </form>
      </div>
      <SecondFactorDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'add' ? t('allowlist.addTitle') : pending?.enabled ? t('allowlist.turnOn') : t('allowlist.turnOff')}
        onConfirm={async (secondFactorCode) => {
          if (pending?.kind === 'add') {
            const answer = await add.mutateAsync({ ...pending.body, label: pending.body.label || undefined, secondFactorCode })
            form.reset({ assetId: pending.body.assetId, address: '', label: '' })
            done(answer)
          } else if (pending) {
            done(await setAllowlist.mutateAsync({ enabled: pending.enabled, secondFactorCode }))
          }
        }}
      />
    </Card>
  )
}
