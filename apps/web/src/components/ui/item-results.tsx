/** One result of a bulk action: the item's name, and whether it was done or why not. */
export interface ItemResult {
  key: string
  name: string
  done: boolean
  error: string | null
}

/** The result for each item of a bulk action, so that one that failed stays visible beside those that were done. */
export function ItemResults({ label, items, doneText }: { label: string; items: ItemResult[]; doneText: string }) {
  return (
    <ul aria-label={label} className="max-h-64 space-y-1 overflow-y-auto text-sm">
      {items.map((r) => (
        <li key={r.key} className="flex flex-wrap justify-between gap-2 rounded-lg bg-white/[0.03] px-3 py-2">
          <span className="break-all text-slate-200">{r.name}</span>
          <span className={r.done ? 'text-emerald-300' : 'text-rose-300'}>{r.done ? doneText : `Not ${doneText.toLowerCase()}: ${r.error}`}</span>
        </li>
      ))}
    </ul>
  )
}
