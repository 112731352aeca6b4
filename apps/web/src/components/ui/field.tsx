import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { cn } from './cn'
import { useMessageText } from '@/lib/i18n/use-t'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** The validation message; it marks the input invalid and is announced. */
  error?: string
  /** Marks the input invalid without a message of its own (a form-wide message says what is wrong). */
  invalid?: boolean
  hint?: ReactNode
  /** Something drawn at the right of the label, e.g. a 'Forgot Password?' link. */
  labelAside?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export const inputClasses = (invalid: boolean) =>
  cn(
    'block h-11 w-full rounded-xl border bg-ink-950/60 px-3.5 text-sm text-slate-100 placeholder:text-slate-500',
    'shadow-inner shadow-black/20 transition duration-150 outline-none',
    'focus:border-brand-400 focus:ring-4 focus:ring-brand-500/20',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-red-400/70 focus:border-red-400 focus:ring-red-500/20' : 'border-white/10 hover:border-white/20',
  )

/** A labelled input with its hint and error tied to it for assistive technology. */
export function Field({ label, error, invalid = false, hint, labelAside, id, className, ref, ...input }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-[13px] font-medium text-slate-300">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={inputClasses(Boolean(error) || invalid)}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs leading-relaxed text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A field's message, announced when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  // The schemas' messages are English (the spec's words); the catalogue has them in the page's language.
  const translate = useMessageText()
  return (
    <p id={id} role="alert" className={cn('text-xs font-medium text-red-300', !message && 'hidden')}>
      {message && translate(message)}
    </p>
  )
}
