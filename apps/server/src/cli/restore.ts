import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from '../config/env.ts'
import { isEmptyFolder, parseBackup, restorePglite } from '../db/backup.ts'
import { auditHeadFile, writeHeadFile } from '../modules/audit/audit-head.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description:
    'Restore a backup made by `backup` (--from FILE) into an empty data folder (DATA_DIR/pglite missing or empty), with the ' +
    'audit head it carries. The server must then run with the source’s AUTH_SECRET, ENCRYPTION_KEY and AUDIT_KEY.',
  options: { from: { type: 'string' } },
  async run(values) {
    const from = typeof values.from === 'string' ? values.from : ''
    if (!from) {
      console.error('--from FILE is required: the backup to restore.')
      return 2
    }
    if (!existsSync(from)) {
      console.error(`There is no file ${from}.`)
      return 1
    }
    const env = loadEnv()
    if (env.DATABASE_URL) {
      console.error('DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore or psql); this restores the embedded database.')
      return 1
    }
    const backup = parseBackup(readFileSync(from, 'utf8'))
    if (typeof backup === 'string') {
      console.error(backup)
      return 1
    }
    const folder = path.join(env.DATA_DIR, 'pglite')
    const headFile = auditHeadFile(env.DATA_DIR)
    if (!isEmptyFolder(folder)) {
      console.error(`${folder} is not empty: a backup is restored only into an empty data folder (set DATA_DIR to a new one).`)
      return 1
    }
    if (existsSync(headFile)) {
      console.error(`${headFile} exists: it belongs to another database. Restore into a new DATA_DIR.`)
      return 1
    }
    await restorePglite(folder, backup.sql)
    writeHeadFile(headFile, backup.head)
    console.log(
      `Restored into ${folder}; the audit chain's head is row ${backup.head.seq}. ` +
        'Run the server with the AUTH_SECRET, ENCRYPTION_KEY and AUDIT_KEY of the database backed up.',
    )
    return 0
  },
}
