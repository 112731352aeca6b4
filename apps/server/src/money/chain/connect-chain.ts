import type { Env } from '../../config/env.ts'
import type { ChainAdapter } from './chain-adapter.ts'
import { connectEthereum } from './ethereum-adapter.ts'

type ChainEnv = Pick<Env, 'ETHEREUM_RPC_URL' | 'ETHEREUM_XPUB' | 'ETHEREUM_CHAIN_ID' | 'ETHEREUM_TOKEN_USDT' | 'ETHEREUM_TOKEN_BNB'>

/**
 * The Ethereum chain the settings name, connected and checked (ChainSettingsError when refused), or null without
 * ETHEREUM_RPC_URL: then ETH, USDT and BNB stay manual like every other asset.
 */
export async function connectChain(env: ChainEnv): Promise<ChainAdapter | null> {
  if (!env.ETHEREUM_RPC_URL) return null
  // parseEnv refuses ETHEREUM_RPC_URL without the other four.
  return connectEthereum({
    rpcUrl: env.ETHEREUM_RPC_URL,
    xpub: env.ETHEREUM_XPUB!,
    chainId: env.ETHEREUM_CHAIN_ID!,
    tokens: { USDT: env.ETHEREUM_TOKEN_USDT!, BNB: env.ETHEREUM_TOKEN_BNB! },
  })
}
