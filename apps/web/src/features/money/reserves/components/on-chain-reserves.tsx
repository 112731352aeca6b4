import { useState } from 'react'
import type { OnChainReserves as OnChainFigures } from '@wallet/shared/money/reserves-on-chain'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTimeIn, formatExactDecimal } from '@/lib/i18n/format'
import { RichText } from '@/lib/i18n/rich-text'
import { useT } from '@/lib/i18n/use-t'
import { useAddressPage } from '../api/reserves'

/** Addresses a page: a million customers stay one page at a time, the whole list is one download. */
const PAGE_SIZE = 25

/**
 * The assets side on chain: the block the balances were read at, the message every address signed, and the addresses
 * a page at a time with their balances and whether their signature verified (docs/proof-of-reserves.md).
 */
export function OnChainReserves({ snapshotId, onChain }: { snapshotId: string; onChain: OnChainFigures }) {
  const t = useT()
  const [page, setPage] = useState(1)
  const addresses = useAddressPage(snapshotId, (page - 1) * PAGE_SIZE, PAGE_SIZE)
  const assets = onChain.assets.map((a) => a.asset)
  return (
    <Card className="space-y-3 p-5 text-sm text-slate-300" data-testid="on-chain-reserves">
      <h2 className="text-base font-semibold text-white">{t('reserves.onChain.title')}</h2>
      <p>
        <RichText
          text={t('reserves.onChain.block', {
            chain: onChain.chain === 'ethereum' ? 'Ethereum' : onChain.chain,
            chainId: onChain.chainId,
            block: onChain.blockNumber,
            hash: onChain.blockHash,
          })}
          parts={[<code key="block" dir="ltr" className="text-slate-100" data-testid="reserves-block" />, <code key="hash" dir="ltr" className="break-all" />]}
        />
      </p>
      {onChain.signedAt ? (
        <p data-testid="reserves-signed">{t('reserves.onChain.signed', { date: formatDateTimeIn(onChain.signedAt) })}</p>
      ) : (
        <Banner tone="info">{t('reserves.onChain.awaited')}</Banner>
      )}
      <p>
        <code dir="ltr" className="break-all text-slate-100" data-testid="reserves-message">
          {onChain.message}
        </code>
      </p>
      <p className="text-slate-400">
        <RichText
          text={t('reserves.onChain.checkYourself', { block: onChain.blockNumber, count: onChain.addressCount })}
          parts={[<a key="download" className="underline" href={onChain.download} download />]}
        />
      </p>
      {addresses.isError && <Banner>{errorMessage(addresses.error)}</Banner>}
      {addresses.data && (
        <>
          <Table stack>
            <thead>
              <tr>
                <Th>{t('reserves.onChain.address')}</Th>
                <Th>{t('reserves.onChain.key')}</Th>
                {assets.map((asset) => (
                  <Th key={asset}>
                    <bdi dir="ltr">{asset}</bdi>
                  </Th>
                ))}
                <Th>{t('reserves.onChain.signature')}</Th>
              </tr>
            </thead>
            <tbody>
              {addresses.data.addresses.map((row) => (
                <tr key={row.address} data-testid="reserves-address">
                  <Td label={t('reserves.onChain.address')} className="font-mono text-xs break-all text-slate-100">
                    <bdi dir="ltr">{row.address}</bdi>
                  </Td>
                  <Td label={t('reserves.onChain.key')}>
                    {t(row.place === 'treasury' ? 'reserves.onChain.treasury' : 'reserves.onChain.deposit')}{' '}
                    <bdi dir="ltr">
                      {row.branch}/{row.index}
                    </bdi>
                  </Td>
                  {assets.map((asset) => (
                    <Td key={asset} label={asset} className="tabular-nums">
                      <bdi dir="ltr">{formatExactDecimal(row.balances[asset] ?? '0')}</bdi>
                    </Td>
                  ))}
                  <Td label={t('reserves.onChain.signature')}>
                    {row.verified ? (
                      <span title={row.signature ?? undefined}>
                        <Badge tone="green">{t('reserves.onChain.verified')}</Badge>
                      </span>
                    ) : (
                      <Badge tone="grey">{t('reserves.onChain.notSigned')}</Badge>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pageCount={Math.max(1, Math.ceil(addresses.data.total / PAGE_SIZE))} total={addresses.data.total} onPageChange={setPage} />
        </>
      )}
    </Card>
  )
}
