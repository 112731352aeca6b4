import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { kycDocuments } from '../../db/schema.ts'

export type KycDocumentRow = typeof kycDocuments.$inferSelect

export const kycRepository = {
  async insertDocuments(db: DbOrTx, rows: Array<typeof kycDocuments.$inferInsert>): Promise<KycDocumentRow[]> {
    return db.insert(kycDocuments).values(rows).returning()
  },

  async findDocument(db: DbOrTx, id: string): Promise<KycDocumentRow | null> {
    const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id))
    return row ?? null
  },

  /** The customer's newest document of each kind (a re-submission replaces the earlier one). */
  async latestDocuments(db: DbOrTx, userId: string): Promise<Partial<Record<string, KycDocumentRow>>> {
    const rows = await db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId)).orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id))
    const newest: Partial<Record<string, KycDocumentRow>> = {}
    for (const row of rows) newest[row.kind] ??= row
    return newest
  },
}
