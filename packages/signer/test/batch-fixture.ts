/**
 * A payout batch as the server exports it, built with viem on its own (not with the signer's code) from the
 * published test mnemonic: a gas top-up, ETH and token payouts, a token sweep and an ETH sweep.
 */
import { randomUUID } from 'node:crypto'
import type { BatchEntry, PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
export const CHAIN_ID = 31337
export const TOKENS = {
  USDT: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
  BNB: { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 18 },
} as const
/** Someone outside the wallet who is paid. */
export const CUSTOMER_DESTINATION = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

/** The address at m/44'/60'/<account>'/<branch>/<index> of the test mnemonic. */
export const addressAt = (branch: number, index: number, account = 0) =>
  mnemonicToAccount(TEST_MNEMONIC, { path: `m/44'/60'/${account}'/${branch}/${index}` }).address

type Kind = BatchEntry['kind']
type Asset = BatchEntry['asset']

/** One entry of keys under account `account`, its transaction built as the server builds it. */
function entry(account: number, kind: Kind, asset: Asset, amount: string, recipient: string, branch: number, index: number, nonce: number): BatchEntry {
  const token = asset === 'ETH' ? null : TOKENS[asset]
  return {
    id: randomUUID(),
    kind,
    asset,
    amount,
    recipient,
    from: addressAt(branch, index, account),
    branch,
    index,
    tx: {
      type: 'eip1559',
      chainId: CHAIN_ID,
      nonce,
      to: token ? token.address : recipient,
      value: token ? '0' : parseEther(amount).toString(),
      data: token
        ? encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient as `0x${string}`, parseUnits(amount, token.decimals)] })
        : '0x',
      gas: token ? '65000' : '21000',
      maxFeePerGas: '30000000000',
      maxPriorityFeePerGas: '1000000000',
    },
  }
}

/** A good batch of the keys under m/44'/60'/<account>'. */
export function payoutBatch(account = 0): PayoutBatchFile {
  const deposit = addressAt(0, 3, account)
  const treasury = addressAt(1, 0, account)
  return {
    format: 'wallet-payout-batch/1',
    batchId: randomUUID(),
    chain: 'ethereum',
    chainId: CHAIN_ID,
    accountPath: `m/44'/60'/${account}'`,
    createdAt: new Date().toISOString(),
    tokens: structuredClone(TOKENS),
    entries: [
      entry(account, 'gas-top-up', 'ETH', '0.00195', deposit, 1, 0, 7),
      entry(account, 'payout', 'ETH', '0.25', CUSTOMER_DESTINATION, 1, 0, 8),
      entry(account, 'payout', 'USDT', '12.5', CUSTOMER_DESTINATION, 1, 0, 9),
      entry(account, 'sweep', 'USDT', '40.123456', treasury, 0, 3, 0),
      entry(account, 'sweep', 'ETH', '1.000000000000000001', treasury, 0, 0, 2),
    ],
  }
}
