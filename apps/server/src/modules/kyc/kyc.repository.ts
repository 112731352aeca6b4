import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { kycDocuments } from '../../db/schema.ts'

export type KycDocumentRow = typeof kycDocuments.$inferSelect

export async function insertDocuments(db: DbOrTx, rows: Array<typeof kycDocuments.$inferInsert>): Promise<KycDocumentRow[]> {
  return db.insert(kycDocuments).values(rows).returning()
}

export async function findDocument(db: DbOrTx, id: string): Promise<KycDocumentRow | null> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id))
  return row ?? null
}
