import path from 'node:path'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { checkLedger, DISAGREEING_PAIRS_LISTED } from '../money/ledger/verify-ledger.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description: 'Recompute every balance from the ledger and print where the balances table differs (exit 1 if anywhere).',
  options: {},
  async run() {
    const env = loadEnv()
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') })
    try {
      const { differences, more } = await checkLedger(database.db)
      for (const d of differences) {
        console.log(`${d.userId} ${d.asset} ${d.field}: balances table ${d.projected}, ledger ${d.ledger}`)
      }
      if (differences.length === 0) console.log('Ledger and balances agree.')
      else if (more)
        console.log(`${differences.length} difference(s) listed in the first ${DISAGREEING_PAIRS_LISTED} (user, asset) pairs; more pairs disagree.`)
      else console.log(`${differences.length} difference(s) found.`)
      return differences.length === 0 ? 0 : 1
    } finally {
      await database.close()
    }
  },
}
