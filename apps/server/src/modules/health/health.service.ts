import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'

export function createHealthService(database: Pick<Database, 'db' | 'kind'>) {
  return {
    /** Answers only once the database has answered a query. */
    async check(): Promise<{ status: 'ok'; db: Database['kind'] }> {
      await database.db.execute(sql`select 1`)
      return { status: 'ok', db: database.kind }
    },
  }
}
