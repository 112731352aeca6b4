/**
 * The server's check of a signed batch before anything is broadcast (docs/decisions/146): every raw transaction must
 * be exactly the stored entry it names (recipient, value, data, nonce, chain id, gas and fees) and be signed by the
 * entry's `from`; the file must hold every entry once and nothing else. One problem refuses the whole file.
 */
import { getAddress, keccak256, parseTransaction, recoverTransactionAddress, type Hex, type TransactionSerializedEIP1559 } from 'viem'
import { SignedBatchFile, type BatchEntry } from '@wallet/shared/money/payout-batch'

export interface CheckedTransaction {
  entryId: string
  rawTransaction: Hex
  txHash: Hex
}

export type SignedCheck = { ok: true; transactions: CheckedTransaction[] } | { ok: false; problems: string[] }

/** `entries` in broadcast order; the answer's transactions are in that order too. */
export async function checkSignedBatch(input: unknown, batch: { id: string; chainId: number; entries: BatchEntry[] }): Promise<SignedCheck> {
  const parsed = SignedBatchFile.safeParse(input)
  if (!parsed.success)
    return { ok: false, problems: [`Not a signed batch file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`] }
  const file = parsed.data
  const problems: string[] = []
  if (file.batchId !== batch.id) problems.push(`The file is for batch ${file.batchId}, not ${batch.id}.`)
  if (file.chainId !== batch.chainId) problems.push(`The file is for chain id ${file.chainId}, not ${batch.chainId}.`)

  const signedById = new Map<string, Hex>()
  for (const s of file.signed) {
    if (signedById.has(s.id)) problems.push(`Entry ${s.id} is signed more than once.`)
    signedById.set(s.id, s.rawTransaction as Hex)
  }
  const known = new Set(batch.entries.map((e) => e.id))
  for (const id of signedById.keys()) if (!known.has(id)) problems.push(`Entry ${id} is not in the batch.`)

  const transactions: CheckedTransaction[] = []
  for (const entry of batch.entries) {
    const raw = signedById.get(entry.id)
    if (!raw) {
      problems.push(`Entry ${entry.id} (${entry.kind} of ${entry.amount} ${entry.asset} to ${entry.recipient}) is missing.`)
      continue
    }
    const problem = await transactionProblem(raw, entry, batch.chainId)
    if (problem) problems.push(`Entry ${entry.id}: ${problem}`)
    else transactions.push({ entryId: entry.id, rawTransaction: raw, txHash: keccak256(raw) })
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, transactions }
}

async function transactionProblem(raw: Hex, entry: BatchEntry, chainId: number): Promise<string | null> {
  let tx
  try {
    tx = parseTransaction(raw)
  } catch {
    return 'not a signed transaction.'
  }
  if (tx.type !== 'eip1559') return `a ${tx.type} transaction, not EIP-1559.`
  const want = entry.tx
  const differ: string[] = []
  const same = (name: string, got: unknown, expected: unknown) => {
    if (String(got) !== String(expected)) differ.push(`${name} ${String(got)} instead of ${String(expected)}`)
  }
  same('chain id', tx.chainId, chainId)
  same('nonce', tx.nonce, want.nonce)
  same('to', tx.to ? getAddress(tx.to) : null, getAddress(want.to))
  same('value', tx.value ?? 0n, want.value)
  same('data', (tx.data ?? '0x').toLowerCase(), want.data.toLowerCase())
  same('gas', tx.gas, want.gas)
  same('maxFeePerGas', tx.maxFeePerGas, want.maxFeePerGas)
  same('maxPriorityFeePerGas', tx.maxPriorityFeePerGas, want.maxPriorityFeePerGas)
  if ((tx.accessList?.length ?? 0) > 0) differ.push('an access list the entry does not have')
  if (differ.length > 0) return `${differ.join(', ')}.`
  let signer: string
  try {
    signer = await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerializedEIP1559 })
  } catch {
    return 'its signature cannot be read.'
  }
  if (getAddress(signer) !== getAddress(entry.from)) return `signed by ${getAddress(signer)}, not ${getAddress(entry.from)}.`
  return null
}
