import { type Ref, type SelectHTMLAttributes, useId } from 'react'
import { cn } from './cn'
import { FieldError, inputClasses } from './field'

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  error?: string
  /** Marks the select invalid without a message of its own. */
  invalid?: boolean
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select (keyboard and screen-reader friendly as it is). */
export function SelectField({ label, options, error, invalid = false, id, className, ref, ...select }: SelectFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-[13px] font-medium text-slate-300">
        {label}
      </label>
      <select
        id={inputId}
        ref={ref}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={errorId}
        className={cn(inputClasses(Boolean(error) || invalid), 'appearance-none bg-[length:16px] bg-[right_0.9rem_center] bg-no-repeat pr-10')}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2394a3b8' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        }}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-ink-900">
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
