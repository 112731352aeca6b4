import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { cryptoBuyingLinks, paymentMethods } from '../../db/schema.ts'

export const paymentsRepository = {
  async ownMethod(db: DbOrTx, userId: string, id: string) {
    const [row] = await db
      .select({ id: paymentMethods.id, type: paymentMethods.type, cardBrand: paymentMethods.cardBrand, last4: paymentMethods.last4, bankName: paymentMethods.bankName, bankLast4: paymentMethods.bankLast4 })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    return row
  },

  async buyingLinks(db: DbOrTx, userId: string) {
    return db.select().from(cryptoBuyingLinks).where(eq(cryptoBuyingLinks.userId, userId)).orderBy(desc(cryptoBuyingLinks.createdAt))
  },
}
