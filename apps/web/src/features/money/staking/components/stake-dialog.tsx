import { assetName, type AssetId } from '@wallet/shared/assets'
import { DECIMAL_PATTERN, money, toAmountString } from '@wallet/shared/amounts'
import { CreateStakeBody, STAKE_MESSAGES, type StakeOption } from '@wallet/shared/money/stake-plans'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ChangeEvent, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useCreateStake } from '../api/stakes'
import { formatAssetAmount, formatExactDecimal } from '@/lib/i18n/format'
import { useT } from '@/lib/i18n/use-t'
import { formatRate } from './stake-rate'

/** The stake dialog closes 1.5 s after a success (part 2 §9). */
export const STAKE_CLOSE_MS = 1_500
const STAKE_FAILED = 'An unexpected error occurred while staking.'
/** The field's own message (the server's words, so the catalogue's messages part has it). */
const STAKE_INSUFFICIENT = 'Insufficient funds.'

export interface StakeSelection {
  assetId: AssetId
  option: StakeOption
}

interface StakeDialogProps {
  selection: StakeSelection | null
  available: string
  /** Null when staking is allowed; otherwise the message to show. */
  blockedMessage: string | null
  onClose: () => void
  onStaked: () => void
}

/** 'Stake {asset name}': amount with MAX, checked against the balance and the plan's min and max (part 2 §5). */
export function StakeDialog({ selection, available, blockedMessage, onClose, onStaked }: StakeDialogProps) {
  const stake = useCreateStake()
  const form = useForm<z.input<typeof CreateStakeBody>, unknown, z.output<typeof CreateStakeBody>>({
    resolver: zodResolver(CreateStakeBody),
    defaultValues: {
      assetId: selection?.assetId,
      amount: '',
      durationDays: selection?.option.durationDays,
      rate: selection?.option.rate,
    },
    reValidateMode: 'onSubmit',
  })
  const amount = form.watch('amount')
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const t = useT()

  useEffect(() => {
    if (!success) return
    const timer = setTimeout(onClose, STAKE_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [success, onClose])

  /** The request is checked as the server checks it (CreateStakeBody), then against the balance and the plan. */
  const submit = form.handleSubmit(
    async (body) => {
      if (!selection) return setError(STAKE_MESSAGES.planMissing)
      const { assetId, option } = selection
      if (money(body.amount).greaterThan(available)) return setError(t('stakeDialog.insufficient', { amount: formatAssetAmount(available), asset: assetId }))
      if (money(body.amount).lessThan(option.min)) return setError(t('stakeDialog.belowMin', { min: formatExactDecimal(option.min), asset: assetId }))
      if (money(body.amount).greaterThan(option.max)) return setError(t('stakeDialog.aboveMax', { max: formatExactDecimal(option.max), asset: assetId }))
      try {
        const answer = await stake.mutateAsync(body)
        setSuccess(answer.message)
        onStaked()
      } catch (cause) {
        setError(errorMessage(cause, STAKE_FAILED))
      }
    },
    // One message at a time: the amount's first, then a missing plan.
    (errors) =>
      setError(errors.amount?.message ?? errors.assetId?.message ?? errors.durationDays?.message ?? errors.rate?.message ?? STAKE_MESSAGES.invalidAmount),
  )

  if (!selection) return null
  const { assetId, option } = selection
  const overBalance = DECIMAL_PATTERN.test(amount) && money(amount).greaterThan(available)

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('stakeDialog.title', { name: assetName(assetId) })}
      description={t('stakeDialog.description', { days: option.durationDays, rate: formatRate(option.rate) })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          setError(null)
          if (blockedMessage) {
            event.preventDefault()
            return setError(blockedMessage)
          }
          void submit(event)
        }}
        className="space-y-4"
      >
        {blockedMessage && <Banner tone="warning">{blockedMessage}</Banner>}
        {error && <Banner>{error}</Banner>}
        {success && <Banner tone="success">{success}</Banner>}
        <Field
          label={t('stakeDialog.amount', { asset: assetId })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...form.register('amount', { onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('amount', event.target.value.trim()) })}
          error={overBalance ? STAKE_INSUFFICIENT : undefined}
          hint={t('send.available', { amount: formatAssetAmount(available), asset: assetId })}
          labelAside={
            <button
              type="button"
              className="text-xs font-semibold text-brand-300 hover:text-white"
              onClick={() => form.setValue('amount', toAmountString(available))}
            >
              {t('stakeDialog.max')}
            </button>
          }
        />
        <dl className="grid grid-cols-2 gap-2 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3 text-sm">
          <dt className="text-slate-400">{t('stakeDialog.minimum')}</dt>
          <dd className="text-end font-mono tabular-nums" dir="ltr">
            {formatExactDecimal(option.min)} {assetId}
          </dd>
          <dt className="text-slate-400">{t('stakeDialog.maximum')}</dt>
          <dd className="text-end font-mono tabular-nums" dir="ltr">
            {formatExactDecimal(option.max)} {assetId}
          </dd>
        </dl>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('stakeDialog.cancel')}
          </Button>
          <Button type="submit" loading={stake.isPending} disabled={success !== null || blockedMessage !== null}>
            {t('stakeDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
