import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react'
import { cn } from './cn'
import { FieldError, inputClasses } from './field'

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  error?: string
  hint?: ReactNode
  labelAside?: ReactNode
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select, drawn like the text fields. */
export function SelectField({ label, error, hint, labelAside, id, className, children, ref, ...select }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = error ? `${selectId}-error` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={selectId} className="text-[13px] font-medium text-slate-300">
          {label}
        </label>
        {labelAside}
      </div>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(inputClasses(Boolean(error)), 'appearance-none bg-[length:16px] bg-[right_0.9rem_center] bg-no-repeat pr-9', SELECT_ARROW)}
        {...select}
      >
        {children}
      </select>
      {hint && !error && <p className="text-xs leading-relaxed text-slate-400">{hint}</p>}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

const SELECT_ARROW =
  "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2394a3b8' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]"
