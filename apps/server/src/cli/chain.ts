import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadEnv } from '../config/env.ts'
import { controlSocketPath, requestWork } from '../lib/control-socket.ts'
import { connectChain } from '../money/chain/connect-chain.ts'
import type { OperatorAnswer, PayoutsService } from '../money/chain/payouts/payouts.service.ts'
import { withServices } from '../seed/open-services.ts'
import type { CliCommand } from './command.ts'

/** The paths the running server answers on its control socket (main.ts). */
export const CHAIN_WORK = { exportPayouts: '/chain/export-payouts', broadcast: '/chain/broadcast' } as const

/** The running server's side of these commands, for its control socket. */
export const chainControlWork = (payouts: Pick<PayoutsService, 'exportBatch' | 'broadcastSigned'>) => ({
  [CHAIN_WORK.exportPayouts]: () => payouts.exportBatch(),
  [CHAIN_WORK.broadcast]: (signed: unknown) => payouts.broadcastSigned(signed),
})

const USAGE = 'Usage: npm run cli -- chain export-payouts --out batch.json\n' + '       npm run cli -- chain broadcast --in signed.json'

export const command: CliCommand = {
  description:
    'On-chain payouts (docs/decisions/146): `chain export-payouts --out FILE` writes the approved payout batch, with the ' +
    'sweeps of deposit addresses, as unsigned transactions for the offline signer; `chain broadcast --in FILE` checks the ' +
    'signed file against what was exported, refuses it whole on any difference, and broadcasts it. Both work while the server runs.',
  options: { out: { type: 'string' }, in: { type: 'string' } },
  positionals: true,
  async run(values, positionals) {
    const [sub, ...extra] = positionals
    if (extra.length > 0 || (sub !== 'export-payouts' && sub !== 'broadcast')) {
      console.error(USAGE)
      return 2
    }
    if (sub === 'export-payouts') {
      const out = typeof values.out === 'string' ? values.out : ''
      if (!out) {
        console.error('--out FILE is required: where to write the unsigned batch.')
        return 2
      }
      if (existsSync(out)) {
        console.error(`${out} already exists: choose another file.`)
        return 1
      }
      const answer = await ask(CHAIN_WORK.exportPayouts, null, (payouts) => payouts.exportBatch())
      if (!answer.ok) return problem(answer.problem)
      const file = answer.value as { batchId: string; entries: unknown[] }
      writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 })
      console.log(`Batch ${file.batchId} written to ${out}: ${file.entries.length} unsigned transactions. Sign it offline, then broadcast the signed file.`)
      return 0
    }
    const input = typeof values.in === 'string' ? values.in : ''
    if (!input) {
      console.error('--in FILE is required: the signed batch.')
      return 2
    }
    let signed: unknown
    try {
      signed = JSON.parse(readFileSync(input, 'utf8'))
    } catch (err) {
      return problem(`${input} cannot be read as JSON: ${(err as Error).message}`)
    }
    const answer = await ask(CHAIN_WORK.broadcast, signed, (payouts) => payouts.broadcastSigned(signed))
    if (!answer.ok) return problem(answer.problem)
    const result = answer.value as { batchId: string; sent: number; refused: string[] }
    console.log(`Batch ${result.batchId}: ${result.sent} transactions broadcast; each send completes at its confirmations.`)
    for (const r of result.refused) console.log(`Refused: ${r}`)
    return result.refused.length > 0 ? 1 : 0
  },
}

function problem(text: string): number {
  console.error(text)
  return 1
}

/** The running server does the work (it holds the embedded database); without one, this process does, on the database. */
async function ask(path: string, body: unknown, direct: (payouts: PayoutsService) => Promise<OperatorAnswer<unknown>>): Promise<OperatorAnswer<unknown>> {
  const env = loadEnv()
  if (!env.ETHEREUM_RPC_URL) return { ok: false, problem: 'ETHEREUM_RPC_URL is not set: there is no chain to pay on.' }
  if (!env.DATABASE_URL) {
    const answer = await requestWork(controlSocketPath(env.DATA_DIR), path, body)
    if (answer) return answer
  }
  const chain = await connectChain(env)
  return withServices(({ services }) => direct(services.payouts), { chain })
}
