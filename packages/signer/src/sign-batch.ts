/** Signs the checked entries with viem's local accounts: one raw EIP-1559 transaction per entry, in the batch's order. */
import { SignedBatchFile, type PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import type { CheckedEntry } from './check-batch.ts'

export async function signBatch(batch: PayoutBatchFile, entries: CheckedEntry[]): Promise<SignedBatchFile> {
  const signed = []
  for (const { entry, account } of entries) {
    const { tx } = entry
    const rawTransaction = await account.signTransaction({
      type: 'eip1559',
      chainId: tx.chainId,
      nonce: tx.nonce,
      to: tx.to as `0x${string}`,
      value: BigInt(tx.value),
      data: tx.data as `0x${string}`,
      gas: BigInt(tx.gas),
      maxFeePerGas: BigInt(tx.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
    })
    signed.push({ id: entry.id, rawTransaction })
  }
  return SignedBatchFile.parse({ format: 'wallet-signed-batch/1', batchId: batch.batchId, chainId: batch.chainId, signed })
}
