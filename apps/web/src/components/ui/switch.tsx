import { useId } from 'react'
import { cn } from './cn'

export interface SwitchProps {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** A line under the label. */
  hint?: string
  disabled?: boolean
}

/**
 * An on/off setting: a real checkbox (keyboard and screen readers) drawn as a switch, with its label. The checkbox lies
 * over the drawn switch, transparent, so a click or tap on the switch is a click on the checkbox itself.
 */
export function Switch({ label, checked, onCheckedChange, hint, disabled }: SwitchProps) {
  const id = useId()
  return (
    <label htmlFor={id} className={cn('flex cursor-pointer items-center justify-between gap-4 py-2', disabled && 'cursor-not-allowed opacity-60')}>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-100">{label}</span>
        {hint && <span className="block text-xs text-slate-400">{hint}</span>}
      </span>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onCheckedChange(e.target.checked)}
        />
        <span
          aria-hidden="true"
          className={cn(
            'h-6 w-11 rounded-full border border-white/10 bg-white/10 transition peer-checked:border-emerald-400/40 peer-checked:bg-emerald-500/70',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-400',
          )}
        />
        <span aria-hidden="true" className="absolute top-1 left-1 size-4 rounded-full bg-white shadow transition peer-checked:translate-x-5" />
      </span>
    </label>
  )
}
