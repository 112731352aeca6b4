/** The Ethereum chain through a JSON-RPC node (viem): ETH in block transactions, tokens in their Transfer logs. */
import type { ChainAsset } from '@wallet/shared/money/payout-batch'
import { MAX_SCALE } from '@wallet/shared/amounts'
import { createPublicClient, erc20Abi, formatUnits, getAddress, http, parseAbiItem, type Address, type Hex, type PublicClient } from 'viem'
import { NATIVE_TRANSFER_INDEX, type Block, type ChainAdapter, type IncomingTransfer } from './chain-adapter.ts'
import { DEPOSIT_BRANCH, parseAccountXpub, TREASURY_BRANCH, TREASURY_INDEX } from './derivation.ts'

/** At most this many JSON-RPC calls in one batch: what public nodes commonly accept in one request. */
const RPC_BATCH_SIZE = 100

export interface EthereumSettings {
  rpcUrl: string
  xpub: string
  chainId: number
  tokens: { USDT: string; BNB: string }
}

/** A setting the chain refuses at start-up: the app does not start with it. */
export class ChainSettingsError extends Error {}

const ETH_DECIMALS = 18
const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

/**
 * Connects and checks, before the app serves anyone: the xpub is an account-level public key, the node serves the
 * configured chain, and each token answers decimals() within the ledger's 18 places (docs/decisions/140).
 */
export async function connectEthereum(settings: EthereumSettings): Promise<ChainAdapter> {
  let account
  try {
    account = parseAccountXpub(settings.xpub)
  } catch (err) {
    throw new ChainSettingsError((err as Error).message)
  }
  // Calls made in the same turn go as one JSON-RPC batch: a snapshot reads every operator address's balances at once
  // (decision 156), and one HTTP request per read would make that read the snapshot's longest part.
  const transport = http(settings.rpcUrl, { retryCount: 2, timeout: 15_000, batch: { batchSize: RPC_BATCH_SIZE } })
  const client = createPublicClient({ transport }) as PublicClient
  const served = await client.getChainId()
  if (served !== settings.chainId) {
    throw new ChainSettingsError(`ETHEREUM_RPC_URL serves chain id ${served}, not ETHEREUM_CHAIN_ID ${settings.chainId}.`)
  }
  const assets = new Map<ChainAsset, { decimals: number; contract: string | null }>([['ETH', { decimals: ETH_DECIMALS, contract: null }]])
  for (const asset of ['USDT', 'BNB'] as const) {
    const contract = getAddress(settings.tokens[asset])
    let decimals: number
    try {
      decimals = await client.readContract({ address: contract, abi: erc20Abi, functionName: 'decimals' })
    } catch {
      throw new ChainSettingsError(`ETHEREUM_TOKEN_${asset} (${contract}) does not answer decimals(): is it an ERC-20 on chain ${served}?`)
    }
    if (decimals > MAX_SCALE) {
      throw new ChainSettingsError(
        `ETHEREUM_TOKEN_${asset} has ${decimals} decimals; the ledger keeps ${MAX_SCALE}, so its amounts could not be booked exactly.`,
      )
    }
    assets.set(asset, { decimals, contract })
  }
  return createEthereumAdapter(client, settings.chainId, assets, account)
}

function createEthereumAdapter(
  client: PublicClient,
  chainId: number,
  assets: Map<ChainAsset, { decimals: number; contract: string | null }>,
  account: ReturnType<typeof parseAccountXpub>,
): ChainAdapter {
  const tokenByContract = new Map([...assets].filter(([, a]) => a.contract).map(([asset, a]) => [a.contract!.toLowerCase(), { asset, decimals: a.decimals }]))
  const tokenContracts = [...assets.values()].flatMap((a) => (a.contract ? [a.contract as Address] : []))
  const blockOf = (b: { number: bigint | null; hash: Hex | null; parentHash: Hex }): Block => ({ number: b.number!, hash: b.hash!, parentHash: b.parentHash })

  return {
    chain: 'ethereum',
    chainId,
    assets,
    depositAddress: (index) => account.deriveAddress(DEPOSIT_BRANCH, index),
    treasuryAddress: () => account.deriveAddress(TREASURY_BRANCH, TREASURY_INDEX),
    async head() {
      const b = await client.getBlock({ blockTag: 'latest' })
      return { number: b.number, hash: b.hash }
    },
    async block(number) {
      try {
        return blockOf(await client.getBlock({ blockNumber: number }))
      } catch (err) {
        if ((err as Error).name === 'BlockNotFoundError') return null
        throw err
      }
    },
    async scan(from, to, isWatched) {
      const numbers: bigint[] = []
      for (let n = from; n <= to; n++) numbers.push(n)
      const [blocks, logs] = await Promise.all([
        Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
        tokenContracts.length > 0 ? client.getLogs({ address: tokenContracts, event: TRANSFER_EVENT, fromBlock: from, toBlock: to }) : Promise.resolve([]),
      ])
      // getLogs and getBlock are separate reads: a reorg between them would mix two chains, so the range is read again.
      const hashAt = new Map(blocks.map((b) => [b.number, b.hash]))
      if (logs.some((log) => hashAt.get(log.blockNumber) !== log.blockHash)) throw new Error(`Blocks ${from}–${to} changed while being read`)
      const transfers: IncomingTransfer[] = []
      for (const block of blocks) {
        for (const t of block.transactions) {
          if (!t.to || t.value === 0n || !isWatched(t.to.toLowerCase())) continue
          transfers.push({
            asset: 'ETH',
            txHash: t.hash,
            logIndex: NATIVE_TRANSFER_INDEX,
            blockNumber: block.number,
            blockHash: block.hash,
            from: getAddress(t.from),
            to: getAddress(t.to),
            units: t.value,
            amount: formatUnits(t.value, ETH_DECIMALS),
          })
        }
      }
      for (const log of logs) {
        const to = log.args.to
        const value = log.args.value
        const token = tokenByContract.get(log.address.toLowerCase())
        if (!to || value === undefined || value === 0n || !token || !isWatched(to.toLowerCase())) continue
        transfers.push({
          asset: token.asset,
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          blockHash: log.blockHash,
          from: getAddress(log.args.from!),
          to: getAddress(to),
          units: value,
          amount: formatUnits(value, token.decimals),
        })
      }
      return { transfers, blocks: blocks.map(blockOf) }
    },
    async balance(asset, address, at) {
      const info = assets.get(asset)
      if (!info) throw new Error(`${asset} is not on this chain`)
      const block = at === undefined ? {} : { blockNumber: at }
      if (!info.contract) return client.getBalance({ address: address as Address, ...block })
      try {
        return await client.readContract({ address: info.contract as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address], ...block })
      } catch (err) {
        // At a block before the token's contract existed, nobody held any of it (the call answers nothing to decode).
        if (at !== undefined && (await client.getCode({ address: info.contract as Address, blockNumber: at })) === undefined) return 0n
        throw err
      }
    },
    nonce: (address) => client.getTransactionCount({ address: address as Address, blockTag: 'pending' }),
    minedNonce: (address) => client.getTransactionCount({ address: address as Address, blockTag: 'latest' }),
    async fees() {
      const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas()
      return { maxFeePerGas, maxPriorityFeePerGas }
    },
    broadcast: (rawTransaction) => client.sendRawTransaction({ serializedTransaction: rawTransaction as Hex }),
    async receipt(txHash) {
      try {
        const r = await client.getTransactionReceipt({ hash: txHash as Hex })
        return { status: r.status, blockNumber: r.blockNumber, blockHash: r.blockHash }
      } catch (err) {
        if ((err as Error).name === 'TransactionReceiptNotFoundError') return null
        throw err
      }
    },
  }
}
