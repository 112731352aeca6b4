import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { AuditHead } from '@wallet/shared/back-office/audit'
import type { InstanceKeys } from '../config/env.ts'
import { KeyFingerprints, keyFingerprints } from '../config/key-fingerprints.ts'

/**
 * Backups of the embedded database (docs/decisions/115-backups-of-the-embedded-database.md): a plain SQL dump made by
 * pg_dump (`@electric-sql/pglite-tools`), which any later PGlite or PostgreSQL of the same major version or newer
 * reads, unlike PGlite's own `dumpDataDir` tarball (the same PGlite build only). Its first lines say what it is and
 * carry the audit chain's head as published just before the dump, so that a restored copy checks its chain against it.
 */

const MAGIC = '-- Wallet backup'
const HEAD_LINE = '-- audit-head: '
const KEYS_LINE = '-- key-fingerprints: '

export interface Backup {
  sql: string
  /** The audit head published just before the dump: at or before the dump's newest audit row. */
  head: AuditHead
  /** The fingerprints of the keys of the server that took the dump (docs/decisions/119), when it said. */
  keys?: KeyFingerprints
}

/**
 * A dump of `client` at one point in time. pg_dump runs as one synchronous call on PGlite's single connection, so
 * nothing else runs inside it; it starts only once no transaction is open and none can begin (PGlite's transaction
 * lock, which its `query` and `exec` take too), since pg_dump's own BEGIN and COMMIT must not land inside someone
 * else's transaction. Writes and reads wait for the dump.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  // Loaded on demand: pg_dump's WebAssembly stays out of the server's memory until a backup is asked for.
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump')
  const file = await client._runExclusiveTransaction(async () => {
    const locked = holdingTheLock(client)
    try {
      return await pgDump({ pg: locked })
    } finally {
      // pg_dump leaves without ending its read-only transaction or undoing its settings (it expects its connection to
      // close); the connection is the server's, so both are undone here before anyone else uses it.
      await locked.exec('ROLLBACK; RESET ALL')
    }
  })
  return file.text()
}

/**
 * `client` for code that runs while its transaction lock is held: `query` and `exec` (which would wait for that lock)
 * go straight to the connection as simple queries. pg_dump asks these for the search path around its run.
 */
function holdingTheLock(client: PGlite): PGlite {
  const run = async (text: string) => {
    const { messages } = await client.execProtocol(simpleQuery(text))
    const described = messages.find((m) => m.name === 'rowDescription') as { fields?: Array<{ name: string }> } | undefined
    const names = described?.fields?.map((f) => f.name) ?? []
    const rows = messages
      .filter((m) => m.name === 'dataRow')
      .map((m) => Object.fromEntries(names.map((name, i) => [name, (m as unknown as { fields: unknown[] }).fields[i]])))
    return { rows, fields: [], affectedRows: 0 }
  }
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return run
      if (property === 'exec') return async (text: string) => [await run(text)]
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/** The protocol's simple Query message: 'Q', its length, the text and a zero byte. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`)
  const message = Buffer.alloc(5 + body.length)
  message.write('Q', 0)
  message.writeInt32BE(4 + body.length, 1)
  body.copy(message, 5)
  return new Uint8Array(message)
}

/** The backup file's text: a header naming what it is, then the dump. */
export function formatBackup(backup: Backup, now = new Date()): string {
  return [
    `${MAGIC}: a pg_dump of the embedded PGlite database, taken ${now.toISOString()}. Restore with \`npm run cli -- restore --from FILE\`.`,
    `${HEAD_LINE}${JSON.stringify(backup.head)}`,
    ...(backup.keys ? [`${KEYS_LINE}${JSON.stringify(backup.keys)}`] : []),
    backup.sql,
  ].join('\n')
}

/** The backup in `text`, or a sentence saying why it is not one. */
export function parseBackup(text: string): Backup | string {
  if (!text.startsWith(MAGIC)) return 'The file is not a Wallet backup (it does not start with its header).'
  const lines = text.split('\n', 3)
  const headLine = lines[1] ?? ''
  if (!headLine.startsWith(HEAD_LINE)) return 'The backup has no audit head line.'
  let head: ReturnType<typeof AuditHead.safeParse>
  try {
    head = AuditHead.safeParse(JSON.parse(headLine.slice(HEAD_LINE.length)))
  } catch {
    return 'The backup’s audit head line is not JSON.'
  }
  if (!head.success) return 'The backup’s audit head line is not an audit head.'
  const keysLine = lines[2]?.startsWith(KEYS_LINE) ? lines[2] : null
  const keys = keysLine ? KeyFingerprints.safeParse(JSON.parse(keysLine.slice(KEYS_LINE.length))) : null
  if (keys && !keys.success) return 'The backup’s key fingerprints line is not one.'
  const sql = text.slice(lines[0]!.length + headLine.length + 2 + (keysLine ? keysLine.length + 1 : 0))
  if (!sql.includes('PostgreSQL database dump complete')) return 'The backup is cut short (its dump does not end).'
  return { sql, head: head.data, ...(keys ? { keys: keys.data } : {}) }
}

/** Whether `dir` is missing or holds nothing. */
export function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0
}

/**
 * Loads `sql` into a new PGlite database at `dataDir`, which must be missing or empty. The database is built in a
 * folder beside it and moved into place only once the whole dump has loaded: a failed restore leaves nothing behind.
 */
export async function restorePglite(dataDir: string, sql: string): Promise<void> {
  if (!isEmptyFolder(dataDir)) throw new Error(`${dataDir} is not empty`)
  const building = `${dataDir}.restoring-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  mkdirSync(path.dirname(dataDir), { recursive: true })
  try {
    const client = new PGlite({ dataDir: building })
    try {
      await client.exec(sql)
    } finally {
      await client.close()
    }
    if (existsSync(dataDir)) rmdirSync(dataDir)
    renameSync(building, dataDir)
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
}

/**
 * A backup file's text of `database` (PGlite only): the audit head is published first, so it is at or before the dump.
 * With `keys` (the server's), their fingerprints go with it, so the command line can tell it runs with other keys.
 */
export async function takeBackup(
  database: { dumpSql?(): Promise<string> },
  audit: { publishHead(): Promise<AuditHead> },
  keys?: InstanceKeys,
): Promise<string> {
  if (!database.dumpSql) throw new Error('Only the embedded database is backed up here; back PostgreSQL up with pg_dump.')
  const head = await audit.publishHead()
  return formatBackup({ head, sql: await database.dumpSql(), ...(keys ? { keys: keyFingerprints(keys) } : {}) })
}
