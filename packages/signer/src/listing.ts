/** What the operator reads before answering: every transaction, and what the batch moves in total. */
import type { PayoutBatchFile } from '@wallet/shared/money/payout-batch'
import type { CheckedEntry } from './check-batch.ts'
import { ETH_DECIMALS, formatBaseUnits } from './units.ts'

/** Rows as columns padded to their widest cell. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  )
}

export function listing(batch: PayoutBatchFile, entries: CheckedEntry[]): string {
  const rows = [['#', 'kind', 'asset', 'amount', 'recipient', 'from', 'nonce']]
  const totals = new Map<string, { units: bigint; decimals: number; count: number }>()
  let maxFees = 0n
  entries.forEach(({ entry, units, decimals }, position) => {
    rows.push([String(position + 1), entry.kind, entry.asset, formatBaseUnits(units, decimals), entry.recipient, entry.from, String(entry.tx.nonce)])
    const total = totals.get(entry.asset) ?? { units: 0n, decimals, count: 0 }
    totals.set(entry.asset, { units: total.units + units, decimals, count: total.count + 1 })
    maxFees += BigInt(entry.tx.gas) * BigInt(entry.tx.maxFeePerGas)
  })
  const totalLines = [...totals].map(
    ([asset, { units, decimals, count }]) => `  ${asset} ${formatBaseUnits(units, decimals)} in ${count} transaction${count === 1 ? '' : 's'}`,
  )
  return [
    `Batch ${batch.batchId} on chain ${batch.chainId}, keys under ${batch.accountPath}:`,
    ...table(rows).map((line) => `  ${line}`),
    'Totals:',
    ...totalLines,
    `  network fees at most ${formatBaseUnits(maxFees, ETH_DECIMALS)} ETH (gas × max fee per gas)`,
  ].join('\n')
}
