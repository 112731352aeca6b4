import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { userProfiles, users } from '../../db/schema.ts'

export function findUserWithProfile(db: DbOrTx, userId: string) {
  return db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .then((rows) => rows[0] ?? null)
}
