import type { Db, Tx } from '../../db/client.ts'
import type { ChainAdapter } from './chain-adapter.ts'
import { chainRepository as repo } from './chain.repository.ts'
import { ChainSettingsError } from './ethereum-adapter.ts'

const BACKFILL_BATCH = 500

/**
 * Each customer's one deposit address on the chain (docs/decisions/140): allocated when the account is made, in the
 * same transaction as its profile, at an index from a sequence (never reused), and stored with unique index and
 * address. Every asset of the chain shows it as the deposit address.
 */
export function createChainAddresses({ db, chain }: { db: Db; chain: ChainAdapter }) {
  const assets = [...chain.assets.keys()]

  /** The customer's address, allocated now if they have none; staff accounts get none (null). */
  async function ensure(tx: Tx, userId: string): Promise<string | null> {
    if ((await repo.roleOf(tx, userId)) !== 'USER') return null
    const existing = await repo.addressOf(tx, chain.chain, userId)
    if (existing) return existing.address
    const index = await repo.nextIndex(tx)
    const address = chain.depositAddress(index)
    if (await repo.insertAddress(tx, { chain: chain.chain, userId, index, address })) {
      await repo.setDepositAddresses(tx, userId, assets, address)
      return address
    }
    // Another transaction gave this customer an address first (its index stays unused).
    return (await repo.addressOf(tx, chain.chain, userId))!.address
  }

  return {
    ensure,
    /**
     * Before the app serves anyone: the stored addresses must come from the configured xpub (a changed ETHEREUM_XPUB
     * would send customers to addresses nobody can spend, or someone else's), then every customer without an address
     * gets one. Answers how many were given one.
     */
    /** Every deposit address's index, for the sweeps and the reconciliation (payouts). */
    async indexes(): Promise<number[]> {
      return (await repo.watchedAfter(db, chain.chain, -1)).map((row) => row.index)
    },
    async prepare(): Promise<number> {
      for (const stored of await repo.sampleAddresses(db, chain.chain)) {
        if (chain.depositAddress(stored.index) !== stored.address) {
          throw new ChainSettingsError(
            `ETHEREUM_XPUB does not derive the stored deposit address ${stored.address} at index ${stored.index}: it is not the key the addresses were made with.`,
          )
        }
      }
      let given = 0
      for (;;) {
        const ids = await repo.customersWithoutAddress(db, chain.chain, BACKFILL_BATCH)
        if (ids.length === 0) return given
        await db.transaction(async (tx) => {
          for (const id of ids) if (await ensure(tx, id)) given++
        })
      }
    },
  }
}
