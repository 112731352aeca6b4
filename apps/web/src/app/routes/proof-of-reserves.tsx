import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Logo } from '@/components/ui/logo'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date'
import { useSession } from '@/lib/session'
import { useReservesOverview } from '@/features/money/reserves/api/reserves'
import { ReservesTable } from '@/features/money/reserves/components/reserves-table'
import { OnChainReserves } from '@/features/money/reserves/components/on-chain-reserves'

/** /proof-of-reserves, public: the latest root and totals, liabilities against reserves per asset, earlier snapshots. */
export default function ProofOfReservesRoute() {
  const overview = useReservesOverview()
  const { user } = useSession()
  const latest = overview.data?.latest
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <Logo />
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-[28px]">Proof of reserves</h1>
        <p className="mt-1 text-sm text-slate-400">
          Every customer&apos;s balance goes into a Merkle sum tree; its root and totals are published here.{' '}
          {user ? (
            <Link to={paths.dashboard.verifyBalance.getHref()} className="underline">
              Verify my balance
            </Link>
          ) : (
            'Sign in and open Wallets → Verify my balance to check yours.'
          )}
        </p>
      </header>
      {overview.isError && <Banner>{errorMessage(overview.error)}</Banner>}
      {overview.isPending && <LoadingScreen text="Loading..." />}
      {overview.data && !latest && <Banner tone="info">No snapshot has been taken yet.</Banner>}
      {latest && (
        <Card className="space-y-2 p-5 text-sm text-slate-300">
          <p>
            Latest snapshot: <time dateTime={latest.takenAt}>{formatDateTime(latest.takenAt)}</time>
          </p>
          <p>
            Root:{' '}
            <code className="break-all text-slate-100" data-testid="published-root">
              {latest.root}
            </code>
          </p>
          <p className="text-slate-400">
            Signed statement (Ed25519, key <code className="break-all">{latest.statement.publicKey}</code>), bound to audit chain head{' '}
            {(JSON.parse(latest.statement.text) as { auditHead: { seq: number } }).auditHead.seq}. Machine-readable:{' '}
            <a className="underline" href="/api/proof-of-reserves/latest">
              /api/proof-of-reserves/latest
            </a>
            .
          </p>
        </Card>
      )}
      {overview.data && (
        <Card className="p-5">
          <h2 className="mb-3 text-base font-semibold text-white">Liabilities and reserves</h2>
          <ReservesTable assets={overview.data.assets} />
        </Card>
      )}
      {latest?.onChain && <OnChainReserves snapshotId={latest.snapshotId} onChain={latest.onChain} />}
      {overview.data && overview.data.snapshots.length > 0 && (
        <Card className="p-5">
          <h2 className="mb-3 text-base font-semibold text-white">Earlier snapshots</h2>
          <ul className="space-y-1 font-mono text-xs text-slate-300">
            {overview.data.snapshots.map((s) => (
              <li key={s.snapshotId} className="break-all">
                <a className="underline" href={`/api/proof-of-reserves/snapshots/${s.snapshotId}`}>
                  <time dateTime={s.takenAt}>{formatDateTime(s.takenAt)}</time>
                </a>{' '}
                {s.root} {s.scheduled ? '(scheduled)' : '(taken by an admin)'}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </main>
  )
}
