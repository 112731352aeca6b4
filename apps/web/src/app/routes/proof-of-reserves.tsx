import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Logo } from '@/components/ui/logo'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { RichText } from '@/lib/i18n/rich-text'
import { useT } from '@/lib/i18n/use-t'
import { useSession } from '@/lib/session'
import { useReservesOverview } from '@/features/money/reserves/api/reserves'
import { ReservesTable } from '@/features/money/reserves/components/reserves-table'
import { OnChainReserves } from '@/features/money/reserves/components/on-chain-reserves'

/** The latest snapshot for machines: the same address in every language. */
const LATEST_URL = '/api/proof-of-reserves/latest'

/** /proof-of-reserves, public: the latest root and totals, liabilities against reserves per asset, earlier snapshots. */
export default function ProofOfReservesRoute() {
  const t = useT()
  const overview = useReservesOverview()
  const { user } = useSession()
  const latest = overview.data?.latest
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <Logo />
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-[28px]">{t('reserves.title')}</h1>
        <p className="mt-1 text-sm text-slate-400">
          {t('reserves.intro')}{' '}
          {user ? (
            <Link to={paths.dashboard.verifyBalance.getHref()} className="underline">
              {t('wallets.verify')}
            </Link>
          ) : (
            t('reserves.signInToVerify')
          )}
        </p>
      </header>
      {overview.isError && <Banner>{errorMessage(overview.error)}</Banner>}
      {overview.isPending && <LoadingScreen text={t('reserves.loading')} />}
      {overview.data && !latest && <Banner tone="info">{t('reserves.noSnapshot')}</Banner>}
      {latest && (
        <Card className="space-y-2 p-5 text-sm text-slate-300">
          <p>
            {t('reserves.latest')} <time dateTime={latest.takenAt}>{formatDateTimeIn(latest.takenAt)}</time>
          </p>
          <p>
            {t('reserves.root')}{' '}
            <code dir="ltr" className="break-all text-slate-100" data-testid="published-root">
              {latest.root}
            </code>
          </p>
          <p className="text-slate-400">
            <RichText
              text={t('reserves.statement', {
                key: latest.statement.publicKey,
                seq: (JSON.parse(latest.statement.text) as { auditHead: { seq: number } }).auditHead.seq,
                url: LATEST_URL,
              })}
              parts={[<code key="key" dir="ltr" className="break-all" />, <a key="url" dir="ltr" className="underline" href={LATEST_URL} />]}
            />
          </p>
        </Card>
      )}
      {overview.data && (
        <Card className="p-5">
          <h2 className="mb-3 text-base font-semibold text-white">{t('reserves.liabilitiesAndReserves')}</h2>
          <ReservesTable assets={overview.data.assets} />
        </Card>
      )}
      {latest?.onChain && <OnChainReserves snapshotId={latest.snapshotId} onChain={latest.onChain} />}
      {overview.data && overview.data.snapshots.length > 0 && (
        <Card className="p-5">
          <h2 className="mb-3 text-base font-semibold text-white">{t('reserves.earlier')}</h2>
          <ul className="space-y-1 font-mono text-xs text-slate-300">
            {overview.data.snapshots.map((s) => (
              <li key={s.snapshotId} className="break-all">
                <a className="underline" href={`/api/proof-of-reserves/snapshots/${s.snapshotId}`}>
                  <time dateTime={s.takenAt}>{formatDateTimeIn(s.takenAt)}</time>
                </a>{' '}
                <bdi dir="ltr">{s.root}</bdi> {t(s.scheduled ? 'reserves.scheduled' : 'reserves.byAdmin')}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </main>
  )
}
