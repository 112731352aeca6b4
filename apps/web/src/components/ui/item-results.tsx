import { useMessageText, useT } from '@/lib/i18n/use-t'

/** One result of a bulk action: the item's name, and whether it was done or why not (the server's words). */
export interface ItemResult {
  key: string
  name: string
  done: boolean
  error: string | null
}

/** What the bulk action did to each item; its sentences ('Decided', 'Not decided: …') come whole from the catalogue. */
export type ItemResultKind = 'decided' | 'moved'

/** The result for each item of a bulk action, so that one that failed stays visible beside those that were done. */
export function ItemResults({ label, items, kind }: { label: string; items: ItemResult[]; kind: ItemResultKind }) {
  const t = useT()
  // Why an item was not done comes in the server's English; the catalogue's messages part has it in the page's language.
  const message = useMessageText()
  return (
    <ul aria-label={label} className="max-h-64 space-y-1 overflow-y-auto text-sm">
      {items.map((r) => (
        <li key={r.key} className="flex flex-wrap justify-between gap-2 rounded-lg bg-white/[0.03] px-3 py-2">
          <span className="break-all text-slate-200">{r.name}</span>
          <span className={r.done ? 'text-emerald-300' : 'text-rose-300'}>
            {r.done ? t('itemResults.done', { kind }) : t('itemResults.notDone', { kind, error: message(r.error ?? '') })}
          </span>
        </li>
      ))}
    </ul>
  )
}
