import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react'
import { cn } from './cn'
import { FieldError, inputClasses } from './field'

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  /** The choices, when they are plain value/label pairs; otherwise pass `<option>`s as children. */
  options?: ReadonlyArray<{ value: string; label: string }>
  error?: string
  /** Marks the select invalid without a message of its own. */
  invalid?: boolean
  /** A line under the select while there is no error. */
  hint?: ReactNode
  /** Beside the label, on its right (e.g. an Edit link). */
  labelAside?: ReactNode
  ref?: Ref<HTMLSelectElement>
}

const ARROW =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2394a3b8' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")"

/**
 * A labelled native select, drawn like the text fields (keyboard and screen-reader friendly as it is). Its chevron sits
 * at the end, the left in right to left, where the text does not run.
 */
export function SelectField({ label, options, error, invalid = false, hint, labelAside, id, className, children, ref, ...select }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = error ? `${selectId}-error` : undefined
  const labelElement = (
    <label htmlFor={selectId} className="block text-[13px] font-medium text-slate-300">
      {label}
    </label>
  )
  return (
    <div className={cn('space-y-1.5', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          inputClasses(Boolean(error) || invalid),
          'appearance-none bg-[length:16px] bg-[right_0.9rem_center] bg-no-repeat pe-10 rtl:bg-[left_0.9rem_center]',
        )}
        style={{ backgroundImage: ARROW }}
        {...select}
      >
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value} className="bg-ink-900">
                {option.label}
              </option>
            ))
          : children}
      </select>
      {hint && !error && <p className="text-xs leading-relaxed text-slate-400">{hint}</p>}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
