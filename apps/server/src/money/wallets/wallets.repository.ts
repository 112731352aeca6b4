import { and, eq } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { depositAddresses } from '../../db/schema.ts'

export const walletsRepository = {
  async depositAddresses(db: DbOrTx, userId: string): Promise<{ asset: string; address: string }[]> {
    return db.select({ asset: depositAddresses.asset, address: depositAddresses.address }).from(depositAddresses).where(eq(depositAddresses.userId, userId))
  },

  /** The address of one asset, locked for the rest of the transaction (null when none is set). */
  async lockDepositAddress(tx: Tx, userId: string, asset: string): Promise<string | null> {
    const [row] = await tx
      .select({ address: depositAddresses.address })
      .from(depositAddresses)
      .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.asset, asset)))
      .for('update')
    return row?.address ?? null
  },

  async setDepositAddress(tx: Tx, userId: string, asset: string, address: string, setBy: string): Promise<void> {
    await tx
      .insert(depositAddresses)
      .values({ userId, asset, address, setBy })
      .onConflictDoUpdate({ target: [depositAddresses.userId, depositAddresses.asset], set: { address, setBy, setAt: new Date() } })
  },
}
