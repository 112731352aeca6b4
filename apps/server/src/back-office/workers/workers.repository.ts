import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { users } from '../../db/schema.ts'

/** The accounts a worker looks up by exact email. */
export const workersRepository = {
  /** An account's id, email, name and role by exact email (any case). */
  async userByEmail(db: DbOrTx, email: string) {
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role, fullName: users.fullName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1)
    return row ?? null
  },
}
