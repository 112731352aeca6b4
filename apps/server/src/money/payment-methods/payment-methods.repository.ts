import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { paymentMethods } from '../../db/schema.ts'

export type PaymentMethodRow = typeof paymentMethods.$inferSelect

export const paymentMethodsRepository = {
  listUserPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
    return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
  },

  async insertPaymentMethod(db: DbOrTx, values: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
    const [row] = await db.insert(paymentMethods).values(values).returning()
    return row!
  },

  /** Deletes the user's own method: the deleted row, or null when there is none with that id for them. */
  async deleteUserPaymentMethod(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodRow | null> {
    const [row] = await db
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .returning()
    return row ?? null
  },
}
