import { desc, eq } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { announcements } from '../../db/schema.ts'

export type AnnouncementRow = typeof announcements.$inferSelect

export const announcementsRepository = {
  async insert(tx: Tx, managerId: string, message: string): Promise<AnnouncementRow> {
    const [row] = await tx.insert(announcements).values({ managerId, message }).returning()
    return row!
  },

  async latestOf(db: DbOrTx, managerId: string, limit: number): Promise<AnnouncementRow[]> {
    return db
      .select()
      .from(announcements)
      .where(eq(announcements.managerId, managerId))
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(limit)
  },
}
