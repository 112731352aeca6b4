import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client.ts'

const dialect = new PgDialect()

/**
 * Runs `statement` as a named prepared statement, named after its text: each connection parses and plans a text once
 * and then only binds and runs it (docs/decisions/067-money-path-one-statement.md). Answers what `execute` answers.
 * Only for the hot statements whose texts are few (their shape, not their values, makes the text): each connection
 * keeps every text it prepared. The embedded database ignores the name.
 */
export function executePrepared(db: DbOrTx, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement)
  const name = `p_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`
  return db._.session.prepareQuery(query, undefined, name, false).execute()
}
