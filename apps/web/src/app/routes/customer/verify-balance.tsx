import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { LoadingScreen } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { RichText } from '@/lib/i18n/rich-text'
import { useT } from '@/lib/i18n/use-t'
import { useMyProof, usePublishedRoot } from '@/features/money/reserves/api/reserves'
import { ProofCheck } from '@/features/money/reserves/components/proof-check'

/** /dashboard/wallets/verify: the customer's balances at the latest snapshot, checked against the published root here. */
export default function VerifyBalanceRoute() {
  const t = useT()
  const proof = useMyProof()
  const root = usePublishedRoot(proof.data?.snapshotId)
  return (
    <section>
      <PageHeader
        title={t('wallets.verify')}
        description={
          <RichText text={t('reserves.verify.description')} parts={[<Link key="link" to={paths.proofOfReserves.getHref()} className="underline" />]} />
        }
      />
      <Card className="p-5">
        {proof.isError ? (
          <Banner tone="info">{errorMessage(proof.error, undefined, { serverWords: [404] })}</Banner>
        ) : root.isError ? (
          <Banner>{errorMessage(root.error)}</Banner>
        ) : proof.data && root.data ? (
          <ProofCheck proof={proof.data} root={root.data} />
        ) : (
          <LoadingScreen text={t('reserves.verify.loading')} />
        )}
      </Card>
    </section>
  )
}
