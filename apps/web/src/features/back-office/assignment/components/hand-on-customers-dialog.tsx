import { useState } from 'react'
import type { BulkReassignAnswer } from '@wallet/shared/back-office/assignment'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { ItemResults } from '@/components/ui/item-results'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useAssignableWorkers, useReassignAll } from '../api/assignment'
import { ASSIGNMENT_TEXTS, workerName } from '../texts'

const UNASSIGNED = 'unassigned'

export interface LeavingWorker {
  id: string
  full_name: string | null
  email: string
}

/**
 * Hands every customer of a worker on (a worker who leaves): to another worker, or unassigned. The answer lists each
 * customer with its result, so that one that could not be moved stays visible; the dialog stays open to read it.
 */
export function HandOnCustomersDialog({ worker, onClose }: { worker: LeavingWorker | null; onClose: () => void }) {
  return (
    <Dialog
      open={worker !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ASSIGNMENT_TEXTS.handOnTitle}
      description={worker ? ASSIGNMENT_TEXTS.handOn(workerName(worker)) : undefined}
    >
      {/* A new form per opening. */}
      {worker && <HandOnForm key={worker.id} worker={worker} onClose={onClose} />}
    </Dialog>
  )
}

function HandOnForm({ worker, onClose }: { worker: LeavingWorker; onClose: () => void }) {
  const workers = useAssignableWorkers()
  const handOn = useReassignAll()
  const [choice, setChoice] = useState('')
  const [answer, setAnswer] = useState<BulkReassignAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const others = (workers.data?.workers ?? []).filter((w) => w.id !== worker.id)

  const submit = async () => {
    setError(null)
    try {
      setAnswer(await handOn.mutateAsync({ fromWorkerId: worker.id, toWorkerId: choice === UNASSIGNED ? null : choice }))
    } catch (cause) {
      setError(errorMessage(cause, ASSIGNMENT_TEXTS.handOnFailed, NAMED_REFUSALS))
    }
  }

  if (answer) {
    const failed = answer.results.some((r) => !r.moved)
    return (
      <div className="space-y-4">
        <Banner tone={failed ? 'error' : 'success'}>{answer.message}</Banner>
        {answer.results.length > 0 && (
          <ItemResults
            label="Result for each customer"
            doneText="Moved"
            items={answer.results.map((r) => ({ key: r.customerId, name: r.email, done: r.moved, error: r.error }))}
          />
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    )
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {error && <Banner>{error}</Banner>}
      {workers.isError && <Banner>{errorMessage(workers.error, ASSIGNMENT_TEXTS.workersFailed)}</Banner>}
      <SelectField label="Hand on to" value={choice} onChange={(event) => setChoice(event.target.value)} required>
        <option value="">{workers.isPending ? 'Loading workers...' : 'Choose a worker'}</option>
        {others.map((w) => (
          <option key={w.id} value={w.id}>
            {workerName(w)} ({w.email})
          </option>
        ))}
        <option value={UNASSIGNED}>Leave them unassigned</option>
      </SelectField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={handOn.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={choice === ''} loading={handOn.isPending}>
          Hand On
        </Button>
      </div>
    </form>
  )
}
