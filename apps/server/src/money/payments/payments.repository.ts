import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { cryptoBuyingLinks, paymentMethods } from '../../db/schema.ts'

export type BuyingLinkRow = typeof cryptoBuyingLinks.$inferSelect

export const paymentsRepository = {
  async ownMethod(db: DbOrTx, userId: string, id: string) {
    const [row] = await db
      .select({
        id: paymentMethods.id,
        type: paymentMethods.type,
        cardBrand: paymentMethods.cardBrand,
        last4: paymentMethods.last4,
        bankName: paymentMethods.bankName,
        bankLast4: paymentMethods.bankLast4,
        usableAt: paymentMethods.usableAt,
      })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    return row
  },

  async buyingLinks(db: DbOrTx, userId: string): Promise<BuyingLinkRow[]> {
    return db
      .select()
      .from(cryptoBuyingLinks)
      .where(eq(cryptoBuyingLinks.userId, userId))
      .orderBy(desc(cryptoBuyingLinks.createdAt), desc(cryptoBuyingLinks.id))
  },

  async findBuyingLink(db: DbOrTx, id: string): Promise<BuyingLinkRow | null> {
    const [row] = await db.select().from(cryptoBuyingLinks).where(eq(cryptoBuyingLinks.id, id))
    return row ?? null
  },

  async insertBuyingLink(tx: Tx, values: typeof cryptoBuyingLinks.$inferInsert): Promise<BuyingLinkRow> {
    const [row] = await tx.insert(cryptoBuyingLinks).values(values).returning()
    return row!
  },

  /** Deletes the customer's link; null when they have none with that id. */
  async deleteBuyingLink(tx: Tx, userId: string, id: string): Promise<BuyingLinkRow | null> {
    const [row] = await tx
      .delete(cryptoBuyingLinks)
      .where(and(eq(cryptoBuyingLinks.id, id), eq(cryptoBuyingLinks.userId, userId)))
      .returning()
    return row ?? null
  },
}
