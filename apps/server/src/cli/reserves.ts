import { existsSync, writeFileSync } from 'node:fs'
import { loadEnv } from '../config/env.ts'
import { controlSocketPath, requestWork } from '../lib/control-socket.ts'
import type { ChainReservesService } from '../money/reserves/chain-reserves.service.ts'
import { withServices } from '../seed/open-services.ts'
import type { CliCommand } from './command.ts'

/** The path the running server answers on its control socket (main.ts). */
export const RESERVES_WORK = { exportOwnership: '/reserves/export-ownership' } as const

/** The running server's side of this command, for its control socket. */
export const reservesControlWork = (chainReserves: Pick<ChainReservesService, 'exportForOperator'>) => ({
  [RESERVES_WORK.exportOwnership]: (body: unknown) => chainReserves.exportForOperator(snapshotIdOf(body)),
})

const snapshotIdOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'snapshotId' in body && typeof body.snapshotId === 'string' ? body.snapshotId : null

const USAGE = 'Usage: npm run cli -- reserves export-ownership --out request.json [--snapshot SNAPSHOT_ID]'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const command: CliCommand = {
  description:
    'Proof of reserves on chain (docs/decisions/157): `reserves export-ownership --out FILE [--snapshot ID]` writes the ownership ' +
    'request of a snapshot (the latest by default): its message and every operator address, for `npm run signer -- sign-message`. ' +
    'Works while the server runs; an admin uploads the signed proof on the admin reserves screen.',
  options: { out: { type: 'string' }, snapshot: { type: 'string' } },
  positionals: true,
  async run(values, positionals) {
    const [sub, ...extra] = positionals
    if (extra.length > 0 || sub !== 'export-ownership') {
      console.error(USAGE)
      return 2
    }
    const out = typeof values.out === 'string' ? values.out : ''
    if (!out) {
      console.error('--out FILE is required: where to write the ownership request.')
      return 2
    }
    const snapshotId = typeof values.snapshot === 'string' ? values.snapshot : null
    if (snapshotId !== null && !UUID.test(snapshotId)) {
      console.error(`--snapshot takes a snapshot id (a UUID), not ${snapshotId}.`)
      return 2
    }
    if (existsSync(out)) {
      console.error(`${out} already exists: choose another file.`)
      return 1
    }
    const answer = await ask(snapshotId)
    if (!answer.ok) {
      console.error(answer.problem)
      return 1
    }
    const request = answer.value as { message: string; addresses: unknown[] }
    writeFileSync(out, `${JSON.stringify(request, null, 2)}\n`, { mode: 0o600 })
    console.log(`Ownership request written to ${out}: ${request.addresses.length} addresses to sign "${request.message}".`)
    return 0
  },
}

/** The running server answers (it holds the embedded database); without one, this process reads the database. */
async function ask(snapshotId: string | null) {
  const env = loadEnv()
  if (!env.DATABASE_URL) {
    const answer = await requestWork(controlSocketPath(env.DATA_DIR), RESERVES_WORK.exportOwnership, { snapshotId })
    if (answer) return answer
  }
  return withServices(({ services }) => services.chainReserves.exportForOperator(snapshotId))
}
