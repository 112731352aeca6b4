import { zodResolver } from '@hookform/resolvers/zod'
import { type AssetId, assetName } from '@wallet/shared/assets'
import { STAFF_PROFILE_MESSAGES, WalletAddressBody, walletAddressProblem } from '@wallet/shared/back-office/customers'
import type { Wallet } from '@wallet/shared/money/wallets'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import type { StaffDialog } from '@/lib/use-staff-dialog'
import { useSetWalletAddress } from '../api/customers'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

const UPDATE_FAILED = 'Failed to update the address.'

/** Trimmed and non-empty (the shared body), then valid for the asset's chain. */
const addressSchema = (assetId: AssetId) =>
  WalletAddressBody.superRefine(({ address }, ctx) => {
    const problem = walletAddressProblem(assetId, address)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['address'] })
  })

/**
 * set-user-wallet-address: the deposit address the customer's Receive dialog shows. Trimmed, non-empty and valid for
 * the asset's chain (the same checks as the customer's send); the server checks it again.
 */
export function WalletAddressDialog({
  customerId,
  dialog,
  onUpdated,
}: {
  customerId: string
  dialog: StaffDialog<Wallet>
  onUpdated: (message: string) => void
}) {
  const wallet = dialog.target
  const t = useT()
  return (
    <Dialog
      open={wallet !== null}
      onOpenChange={dialog.onOpenChange}
      title={wallet ? t('staffProfile.address.titleFor', { name: assetName(wallet.assetId) }) : t('staffProfile.wallets.updateAddress')}
      description={t('staffProfile.address.description')}
    >
      {/* A new form per opening, filled with the address of that moment. */}
      {wallet?.onChain ? (
        <DerivedAddress wallet={wallet} />
      ) : (
        wallet && <AddressForm key={wallet.assetId} customerId={customerId} wallet={wallet} dialog={dialog} onUpdated={onUpdated} />
      )}
    </Dialog>
  )
}

/** A connected chain's address: derived from the wallet key and watched, so it is shown and never typed in. */
function DerivedAddress({ wallet }: { wallet: Wallet }) {
  const t = useT()
  return (
    <div className="space-y-3">
      <code
        className="block break-all rounded-xl border border-white/10 bg-ink-950/60 px-3 py-2.5 font-mono text-sm text-slate-100"
        aria-label={t('staffProfile.address.derived')}
        dir="ltr"
      >
        {wallet.address ?? t('staffProfile.address.notAllocated')}
      </code>
      <p className="text-sm text-slate-400">{t('staffProfile.address.derivedNote', { asset: wallet.assetId, confirmations: wallet.onChain!.confirmations })}</p>
    </div>
  )
}

function AddressForm({
  customerId,
  wallet,
  dialog,
  onUpdated,
}: {
  customerId: string
  wallet: Wallet
  dialog: StaffDialog<Wallet>
  onUpdated: (message: string) => void
}) {
  const update = useSetWalletAddress(customerId)
  const t = useT()
  const form = useForm<z.input<typeof WalletAddressBody>, unknown, z.output<typeof WalletAddressBody>>({
    resolver: zodResolver(addressSchema(wallet.assetId)),
    defaultValues: { address: wallet.address ?? '' },
  })

  const submit = form.handleSubmit(async ({ address }) => {
    try {
      const answer = await update.mutateAsync({ assetId: wallet.assetId, address })
      const text = answer.message || STAFF_PROFILE_MESSAGES.addressUpdated
      dialog.succeed(text)
      onUpdated(text)
    } catch (cause) {
      dialog.fail(errorMessage(cause, UPDATE_FAILED, NAMED_REFUSALS))
    }
  })

  return (
    <form noValidate onSubmit={detached(submit)} className="space-y-4">
      {dialog.error && <Banner>{dialog.error}</Banner>}
      {dialog.success && <Banner tone="success">{dialog.success}</Banner>}
      <div className="rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-3 text-sm">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('staffProfile.address.current')}</p>
        <p className="mt-1 break-all font-mono text-xs text-slate-200" dir={wallet.address ? 'ltr' : undefined}>
          {wallet.address ?? t('staffProfile.address.none')}
        </p>
      </div>
      <Field
        label={t('staffProfile.address.new', { asset: wallet.assetId })}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        error={form.formState.errors.address?.message}
        {...form.register('address', { onChange: () => form.clearErrors('address') })}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={dialog.close}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={dialog.success !== null}>
          {t('staffProfile.wallets.updateAddress')}
        </Button>
      </div>
    </form>
  )
}
