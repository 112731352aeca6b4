import { zodResolver } from '@hookform/resolvers/zod'
import { assetName } from '@wallet/shared/assets'
import { money } from '@wallet/shared/amounts'
import { SEND_MESSAGES, SendBody } from '@wallet/shared/money/wallets'
import { type ChangeEvent, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useSendFunds, type Wallet } from '../api/wallets'
import { useT } from '@/lib/i18n/use-t'
import { formatAssetAmount } from '@/lib/i18n/format'

/** The send confirmation stays for 3 s (part 2 §9). */
export const SEND_MESSAGE_MS = 3_000

interface SendDialogProps {
  wallet: Wallet | null
  /** can_send is false: the form is replaced by the reason. */
  blockedNote: string | null
  onOpenChange: (open: boolean) => void
}

/** Send from wallet: a pending withdrawal for staff approval (part 2 §5), checked with the server's SendBody. */
export function SendDialog({ wallet, blockedNote, onOpenChange }: SendDialogProps) {
  const send = useSendFunds()
  const form = useForm<z.input<typeof SendBody>, unknown, SendBody>({
    resolver: zodResolver(SendBody),
    defaultValues: { assetId: wallet?.assetId, amount: '', recipientAddress: '' },
    reValidateMode: 'onSubmit',
  })
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState(false)
  const t = useT()

  const assetId = wallet?.assetId
  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => setSuccess(false), SEND_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [success])

  const submit = form.handleSubmit(
    async (body) => {
      if (!wallet) return setError(SEND_MESSAGES.missingContext)
      if (money(body.amount).greaterThan(wallet.available)) return setError(SEND_MESSAGES.insufficientFunds)
      try {
        await send.mutateAsync(body)
        setSuccess(true)
        form.reset({ assetId: wallet.assetId, amount: '', recipientAddress: '' })
      } catch (cause) {
        setError(errorMessage(cause))
      }
    },
    // One message at a time, the first field's first.
    (errors) => setError(errors.assetId?.message ?? errors.amount?.message ?? errors.recipientAddress?.message ?? SEND_MESSAGES.invalidAmount),
  )

  const name = assetId ? assetName(assetId) : ''
  return (
    <Dialog
      open={wallet !== null}
      onOpenChange={onOpenChange}
      title={t('send.title', { name })}
      description={wallet ? t('send.available', { amount: formatAssetAmount(wallet.available), asset: wallet.assetId }) : undefined}
    >
      {blockedNote !== null ? (
        <Banner tone="warning">{blockedNote}</Banner>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            setError(null)
            setSuccess(false)
            void submit(event)
          }}
          className="space-y-4"
        >
          {error && <Banner>{error}</Banner>}
          {success && <Banner tone="success">{SEND_MESSAGES.success}</Banner>}
          <Field
            label={t('send.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...form.register('amount', { onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('amount', event.target.value.trim()) })}
          />
          <Field
            label={t('send.recipient')}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            placeholder={t('send.recipientPlaceholder', { name })}
            {...form.register('recipientAddress')}
          />
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('send.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('send.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
