/**
 * Sends ETH, USDT or BNB from the local chain's test account (see dev-chain.ts), with the settings dev:chain printed in
 * the environment: `npx tsx apps/server/scripts/dev-chain-send.ts ETH 0.5 0xAddress`.
 */
import { createWalletClient, erc20Abi, getAddress, http, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { FUNDER_KEY } from '../test/anvil.ts'

const [asset, amount, to] = process.argv.slice(2)
if (!asset || !amount || !to || !['ETH', 'USDT', 'BNB'].includes(asset)) {
  console.error('Usage: dev-chain-send.ts <ETH|USDT|BNB> <amount> <address>')
  process.exit(2)
}
const rpcUrl = process.env.ETHEREUM_RPC_URL ?? 'http://127.0.0.1:8545'
const account = privateKeyToAccount(FUNDER_KEY)
const wallet = createWalletClient({ chain: foundry, transport: http(rpcUrl), account })
const recipient = getAddress(to)
let hash: string
if (asset === 'ETH') {
  hash = await wallet.sendTransaction({ to: recipient, value: parseUnits(amount, 18) })
} else {
  const token = process.env[`ETHEREUM_TOKEN_${asset}`]
  if (!token) throw new Error(`ETHEREUM_TOKEN_${asset} is not set`)
  const decimals = asset === 'USDT' ? 6 : 18
  hash = await wallet.writeContract({ address: token as Address, abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits(amount, decimals)] })
}
console.log(`Sent ${amount} ${asset} to ${recipient}: ${hash}`)
