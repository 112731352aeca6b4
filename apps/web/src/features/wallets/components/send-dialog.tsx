import { assetName, type AssetId } from '@wallet/shared/assets'
import { formatAsset, money } from '@wallet/shared/money'
import { SEND_MESSAGES, SendBody } from '@wallet/shared/wallets'
import { type FormEvent, useEffect, useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { useSendFunds, type Wallet } from '../api/wallets'

/** The send confirmation stays for 3 s (part 2 §9). */
export const SEND_MESSAGE_MS = 3_000

interface SendDialogProps {
  wallet: Wallet | null
  /** can_send is false: the form is replaced by the reason. */
  blockedNote: string | null
  onOpenChange: (open: boolean) => void
}

/** Send from wallet: a pending withdrawal for staff approval (part 2 §5). */
export function SendDialog({ wallet, blockedNote, onOpenChange }: SendDialogProps) {
  const send = useSendFunds()
  const [amount, setAmount] = useState('')
  const [recipient, setRecipient] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState(false)

  const assetId = wallet?.assetId
  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => setSuccess(false), SEND_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [success])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setSuccess(false)
    if (!wallet) return setError(SEND_MESSAGES.missingContext)
    const parsed = SendBody.safeParse({ assetId: wallet.assetId, amount, recipientAddress: recipient })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SEND_MESSAGES.invalidAmount)
    if (money(parsed.data.amount).greaterThan(wallet.available)) return setError(SEND_MESSAGES.insufficientFunds)
    try {
      await send.mutateAsync(parsed.data)
      setSuccess(true)
      setAmount('')
      setRecipient('')
    } catch (cause) {
      setError(errorMessage(cause))
    }
  }

  const name = assetId ? assetName(assetId as AssetId) : ''
  return (
    <Dialog open={wallet !== null} onOpenChange={onOpenChange} title={`Send ${name}`} description={wallet ? `Available: ${formatAsset(wallet.available)} ${wallet.assetId}` : undefined}>
      {blockedNote !== null ? (
        <Banner tone="warning">{blockedNote}</Banner>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {error && <Banner>{error}</Banner>}
          {success && <Banner tone="success">{SEND_MESSAGES.success}</Banner>}
          <Field
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
          />
          <Field
            label="Recipient Address"
            autoComplete="off"
            spellCheck={false}
            placeholder={`${name} address`}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
          />
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
