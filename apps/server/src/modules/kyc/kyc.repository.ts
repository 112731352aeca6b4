import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { kycDocuments, userProfiles } from '../../db/schema.ts'

export type KycDocumentRow = typeof kycDocuments.$inferSelect

export async function findKycStatus(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ status: userProfiles.kycStatus }).from(userProfiles).where(eq(userProfiles.userId, userId))
  return row?.status ?? 'not_started'
}

/** The user's profile row (created when missing), locked for the rest of the transaction. */
export async function lockProfile(db: DbOrTx, userId: string) {
  await db.insert(userProfiles).values({ userId }).onConflictDoNothing()
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).for('update')
  return row!
}

export async function saveSubmission(
  db: DbOrTx,
  userId: string,
  details: Pick<typeof userProfiles.$inferInsert, 'firstName' | 'lastName' | 'dob' | 'country' | 'city' | 'postalCode' | 'fullAddress'>,
): Promise<void> {
  await db
    .update(userProfiles)
    .set({ ...details, kycStatus: 'pending', kycSubmittedAt: sql`now()`, kycReviewedAt: null, kycReviewedBy: null })
    .where(eq(userProfiles.userId, userId))
}

export async function insertDocuments(db: DbOrTx, rows: Array<typeof kycDocuments.$inferInsert>): Promise<KycDocumentRow[]> {
  return db.insert(kycDocuments).values(rows).returning()
}

export async function findDocument(db: DbOrTx, id: string): Promise<KycDocumentRow | null> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id))
  return row ?? null
}
