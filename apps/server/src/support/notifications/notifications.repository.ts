import { and, desc, eq, gt, gte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { notifications, transactions } from '../../db/schema.ts'

export type NotificationRow = typeof notifications.$inferSelect

export const notificationsRepository = {
  async insert(db: DbOrTx, row: { userId: string; message: string; notice: unknown[] | null; transactionId: string | null }): Promise<void> {
    await db.insert(notifications).values(row)
  },

  async newest(db: DbOrTx, userId: string, limit: number): Promise<NotificationRow[]> {
    return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit)
  },

  /** The user's money-in rows since a moment, newest first (the bell lists them as deposits). */
  async depositsSince(db: DbOrTx, userId: string, since: Date, limit: number) {
    return db
      .select({ id: transactions.id, amount: transactions.amount, asset: transactions.asset, sentAt: transactions.sentAt })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), gt(transactions.amount, '0'), gte(transactions.sentAt, since), eq(transactions.isHidden, false)))
      .orderBy(desc(transactions.sentAt))
      .limit(limit)
  },

  async markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id })
    return rows.length > 0
  },

  async markAllRead(db: DbOrTx, userId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id })
    return rows.length
  },
}
