import { useState } from 'react'
import type { OnChainReserves as OnChainFigures } from '@wallet/shared/money/reserves-on-chain'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Card } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { Table, Td, Th } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date'
import { useAddressPage } from '../api/reserves'

/** Addresses a page: a million customers stay one page at a time, the whole list is one download. */
const PAGE_SIZE = 25

/**
 * The assets side on chain: the block the balances were read at, the message every address signed, and the addresses
 * a page at a time with their balances and whether their signature verified (docs/proof-of-reserves.md).
 */
export function OnChainReserves({ snapshotId, onChain }: { snapshotId: string; onChain: OnChainFigures }) {
  const [page, setPage] = useState(1)
  const addresses = useAddressPage(snapshotId, (page - 1) * PAGE_SIZE, PAGE_SIZE)
  const assets = onChain.assets.map((a) => a.asset)
  return (
    <Card className="space-y-3 p-5 text-sm text-slate-300" data-testid="on-chain-reserves">
      <h2 className="text-base font-semibold text-white">Reserves on chain</h2>
      <p>
        {onChain.chain === 'ethereum' ? 'Ethereum' : onChain.chain} (chain id {onChain.chainId}), balances at block{' '}
        <code className="text-slate-100" data-testid="reserves-block">
          {onChain.blockNumber}
        </code>{' '}
        (hash <code className="break-all">{onChain.blockHash}</code>).
      </p>
      {onChain.signedAt ? (
        <p data-testid="reserves-signed">
          Every address below signed this message with its own key; the signatures were checked on upload, {formatDateTime(onChain.signedAt)}:
        </p>
      ) : (
        <Banner tone="info">The signatures of these addresses are awaited: until they are checked, none of their balances counts as reserves.</Banner>
      )}
      <p>
        <code className="break-all text-slate-100" data-testid="reserves-message">
          {onChain.message}
        </code>
      </p>
      <p className="text-slate-400">
        Only addresses whose signature verified count as reserves. Check any of them yourself: the balance at block {onChain.blockNumber} from any Ethereum
        node, and the signature with any tool that verifies a signed message (EIP-191).{' '}
        <a className="underline" href={onChain.download} download>
          Download all {onChain.addressCount} addresses (JSON)
        </a>
        .
      </p>
      {addresses.isError && <Banner>{errorMessage(addresses.error)}</Banner>}
      {addresses.data && (
        <>
          <Table stack>
            <thead>
              <tr>
                <Th>Address</Th>
                <Th>Key</Th>
                {assets.map((asset) => (
                  <Th key={asset}>{asset}</Th>
                ))}
                <Th>Signature</Th>
              </tr>
            </thead>
            <tbody>
              {addresses.data.addresses.map((row) => (
                <tr key={row.address} data-testid="reserves-address">
                  <Td label="Address" className="font-mono text-xs break-all text-slate-100">
                    {row.address}
                  </Td>
                  <Td label="Key">
                    {row.place === 'treasury' ? 'Treasury' : 'Deposit'} {row.branch}/{row.index}
                  </Td>
                  {assets.map((asset) => (
                    <Td key={asset} label={asset} className="tabular-nums">
                      {row.balances[asset] ?? '0'}
                    </Td>
                  ))}
                  <Td label="Signature">
                    {row.verified ? (
                      <span title={row.signature ?? undefined}>
                        <Badge tone="green">Verified</Badge>
                      </span>
                    ) : (
                      <Badge tone="grey">Not signed</Badge>
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
