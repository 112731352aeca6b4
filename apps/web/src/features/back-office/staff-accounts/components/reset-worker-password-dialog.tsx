import { MANAGER_MESSAGES, type WorkerRow } from '@wallet/shared/back-office/workers'
import { useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog } from '@/components/ui/dialog'
import { errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'
import { useResetWorkerPassword } from '../api/staff-accounts'
import { detached } from '@/lib/detached'

const workerName = (worker: WorkerRow) => worker.full_name?.trim() || worker.email

/** The server's words for a refused reset, except a 401 (signed out), which gets the spec's failure. */
const RESET_ERRORS = { serverWords: 'refused', byStatus: { 401: MANAGER_MESSAGES.resetFailed } } as const

/**
 * reset-worker-password behind a confirmation: one dialog asks first, then shows the temporary password once, with
 * a copy button. Closing it forgets the password; focus goes back to the button that opened it.
 */
export function ResetWorkerPasswordDialog({ worker, onOpenChange }: { worker: WorkerRow | null; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  const reset = useResetWorkerPassword()
  const [temporary, setTemporary] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const close = () => {
    if (reset.isPending) return
    setTemporary(null)
    setFailure(null)
    reset.reset()
    onOpenChange(false)
  }

  const confirm = async () => {
    if (!worker) return
    setFailure(null)
    try {
      const answer = await reset.mutateAsync(worker.id)
      if (answer?.temporaryPassword) setTemporary(answer.temporaryPassword)
      else setFailure(MANAGER_MESSAGES.resetNoPassword)
    } catch (error) {
      setFailure(errorMessage(error, MANAGER_MESSAGES.resetFailed, RESET_ERRORS))
    }
  }

  const name = worker ? workerName(worker) : ''
  return (
    <Dialog
      open={worker !== null}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={temporary ? t('resetWorker.temporaryTitle') : t('resetWorker.title')}
      description={temporary ? t('resetWorker.giveTemporary', { name }) : t('resetWorker.confirm', { name })}
      footer={
        temporary ? (
          <Button onClick={close}>{t('backOffice.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={reset.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={detached(confirm)} loading={reset.isPending}>
              {t('resetWorker.title')}
            </Button>
          </>
        )
      }
    >
      {temporary && (
        <div className="space-y-3">
          <p className="text-[13px] font-medium text-slate-300" id="temporary-password-label">
            {t('resetWorker.temporaryLabel')}
          </p>
          <output
            aria-labelledby="temporary-password-label"
            className="block rounded-xl border border-white/10 bg-ink-950/60 px-4 py-3 font-mono text-lg tracking-wider break-all text-white select-all"
          >
            {temporary}
          </output>
          <CopyButton text={temporary} label={t('resetWorker.copy')} copiedText={MANAGER_MESSAGES.copied} failureText={MANAGER_MESSAGES.copyFailed} />
        </div>
      )}
      {failure && <Banner>{failure}</Banner>}
    </Dialog>
  )
}
