import { useState } from 'react'
import type { OwnershipProofFile, OwnershipRequestFile } from '@wallet/shared/money/ownership-proof'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { FileField } from '@/components/ui/file-field'
import { errorMessage } from '@/lib/api-client'
import { RichText } from '@/lib/i18n/rich-text'
import { useT } from '@/lib/i18n/use-t'
import { useExportOwnershipRequest, useReservesOverview, useUploadOwnershipProof } from '../api/reserves'

function download(request: OwnershipRequestFile, snapshotId: string) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(request, null, 2)}\n`], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `ownership-request-${snapshotId}.json`
  link.click()
  URL.revokeObjectURL(url)
}

/** The offline signer's command, shown as is in every language. */
const SIGN_COMMAND = 'npm run signer -- sign-message --in request.json --out proof.json --key-file …'

/**
 * Proof of control of the chain's addresses (docs/decisions/157): the latest snapshot's request, to sign offline with
 * `npm run signer -- sign-message`, and the upload of the signed file, which the server checks against that request.
 */
export function OwnershipProofUpload() {
  const t = useT()
  const exported = useExportOwnershipRequest()
  const upload = useUploadOwnershipProof()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const overview = useReservesOverview()
  const latest = overview.data?.latest ?? null
  // The snapshot whose request was exported: its proof goes back to it, even once a newer snapshot is taken.
  const [snapshotId, setSnapshotId] = useState<string | null>(null)

  const exportRequest = (id: string) =>
    exported.mutate(id, {
      onSuccess: (request) => {
        setSnapshotId(id)
        download(request, id)
      },
    })

  const send = async () => {
    if (!file || !snapshotId) return
    let proof: OwnershipProofFile
    try {
      // As the signer wrote it: the server checks every field and signature and names what is wrong.
      proof = JSON.parse(await file.text()) as OwnershipProofFile
    } catch {
      return setProblem(t('reserves.ownership.notJson'))
    }
    setProblem(null)
    upload.mutate({ snapshotId, proof }, { onSuccess: () => setFile(null) })
  }

  return (
    <section className="space-y-3 border-t border-white/10 pt-6" aria-labelledby="ownership-heading">
      <h2 id="ownership-heading" className="text-base font-semibold text-white">
        {t('reserves.ownership.title')}
      </h2>
      <p className="text-sm text-slate-400">
        <RichText text={t('reserves.ownership.howTo', { command: SIGN_COMMAND })} parts={[<code key="command" dir="ltr" />]} />
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => latest && exportRequest(latest.snapshotId)} disabled={!latest || exported.isPending}>
          {t('reserves.ownership.export')}
        </Button>
        {exported.data && snapshotId && (
          <span className="text-sm text-emerald-300" data-testid="ownership-request">
            <RichText
              text={t('reserves.ownership.requested', { snapshot: snapshotId, count: exported.data.addresses.length })}
              parts={[<bdi key="snapshot" dir="ltr" />]}
            />
          </span>
        )}
      </div>
      {latest?.onChain?.signedAt && !snapshotId && (
        <p className="text-sm text-slate-400">{t('reserves.ownership.signed', { count: latest.onChain.addressCount })}</p>
      )}
      {exported.isError && <Banner>{errorMessage(exported.error)}</Banner>}
      {snapshotId && (
        <div className="space-y-3">
          <FileField label={t('reserves.ownership.file')} accept="application/json,.json" file={file} onFileChange={setFile} error={problem ?? undefined} />
          <Button onClick={() => void send()} disabled={!file || upload.isPending}>
            {t('reserves.ownership.upload')}
          </Button>
        </div>
      )}
      {upload.isError && <Banner>{errorMessage(upload.error)}</Banner>}
      {upload.isSuccess && (
        <p className="text-sm text-emerald-300" data-testid="ownership-accepted">
          <RichText
            text={t('reserves.ownership.accepted', { count: upload.data.addressCount, block: upload.data.blockNumber })}
            parts={[<bdi key="block" dir="ltr" />]}
          />
        </p>
      )}
    </section>
  )
}
