import { useMemo } from 'react'
import { decimalOfUnits, verifyProof, type PublishedRoot, type ReserveProof } from '@wallet/shared/money/reserves'
import { encodeCompactProof } from '@wallet/shared/money/reserves-compact'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Table, Td, Th } from '@/components/ui/table'
import { formatDateTimeIn, formatExactDecimal, formatNumber } from '@/lib/i18n/format'
import { RichText } from '@/lib/i18n/rich-text'
import { useMessageText, useT } from '@/lib/i18n/use-t'

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

/** The standalone verifier's command for the downloaded proof: a command, shown as is in every language. */
const verifierCommand = (snapshotId: string) =>
  `node packages/por-verifier/cli.mjs proof-of-reserves-${snapshotId}.por --published ${window.location.origin}/api/proof-of-reserves/latest`

/**
 * 'Verify my balance': the customer's balances at the snapshot and their path to the published root, checked here in
 * the browser (the hashes recomputed from the proof, never taken from the server's word).
 */
export function ProofCheck({ proof, root }: { proof: ReserveProof; root: PublishedRoot }) {
  const t = useT()
  const message = useMessageText()
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
          <RichText
            text={t('reserves.proof.verified', {
              ms: formatNumber(ms, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
              date: formatDateTimeIn(proof.takenAt),
            })}
            parts={[<span key="verdict" data-testid="proof-verdict" />]}
          />
        </Banner>
      ) : (
        <Banner tone="error">
          <RichText text={t('reserves.proof.failed', { problem: message(check.problem) })} parts={[<span key="verdict" data-testid="proof-verdict" />]} />
        </Banner>
      )}

      <section>
        <h2 className="mb-2 text-base font-semibold text-white">{t('reserves.proof.balancesTitle')}</h2>
        <p className="mb-2 text-sm text-slate-400">
          <RichText text={t('reserves.proof.account', { account: proof.accountId })} parts={[<code key="account" dir="ltr" className="text-slate-300" />]} />
        </p>
        {held.length === 0 ? (
          <p className="text-sm text-slate-400">{t('reserves.proof.nothing')}</p>
        ) : (
          <ul className="grid gap-1 text-sm text-slate-200" data-testid="proof-balances">
            {held.map((b) => (
              <li key={b.asset}>
                <bdi dir="ltr">
                  <span className="font-medium">{b.asset}</span> <span className="tabular-nums">{formatExactDecimal(b.amount)}</span>
                </bdi>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section>
        <h2 className="mb-2 text-base font-semibold text-white">{t('reserves.proof.pathTitle')}</h2>
        <Table stack>
          <thead>
            <tr>
              <Th>{t('reserves.proof.step')}</Th>
              <Th>{t('reserves.proof.siblingSide')}</Th>
              <Th>{t('reserves.proof.siblingHash')}</Th>
              <Th>{t('reserves.proof.nodeReached')}</Th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <Td label={t('reserves.proof.step')}>{t('reserves.proof.leaf')}</Td>
              <Td label={t('reserves.proof.siblingSide')}>—</Td>
              <Td label={t('reserves.proof.siblingHash')}>—</Td>
              <Td label={t('reserves.proof.nodeReached')} className="font-mono text-xs">
                {check.ok ? <bdi dir="ltr">{short(check.leaf)}</bdi> : '—'}
              </Td>
            </tr>
            {check.steps.map((step, i) => (
              <tr key={i} data-testid="proof-step">
                <Td label={t('reserves.proof.step')}>{formatNumber(i + 1)}</Td>
                <Td label={t('reserves.proof.siblingSide')}>{t('reserves.proof.side', { side: step.side })}</Td>
                <Td label={t('reserves.proof.siblingHash')} className="font-mono text-xs">
                  <bdi dir="ltr">{short(step.sibling)}</bdi>
                </Td>
                <Td label={t('reserves.proof.nodeReached')} className="font-mono text-xs">
                  <bdi dir="ltr">{short(step.hash)}</bdi>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="mt-2 text-sm text-slate-400">
          {t('reserves.proof.publishedRoot')}{' '}
          <code dir="ltr" className="break-all text-slate-300">
            {root.root}
          </code>
        </p>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => downloadProof(proof, 'compact')}>
          {t('reserves.proof.download')}
        </Button>
        <Button variant="secondary" onClick={() => downloadProof(proof, 'json')}>
          {t('reserves.proof.downloadJson')}
        </Button>
        <p className="text-sm text-slate-400">
          {t('reserves.proof.checkYourself')}{' '}
          <code dir="ltr" className="text-slate-300">
            {verifierCommand(proof.snapshotId)}
          </code>
        </p>
      </div>
    </div>
  )
}
