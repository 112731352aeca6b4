import { formatAsset, formatSignedAmount, formatUsd } from '@wallet/shared/amounts'
import { cn } from './cn'

type Format = 'asset' | 'usd' | 'signed'

/**
 * An exact amount (a decimal string from the API) in the spec's format:
 * assets 8 decimals, USD 2, transaction amounts 4 with an explicit sign.
 */
export function Amount({ value, format = 'asset', asset, className }: { value: string; format?: Format; asset?: string; className?: string }) {
  const text = format === 'usd' ? formatUsd(value) : format === 'signed' ? formatSignedAmount(value) : formatAsset(value)
  const tone = format === 'signed' ? (text.startsWith('-') ? 'text-red-300' : 'text-emerald-300') : undefined
  return (
    <span className={cn('font-mono tabular-nums', tone, className)}>
      {text}
      {asset && <span className="ml-1 text-slate-400">{asset}</span>}
    </span>
  )
}
