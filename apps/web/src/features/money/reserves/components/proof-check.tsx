import { useMemo } from 'react'
import { decimalOfUnits, verifyProof, type PublishedRoot, type ReserveProof } from '@wallet/shared/money/reserves'
import { encodeCompactProof } from '@wallet/shared/money/reserves-compact'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Table, Td, Th } from '@/components/ui/table'

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`

/**
 * Saves the proof as a file the standalone verifier reads: the compact form (under 4 KB, docs/proof-of-reserves.md),
 * or the same proof as readable JSON.
 */
function downloadProof(proof: ReserveProof, form: 'compact' | 'json') {
  const blob =
    form === 'compact'
      ? new Blob([encodeCompactProof(proof)], { type: 'application/octet-stream' })
      : new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `proof-of-reserves-${proof.snapshotId}.${form === 'compact' ? 'por' : 'json'}`
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * 'Verify my balance': the customer's balances at the snapshot and their path to the published root, checked here in
 * the browser (the hashes recomputed from the proof, never taken from the server's word).
 */
export function ProofCheck({ proof, root }: { proof: ReserveProof; root: PublishedRoot }) {
  const { check, ms } = useMemo(() => {
    const started = performance.now()
    const check = verifyProof(proof, root)
    return { check, ms: performance.now() - started }
  }, [proof, root])
  const held = proof.assets.map((asset, i) => ({ asset, amount: decimalOfUnits(BigInt(proof.leaf.balances[i] ?? '0')) })).filter((b) => b.amount !== '0')

  return (
    <div className="space-y-6">
      {check.ok ? (
        <Banner tone="success">
          <span data-testid="proof-verdict">Verified in your browser in {ms.toFixed(1)} ms:</span> your balances are included in the published root of{' '}
          {new Date(proof.takenAt).toLocaleString()}.
        </Banner>
      ) : (
        <Banner tone="error">
          <span data-testid="proof-verdict">Verification failed:</span> {check.problem}
        </Banner>
      )}

      <section>
        <h2 className="mb-2 text-base font-semibold text-white">Your balances at the snapshot</h2>
        <p className="mb-2 text-sm text-slate-400">
          Account <code className="text-slate-300">{proof.accountId}</code>. Pending withdrawals are still counted; pending deposits are not yet.
        </p>
        {held.length === 0 ? (
          <p className="text-sm text-slate-400">You held nothing at this snapshot; your leaf is in the tree with zero balances.</p>
        ) : (
          <ul className="grid gap-1 text-sm text-slate-200" data-testid="proof-balances">
            {held.map((b) => (
              <li key={b.asset}>
                <span className="font-medium">{b.asset}</span> <span className="tabular-nums">{b.amount}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section>
        <h2 className="mb-2 text-base font-semibold text-white">Your path to the published root</h2>
        <Table stack>
          <thead>
            <tr>
              <Th>Step</Th>
              <Th>Sibling side</Th>
              <Th>Sibling hash</Th>
              <Th>Node reached</Th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <Td label="Step">Leaf</Td>
              <Td label="Sibling side">—</Td>
              <Td label="Sibling hash">—</Td>
              <Td label="Node reached" className="font-mono text-xs">
                {check.ok ? short(check.leaf) : '—'}
              </Td>
            </tr>
            {check.steps.map((step, i) => (
              <tr key={i} data-testid="proof-step">
                <Td label="Step">{i + 1}</Td>
                <Td label="Sibling side">{step.side}</Td>
                <Td label="Sibling hash" className="font-mono text-xs">
                  {short(step.sibling)}
                </Td>
                <Td label="Node reached" className="font-mono text-xs">
                  {short(step.hash)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-2 text-sm text-slate-400">
          Published root: <code className="break-all text-slate-300">{root.root}</code>
        </p>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => downloadProof(proof, 'compact')}>
          Download proof
        </Button>
        <Button variant="secondary" onClick={() => downloadProof(proof, 'json')}>
          Download proof (JSON)
        </Button>
        <p className="text-sm text-slate-400">
          Check it yourself:{' '}
          <code className="text-slate-300">
            node packages/por-verifier/cli.mjs proof-of-reserves-{proof.snapshotId}.por --published {window.location.origin}/api/proof-of-reserves/latest
          </code>
        </p>
      </div>
    </div>
  )
}
