/**
 * `npm run dev:chain`: a local Ethereum chain to run the app against. Starts anvil (from node_modules), deploys a
 * USDT (6 decimals) and a BNB (18 decimals) test token, funds a test account with ETH and both tokens, and prints the
 * settings to start the app with. A block every BLOCK_SECONDS (default 2) so that confirmations count up.
 * Everything here comes from the published test mnemonic: never use it for real money.
 */
import { parseEther } from 'viem'
import { ANVIL_CHAIN_ID, FUNDER_KEY, startAnvil } from '../test/anvil.ts'

const port = Number(process.env.DEV_CHAIN_PORT ?? 8545)
const blockSeconds = Number(process.env.BLOCK_SECONDS ?? 2)
const anvil = await startAnvil({ port, args: ['--block-time', String(blockSeconds)] })
const usdt = await anvil.deployToken('USDT', 6)
const bnb = await anvil.deployToken('BNB', 18)
await anvil.testClient.setBalance({ address: anvil.funder.address, value: parseEther('1000000') })

console.log(`A local chain (anvil, chain id ${ANVIL_CHAIN_ID}) at ${anvil.rpcUrl}, a block every ${blockSeconds} s.

Start the app with:

ETHEREUM_RPC_URL=${anvil.rpcUrl}
ETHEREUM_CHAIN_ID=${ANVIL_CHAIN_ID}
ETHEREUM_XPUB=${anvil.xpub}
ETHEREUM_TOKEN_USDT=${usdt}
ETHEREUM_TOKEN_BNB=${bnb}
ETHEREUM_CONFIRMATIONS=3

The test account ${anvil.funder.address} holds 1,000,000 ETH and the whole supply of both tokens.
Its private key (a test key, public): ${FUNDER_KEY}
Send from it with any wallet pointed at ${anvil.rpcUrl}, or: npx tsx apps/server/scripts/dev-chain-send.ts <ETH|USDT|BNB> <amount> <address>
(with the settings above in the environment). Ctrl-C stops the chain; its state is not kept.`)

const stop = async () => {
  await anvil.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
