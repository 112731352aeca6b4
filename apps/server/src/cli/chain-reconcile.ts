import path from 'node:path'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { connectChain } from '../money/chain/connect-chain.ts'
import { reconcile } from '../money/chain/reconcile.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description:
    "Compare each deposit address's balance on the Ethereum chain with the deposits the watcher recorded, and print the differences (exit 1 if any).",
  options: {},
  async run() {
    const env = loadEnv()
    const chain = await connectChain(env)
    if (!chain) {
      console.error('ETHEREUM_RPC_URL is not set: no chain to reconcile.')
      return 2
    }
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') })
    try {
      const differences = await reconcile(database.db, chain)
      for (const d of differences) {
        console.log(`${d.address} ${d.asset} (customer ${d.userId}): on the chain ${d.onChain}, recorded ${d.recorded}, difference ${d.difference}`)
      }
      console.log(differences.length === 0 ? 'Every deposit address holds what was recorded.' : `${differences.length} difference(s) found.`)
      return differences.length === 0 ? 0 : 1
    } finally {
      await database.close()
    }
  },
}
