import { useState } from 'react'
import type { BulkReassignAnswer } from '@wallet/shared/back-office/assignment'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { ItemResults } from '@/components/ui/item-results'
import { SelectField } from '@/components/ui/select-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { useAssignableWorkers, useReassignAll } from '../api/assignment'
import { workerName } from '../texts'

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
  const t = useT()
  return (
    <Dialog
      open={worker !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('assignment.handOnTitle')}
      description={worker ? t('assignment.handOn', { name: workerName(worker) }) : undefined}
    >
      {/* A new form per opening. */}
      {worker && <HandOnForm key={worker.id} worker={worker} onClose={onClose} />}
    </Dialog>
  )
}

function HandOnForm({ worker, onClose }: { worker: LeavingWorker; onClose: () => void }) {
  const t = useT()
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
      setError(errorMessage(cause, t('assignment.handOnFailed'), NAMED_REFUSALS))
    }
  }

  if (answer) {
    const moved = answer.results.filter((r) => r.moved).length
    const failed = answer.results.length - moved
    return (
      <div className="space-y-4">
        {/* The server's sentence, written from the results in the page's language. */}
        <Banner tone={failed > 0 ? 'error' : 'success'}>{t('assignment.bulkDone', { moved, failed })}</Banner>
        {answer.results.length > 0 && (
          <ItemResults
            label={t('assignment.results')}
            kind="moved"
            items={answer.results.map((r) => ({ key: r.customerId, name: r.email, done: r.moved, error: r.error }))}
          />
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('backOffice.done')}</Button>
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
      {workers.isError && <Banner>{errorMessage(workers.error, t('assignment.workersFailed'))}</Banner>}
      <SelectField label={t('assignment.handOnTo')} value={choice} onChange={(event) => setChoice(event.target.value)} required>
        <option value="">{workers.isPending ? t('assignment.loadingWorkers') : t('assignment.chooseWorker')}</option>
        {others.map((w) => (
          <option key={w.id} value={w.id}>
            {workerName(w)} ({w.email})
          </option>
        ))}
        <option value={UNASSIGNED}>{t('assignment.leaveUnassigned')}</option>
      </SelectField>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={handOn.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={choice === ''} loading={handOn.isPending}>
          {t('assignment.handOnSubmit')}
        </Button>
      </div>
    </form>
  )
}
