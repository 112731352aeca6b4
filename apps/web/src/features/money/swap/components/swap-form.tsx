import { ASSETS, type AssetId } from '@wallet/shared/assets'
import { DECIMAL_PATTERN, money } from '@wallet/shared/amounts'
import { priceOf } from '@wallet/shared/platform/price-rules'
import { CreateSwapBody, quoteSwap, SWAP_MESSAGES } from '@wallet/shared/money/swap'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage } from '@/lib/api-client'
import { useCreateSwap } from '../api/swaps'
import { detached } from '@/lib/detached'
import { formatAssetAmount, formatExactDecimal } from '@/lib/i18n/format'
import { useMessageText, useT } from '@/lib/i18n/use-t'

const SWAP_FAILED_DEFAULT = 'Failed to initiate swap request.'

interface SwapFormProps {
  prices: Partial<Record<AssetId, string>>
  /** max(0, balance + pending withdrawals) per asset. */
  available: Partial<Record<AssetId, string>>
  /** Null when swapping is allowed; otherwise the message to show. */
  blockedMessage: string | null
  onSwapped: () => void
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-mono tabular-nums text-slate-100" dir="ltr">
        {children}
      </dd>
    </div>
  )
}

/** From / to tokens, amount, rate, 1% fee and net received, then a confirmation dialog (part 2 §2, §4, §5, §9). */
export function SwapForm({ prices, available, blockedMessage, onSwapped }: SwapFormProps) {
  const swap = useCreateSwap()
  const t = useT()
  const messageText = useMessageText()
  const form = useForm<z.input<typeof CreateSwapBody>, unknown, CreateSwapBody>({
    resolver: zodResolver(CreateSwapBody),
    defaultValues: { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '' },
    reValidateMode: 'onSubmit',
  })
  const from = form.watch('fromTokenId')
  const to = form.watch('toTokenId')
  const amount = form.watch('fromAmount')
  const setFrom = (token: AssetId) => form.setValue('fromTokenId', token)
  const setTo = (token: AssetId) => form.setValue('toTokenId', token)
  const setAmount = (value: string) => form.setValue('fromAmount', value)
  /** The checked request waiting in the confirmation dialog. */
  const [confirming, setConfirming] = useState<CreateSwapBody | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  const balance = available[from] ?? '0'
  const fromPrice = priceOf(prices, from)
  const toPrice = priceOf(prices, to)
  const positive = DECIMAL_PATTERN.test(amount) && money(amount).greaterThan(0)
  const insufficient = positive && money(amount).greaterThan(balance)
  const quote = positive && fromPrice && toPrice ? quoteSwap({ fromTokenId: from, toTokenId: to, fromAmount: amount, fromPrice, toPrice }) : null
  const rate = fromPrice && toPrice ? quoteSwap({ fromTokenId: from, toTokenId: to, fromAmount: '1', fromPrice, toPrice }).rate : null

  function chooseFrom(next: AssetId) {
    if (next === to) setTo(from)
    setFrom(next)
  }
  function chooseTo(next: AssetId) {
    if (next === from) setFrom(to)
    setTo(next)
  }
  function flip() {
    setFrom(to)
    setTo(from)
  }

  /** Checks the request as the server will (CreateSwapBody), then the balance and the prices, before confirming. */
  const openConfirm = form.handleSubmit(
    (body) => {
      if (money(body.fromAmount).greaterThan(balance) || !quote) return setMessage({ tone: 'error', text: SWAP_MESSAGES.invalidAmount })
      setConfirming(body)
    },
    (errors) =>
      setMessage({
        tone: 'error',
        text: errors.fromAmount?.message ?? errors.fromTokenId?.message ?? errors.toTokenId?.message ?? SWAP_MESSAGES.invalidAmount,
      }),
  )

  function requestSwap() {
    setMessage(null)
    if (blockedMessage) return setMessage({ tone: 'error', text: blockedMessage })
    void openConfirm()
  }

  async function confirm() {
    if (!confirming) return
    try {
      await swap.mutateAsync(confirming)
      setConfirming(null)
      setAmount('')
      setMessage({ tone: 'success', text: SWAP_MESSAGES.submitted })
      onSwapped()
    } catch (cause) {
      setConfirming(null)
      setMessage({ tone: 'error', text: t('swapForm.failed', { reason: messageText(errorMessage(cause, SWAP_FAILED_DEFAULT)) }) })
    }
  }

  const disabled = !positive || insufficient || blockedMessage !== null
  return (
    <Card className="mx-auto max-w-xl p-4 sm:p-6">
      <div className="space-y-4">
        {blockedMessage && <Banner tone="warning">{blockedMessage}</Banner>}
        {message && <Banner tone={message.tone}>{message.text}</Banner>}

        <div className="rounded-2xl border border-white/10 bg-white/[0.03] p-3 sm:p-4">
          <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
            <div className="space-y-1.5">
              <label htmlFor="swap-amount" className="text-[13px] font-medium text-slate-300">
                {t('swapForm.youPay')}
              </label>
              <input
                id="swap-amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={amount}
                aria-invalid={insufficient || undefined}
                onChange={(e) => {
                  const next = e.target.value
                  // Only digits and at most one decimal point.
                  if (next === '' || /^\d*\.?\d*$/.test(next)) setAmount(next)
                }}
                className={inputClasses(insufficient)}
              />
            </div>
            <SelectField label={t('swapForm.from')} value={from} onChange={(e) => chooseFrom(e.target.value as AssetId)}>
              {ASSETS.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.id}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-2 flex items-center justify-between text-xs">
            <span className="text-slate-400">
              {t('swapForm.available')}{' '}
              <bdi dir="ltr">
                <span className="font-mono">{formatAssetAmount(balance)}</span> {from}
              </bdi>
            </span>
            {insufficient && (
              <span role="alert" className="font-medium text-red-300">
                {SWAP_MESSAGES.insufficientBalance}
              </span>
            )}
          </div>
        </div>

        <div className="flex justify-center">
          <button
            type="button"
            onClick={flip}
            aria-label={t('swapForm.flip')}
            className="grid size-10 place-items-center rounded-full border border-white/10 bg-ink-800 text-slate-200 transition hover:rotate-180 hover:border-white/25"
          >
            <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
            </svg>
          </button>
        </div>

        <div className="rounded-2xl border border-white/10 bg-white/[0.03] p-3 sm:p-4">
          <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
            <div className="space-y-1.5">
              <span className="text-[13px] font-medium text-slate-300">{t('swapForm.receiveEstimated')}</span>
              <p
                className="flex h-11 items-center rounded-xl border border-white/5 bg-ink-950/40 px-3.5 font-mono text-sm text-slate-100"
                data-testid="swap-receive"
                dir="ltr"
              >
                {formatAssetAmount(quote ? quote.toAmount : '0')}
              </p>
            </div>
            <SelectField label={t('swapForm.to')} value={to} onChange={(e) => chooseTo(e.target.value as AssetId)}>
              {ASSETS.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.id}
                </option>
              ))}
            </SelectField>
          </div>
        </div>

        <dl className="space-y-2 rounded-xl border border-white/10 px-4 py-3">
          <Line label={t('swapForm.rate')}>{rate ? `1 ${from} = ${formatExactDecimal(money(rate).toFixed())} ${to}` : t('swapForm.loadingRate')}</Line>
          <Line label={t('swapForm.fee')}>
            {formatAssetAmount(quote ? quote.fee : '0')} {from}
          </Line>
          <Line label={t('swapForm.willReceive')}>
            <span data-testid="swap-net">{formatAssetAmount(quote ? quote.toAmount : '0')}</span> {to}
          </Line>
        </dl>

        <Button size="lg" className="w-full" disabled={disabled} onClick={requestSwap}>
          {insufficient ? t('swapForm.insufficient') : t('swapForm.submit')}
        </Button>
      </div>

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !swap.isPending && setConfirming(null)}
        title={t('swapForm.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={swap.isPending}>
              {t('swapForm.cancel')}
            </Button>
            <Button onClick={detached(confirm)} loading={swap.isPending}>
              {swap.isPending ? t('swapForm.processing') : t('swapForm.confirm')}
            </Button>
          </>
        }
      >
        {quote && (
          <dl className="space-y-2">
            <Line label={t('swapForm.youPay')}>
              {formatAssetAmount(quote.fromAmount)} {from}
            </Line>
            <Line label={t('swapForm.fee')}>
              {formatAssetAmount(quote.fee)} {from}
            </Line>
            <Line label={t('swapForm.rate')}>
              1 {from} = {formatExactDecimal(money(quote.rate).toFixed())} {to}
            </Line>
            <Line label={t('swapForm.youReceive')}>
              {formatAssetAmount(quote.toAmount)} {to}
            </Line>
          </dl>
        )}
      </Dialog>
    </Card>
  )
}
