import { type Ref, type TextareaHTMLAttributes, useId } from 'react'
import { cn } from './cn'
import { FieldError } from './field'

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  hint?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input with its hint and error tied to it. */
export function TextareaField({ label, error, hint, id, className, ref, rows = 4, ...textarea }: TextareaFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-[13px] font-medium text-slate-300">
        {label}
      </label>
      <textarea
        id={inputId}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'block w-full resize-y rounded-xl border bg-ink-950/60 px-3.5 py-2.5 text-sm leading-relaxed text-slate-100 placeholder:text-slate-500',
          'shadow-inner shadow-black/20 transition duration-150 outline-none',
          'focus:border-brand-400 focus:ring-4 focus:ring-brand-500/20 disabled:cursor-not-allowed disabled:opacity-60',
          error ? 'border-red-400/70 focus:border-red-400 focus:ring-red-500/20' : 'border-white/10 hover:border-white/20',
        )}
        {...textarea}
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
