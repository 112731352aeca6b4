import { TICKET_TIMINGS } from '@wallet/shared/support/tickets'
import { useEffect, useRef, useState } from 'react'
import type { TicketStatus } from '../api/worker-tickets'

export interface TicketStatusEditorOptions {
  /** The ticket's saved status. */
  status: TicketStatus
  /** Saves a status; rejects on failure. */
  save: (status: TicketStatus) => Promise<unknown>
  /** Called when a save changed the status (the page reloads its list a second later). */
  onChanged: (status: TicketStatus) => void
}

/**
 * The worker's status dropdown (part 2 §4): the chosen value, 'Save Status', 'Saved!' for 3 s after a save, the
 * dropdown back on the saved status when the save fails, and `onChanged` when a save changed the status.
 */
export function useTicketStatusEditor({ status, save, onChanged }: TicketStatusEditorOptions) {
  const [value, setValue] = useState<TicketStatus>(status)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failed, setFailed] = useState(false)
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([])
  const latestOnChanged = useRef(onChanged)
  useEffect(() => {
    latestOnChanged.current = onChanged
  })
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  // A status changed elsewhere (a reply moved it to in progress) shows in the dropdown, unless another one is chosen.
  const [savedStatus, setSavedStatus] = useState(status)
  if (savedStatus !== status) {
    setSavedStatus(status)
    if (value === savedStatus) setValue(status)
  }

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms))
  }

  const choose = (next: TicketStatus) => {
    setValue(next)
    setFailed(false)
    setSaved(false)
  }

  const submit = async () => {
    if (saving) return
    const chosen = value
    setSaving(true)
    setFailed(false)
    setSaved(false)
    try {
      await save(chosen)
      setSaved(true)
      later(TICKET_TIMINGS.savedMs, () => setSaved(false))
      if (chosen !== status) latestOnChanged.current(chosen)
    } catch {
      setValue(status)
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  return { value, choose, submit, saving, saved, failed, changed: value !== status }
}
