import { useState, type FormEvent } from 'react'
import { ASSET_IDS, type AssetId } from '@wallet/shared/assets'
import { DeclareReserveBody } from '@wallet/shared/money/reserves'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage } from '@/lib/api-client'
import { RichText } from '@/lib/i18n/rich-text'
import { useT } from '@/lib/i18n/use-t'
import { useDeclareReserve, useTakeSnapshot } from '../api/reserves'
import { OwnershipProofUpload } from './ownership-proof-upload'

/** The admin's tools: a snapshot on demand, and a declared reserve figure per asset (each one audited). */
export function AdminReserves() {
  const t = useT()
  const snapshot = useTakeSnapshot()
  const declare = useDeclareReserve()
  const [asset, setAsset] = useState<AssetId>('BTC')
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = DeclareReserveBody.safeParse({ asset, amount })
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t('reserves.admin.checkForm'))
    setProblem(null)
    declare.mutate(parsed.data, { onSuccess: () => setAmount('') })
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => snapshot.mutate()} disabled={snapshot.isPending}>
          {snapshot.isPending ? t('reserves.admin.taking') : t('reserves.admin.take')}
        </Button>
        {snapshot.isSuccess && (
          <span className="text-sm text-emerald-300">
            <RichText text={t('reserves.admin.taken', { root: snapshot.data.root.slice(0, 16) })} parts={[<bdi key="root" dir="ltr" />]} />
          </span>
        )}
        {snapshot.isError && <Banner>{errorMessage(snapshot.error)}</Banner>}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <SelectField
          label={t('reserves.asset')}
          value={asset}
          onChange={(e) => setAsset(e.target.value as AssetId)}
          options={ASSET_IDS.map((id) => ({ value: id, label: id }))}
        />
        <Field
          label={t('reserves.admin.declared')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          invalid={!!problem}
          error={problem ?? undefined}
        />
        <Button type="submit" variant="secondary" disabled={declare.isPending}>
          {t('reserves.admin.declare')}
        </Button>
      </form>
      {declare.isError && <Banner>{errorMessage(declare.error)}</Banner>}
      <p className="text-sm text-slate-400">{t('reserves.admin.declaredNote')}</p>
      <OwnershipProofUpload />
    </div>
  )
}
