import { Field } from './field'

/** The search field over a staff list; the list follows once the typing pauses. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label={label}
      type="search"
      value={value}
      placeholder={placeholder}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      className="w-full sm:max-w-sm"
    />
  )
}
