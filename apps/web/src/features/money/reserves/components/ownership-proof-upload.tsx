import { useState } from 'react'
import type { OwnershipProofFile, OwnershipRequestFile } from '@wallet/shared/money/ownership-proof'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { FileField } from '@/components/ui/file-field'
import { errorMessage } from '@/lib/api-client'
import { useExportOwnershipRequest, useReservesOverview, useUploadOwnershipProof } from '../api/reserves'

function download(request: OwnershipRequestFile, snapshotId: string) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(request, null, 2)}\n`], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `ownership-request-${snapshotId}.json`
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * Proof of control of the chain's addresses (docs/decisions/157): the latest snapshot's request, to sign offline with
 * `npm run signer -- sign-message`, and the upload of the signed file, which the server checks against that request.
 */
export function OwnershipProofUpload() {
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
      return setProblem('This file is not JSON: choose the proof file the signer wrote.')
    }
    setProblem(null)
    upload.mutate({ snapshotId, proof }, { onSuccess: () => setFile(null) })
  }

  return (
    <section className="space-y-3 border-t border-white/10 pt-6" aria-labelledby="ownership-heading">
      <h2 id="ownership-heading" className="text-base font-semibold text-white">
        Proof of control on chain
      </h2>
      <p className="text-sm text-slate-400">
        Export the latest snapshot&apos;s request, sign it on the offline machine with{' '}
        <code>npm run signer -- sign-message --in request.json --out proof.json --key-file …</code>, then upload the proof. Only addresses whose signature
        verifies count as reserves on the public page.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => latest && exportRequest(latest.snapshotId)} disabled={!latest || exported.isPending}>
          Export ownership request
        </Button>
        {exported.data && snapshotId && (
          <span className="text-sm text-emerald-300" data-testid="ownership-request">
            Request for snapshot {snapshotId}: {exported.data.addresses.length} addresses
          </span>
        )}
      </div>
      {latest?.onChain?.signedAt && !snapshotId && (
        <p className="text-sm text-slate-400">The latest snapshot&apos;s addresses are signed ({latest.onChain.addressCount} addresses).</p>
      )}
      {exported.isError && <Banner>{errorMessage(exported.error)}</Banner>}
      {snapshotId && (
        <div className="space-y-3">
          <FileField label="Signed proof (JSON)" accept="application/json,.json" file={file} onFileChange={setFile} error={problem ?? undefined} />
          <Button onClick={() => void send()} disabled={!file || upload.isPending}>
            Upload signed proof
          </Button>
        </div>
      )}
      {upload.isError && <Banner>{errorMessage(upload.error)}</Banner>}
      {upload.isSuccess && (
        <p className="text-sm text-emerald-300" data-testid="ownership-accepted">
          Every signature verified: {upload.data.addressCount} addresses at block {upload.data.blockNumber} now count as reserves.
        </p>
      )}
    </section>
  )
}
