import { ASSETS, type AssetId } from '@wallet/shared/assets'
import { STAKE_PLANS, type StakeOption } from '@wallet/shared/money/stake-plans'
import { useCallback, useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { StakeDialog, type StakeSelection } from './stake-dialog'
import { formatAssetAmount, formatExactDecimal } from '@/lib/i18n/format'
import { useT } from '@/lib/i18n/use-t'
import { formatRate } from './stake-rate'

interface StakePlansProps {
  available: Partial<Record<AssetId, string>>
  blockedMessage: string | null
  onStaked: () => void
}

function PlanCard({
  assetId,
  options,
  available,
  onStake,
}: {
  assetId: AssetId
  options: StakeOption[]
  available: string
  onStake: (o: StakeOption) => void
}) {
  const [chosen, setChosen] = useState(0)
  const t = useT()
  const asset = ASSETS.find((a) => a.id === assetId)!
  const option = options[chosen]
  return (
    <Card className="flex flex-col p-5" role="group" aria-label={t('stakePlans.card', { name: asset.name })}>
      <div className="flex items-center gap-3">
        <span
          className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-500/40 to-accent-500/40 text-[11px] font-bold text-white"
          aria-hidden="true"
        >
          {assetId.slice(0, 4)}
        </span>
        <div>
          <h2 className="text-sm font-semibold text-white">{asset.name}</h2>
          <p className="text-xs text-slate-400">
            {t('stakePlans.available')}{' '}
            <bdi dir="ltr">
              <span className="font-mono">{formatAssetAmount(available)}</span> {assetId}
            </bdi>
          </p>
        </div>
      </div>
      {option ? (
        <>
          <div className="mt-4 grid grid-cols-3 gap-2" role="radiogroup" aria-label={t('stakePlans.duration')}>
            {options.map((o, i) => (
              <button
                key={o.durationDays}
                type="button"
                role="radio"
                aria-checked={i === chosen}
                onClick={() => setChosen(i)}
                className={cn(
                  'rounded-lg border px-2 py-2 text-sm font-medium transition',
                  i === chosen ? 'border-brand-400 bg-brand-500/15 text-white' : 'border-white/10 text-slate-300 hover:border-white/25',
                )}
              >
                {t('stake.days', { days: o.durationDays })}
              </button>
            ))}
          </div>
          <p className="mt-4 text-3xl font-semibold text-emerald-300">
            {formatRate(option.rate)} <span className="text-sm font-medium text-slate-400">{t('stakePlans.apy')}</span>
          </p>
          <dl className="mt-3 space-y-1 text-xs">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-400">{t('stakePlans.min')}</dt>
              <dd className="font-mono text-slate-200" dir="ltr">
                {formatExactDecimal(option.min)} {assetId}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-400">{t('stakePlans.max')}</dt>
              <dd className="font-mono text-slate-200" dir="ltr">
                {formatExactDecimal(option.max)} {assetId}
              </dd>
            </div>
          </dl>
          <Button className="mt-5 w-full" onClick={() => onStake(option)}>
            {t('stakePlans.stake')}
          </Button>
        </>
      ) : (
        <p className="mt-6 flex-1 rounded-xl border border-dashed border-white/15 px-4 py-6 text-center text-sm text-slate-400">{t('stakePlans.none')}</p>
      )}
    </Card>
  )
}

/** One card per asset with its durations, rate, min and max (part 2 §9); DOT has no plans. */
export function StakePlans({ available, blockedMessage, onStaked }: StakePlansProps) {
  const [selection, setSelection] = useState<StakeSelection | null>(null)
  const close = useCallback(() => setSelection(null), [])
  return (
    <>
      {blockedMessage && (
        <Banner tone="warning" className="mb-6">
          {blockedMessage}
        </Banner>
      )}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {ASSETS.map((asset) => (
          <PlanCard
            key={asset.id}
            assetId={asset.id}
            options={STAKE_PLANS.find((p) => p.assetId === asset.id)?.options ?? []}
            available={available[asset.id] ?? '0'}
            onStake={(option) => setSelection({ assetId: asset.id, option })}
          />
        ))}
      </div>
      <StakeDialog
        key={selection ? `${selection.assetId}-${selection.option.durationDays}` : 'closed'}
        selection={selection}
        available={selection ? (available[selection.assetId] ?? '0') : '0'}
        blockedMessage={blockedMessage}
        onClose={close}
        onStaked={onStaked}
      />
    </>
  )
}
