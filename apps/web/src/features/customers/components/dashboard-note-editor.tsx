import { DashboardNoteBody, STAFF_PROFILE_MESSAGES, STAFF_TIMINGS } from '@wallet/shared/customers'
import { type FormEvent, useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { TextareaField } from '@/components/ui/textarea-field'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useSetDashboardNote } from '../api/customers'
import { errorMessage, STAFF_REFUSALS } from '@/lib/api-client'

/**
 * set-dashboard-note: the free text the customer sees on their overview. Saving an empty text removes the note
 * (sent as null).
 */
export function DashboardNoteEditor({ customerId, note }: { customerId: string; note: string | null }) {
  const saved = note ?? ''
  const [text, setText] = useState(saved)
  const [base, setBase] = useState(saved)
  // The note reloaded (after a save, or changed by someone else): follow it unless this one is being edited.
  if (base !== saved) {
    setBase(saved)
    if (text === base) setText(saved)
  }
  const setNote = useSetDashboardNote(customerId)
  const success = useTimedMessage(STAFF_TIMINGS.noteMessageMs)
  const [error, setError] = useState<string | null>(null)

  async function save(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const parsed = DashboardNoteBody.safeParse({ note: text })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? STAFF_PROFILE_MESSAGES.sendNote)
    try {
      const answer = await setNote.mutateAsync(parsed.data.note)
      setText(parsed.data.note ?? '')
      success.show(answer.message || STAFF_PROFILE_MESSAGES.noteUpdated)
    } catch (cause) {
      success.clear()
      setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.sendNote, STAFF_REFUSALS))
    }
  }

  return (
    <Card>
      <CardHeader title="Dashboard Note" />
      <form noValidate onSubmit={save} className="space-y-4 p-5" aria-label="Dashboard note">
        {success.message && <Banner tone="success">{success.message}</Banner>}
        {error && <Banner>{error}</Banner>}
        <TextareaField
          label="Note shown on the customer's dashboard"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="Leave it empty and save to remove the note."
        />
        <Button type="submit" loading={setNote.isPending} disabled={text === saved}>
          Save Note
        </Button>
      </form>
    </Card>
  )
}
