import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { depositAddresses, userProfiles } from '../../db/schema.ts'

export type ProfileFlags = Pick<
  typeof userProfiles.$inferSelect,
  'canSend' | 'canBuy' | 'canSell' | 'sendDisabledNote' | 'buyDisabledNote' | 'sellDisabledNote'
>

export const walletsRepository = {
  /** The permission flags of a customer; undefined when no profile row exists (every flag then counts as true). */
  async flags(db: DbOrTx, userId: string): Promise<ProfileFlags | undefined> {
    const [row] = await db
      .select({
        canSend: userProfiles.canSend,
        canBuy: userProfiles.canBuy,
        canSell: userProfiles.canSell,
        sendDisabledNote: userProfiles.sendDisabledNote,
        buyDisabledNote: userProfiles.buyDisabledNote,
        sellDisabledNote: userProfiles.sellDisabledNote,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
    return row
  },

  async depositAddresses(db: DbOrTx, userId: string): Promise<{ asset: string; address: string }[]> {
    return db.select({ asset: depositAddresses.asset, address: depositAddresses.address }).from(depositAddresses).where(eq(depositAddresses.userId, userId))
  },
}
