import { desc, eq } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { customerNotes, users } from '../../db/schema.ts'

/** Staff-only notes on a customer (docs/decisions/073): added and listed, never edited or deleted. */
export const customerNotesRepository = {
  async insert(tx: Tx, note: { customerId: string; authorId: string; body: string }) {
    const [row] = await tx.insert(customerNotes).values(note).returning()
    return row!
  },

  /** Newest first, with each author's name (or email) as staff know them. */
  async ofCustomer(db: DbOrTx, customerId: string) {
    return db
      .select({ id: customerNotes.id, body: customerNotes.body, createdAt: customerNotes.createdAt, authorName: users.fullName, authorEmail: users.email })
      .from(customerNotes)
      .leftJoin(users, eq(users.id, customerNotes.authorId))
      .where(eq(customerNotes.customerId, customerId))
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
  },
}
