import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { depositAddresses } from '../../db/schema.ts'

export const walletsRepository = {
  async depositAddresses(db: DbOrTx, userId: string): Promise<{ asset: string; address: string }[]> {
    return db.select({ asset: depositAddresses.asset, address: depositAddresses.address }).from(depositAddresses).where(eq(depositAddresses.userId, userId))
  },
}
