import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { INSTANCE_KEYS, parseEnv, readLocalSecrets, writeLocalSecrets, type InstanceKey, type InstanceKeys } from '../config/env.ts'
import { isEmptyFolder, parseBackup, restorePglite } from '../db/backup.ts'
import { auditHeadFile, writeHeadFile } from '../back-office/audit/audit-head.ts'
import { differingKeys } from '../config/key-fingerprints.ts'
import { isArchive, openArchive, UPLOADS_DIR, type OpenArchive } from './backup-archive.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description:
    'Restore a backup made by `backup` (--from FILE) into a new data folder (DATA_DIR without a database, audit head or ' +
    'uploads): the database, the audit head, the uploads and, from a backup made --with-keys (BACKUP_PASSPHRASE), the keys ' +
    'this DATA_DIR does not set. Refuses a key set here that differs from the one the backup was made with.',
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
    const env = parseEnv()
    if (env.DATABASE_URL) {
      console.error('DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore or psql); this restores the embedded database.')
      return 1
    }
    const folder = path.join(env.DATA_DIR, 'pglite')
    const headFile = auditHeadFile(env.DATA_DIR)
    const uploads = path.join(env.DATA_DIR, UPLOADS_DIR)
    const target = !isEmptyFolder(folder)
      ? `${folder} is not empty: a backup is restored only into an empty data folder (set DATA_DIR to a new one).`
      : existsSync(headFile)
        ? `${headFile} exists: it belongs to another database. Restore into a new DATA_DIR.`
        : !isEmptyFolder(uploads)
          ? `${uploads} is not empty: it holds another instance's files. Restore into a new DATA_DIR.`
          : null
    if (!isArchive(from)) return restoreSqlBackup(from, target, folder, headFile)
    const archive = openArchive(from)
    if (typeof archive === 'string') {
      console.error(archive)
      return 1
    }
    try {
      if (target) {
        console.error(target)
        return 1
      }
      const configured = configuredKeys(env)
      const keys = keysToRestore(archive, configured, env.NODE_ENV === 'production')
      if ('problem' in keys) {
        console.error(keys.problem)
        return 1
      }
      const sql = archive.sql()
      if (typeof sql !== 'string') {
        console.error(sql.problem)
        return 1
      }
      // Everything is checked before anything is moved into place: the uploads wait beside DATA_DIR/uploads, and the
      // database is built beside DATA_DIR/pglite, until both are whole.
      const staged = `${uploads}.restoring-${process.pid}`
      rmSync(staged, { recursive: true, force: true })
      try {
        if (!archive.extractUploads(staged)) {
          console.error('The backup is damaged: an upload does not match its checksum. Nothing was restored.')
          return 1
        }
        await restorePglite(folder, sql)
        rmSync(uploads, { recursive: true, force: true })
        if (existsSync(staged)) renameSync(staged, uploads)
      } finally {
        rmSync(staged, { recursive: true, force: true })
      }
      const taken = INSTANCE_KEYS.filter((name) => !configured[name])
      if (taken.length > 0) writeLocalSecrets(env.DATA_DIR, keys)
      writeHeadFile(headFile, archive.manifest.head)
      const files = archive.manifest.files.filter((f) => f.name.startsWith(`${UPLOADS_DIR}/`)).length
      console.log(
        `Restored into ${env.DATA_DIR}: the database, ${files} uploaded file${files === 1 ? '' : 's'}, and the audit chain's head at ` +
          `row ${archive.manifest.head.seq}. ` +
          (taken.length > 0
            ? `${taken.join(', ')} from the backup are kept in ${path.join(env.DATA_DIR, 'secrets.json')}.`
            : 'The keys set here are the backup’s.'),
      )
      return 0
    } finally {
      archive.close()
    }
  },
}

/** The keys this DATA_DIR is run with today: set in the environment, else (outside production) kept in secrets.json. */
function configuredKeys(env: ReturnType<typeof parseEnv>): Partial<InstanceKeys> {
  const kept = env.NODE_ENV === 'production' ? {} : readLocalSecrets(env.DATA_DIR)
  return Object.fromEntries(INSTANCE_KEYS.flatMap((name) => ((env[name] ?? kept[name]) ? [[name, env[name] ?? kept[name]]] : [])))
}

const listOf = (names: InstanceKey[]) => `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'}`

/**
 * The keys the restored instance runs with: those configured here, which must be the ones the backup was made with,
 * and the others from the backup's sealed keys.
 */
function keysToRestore(archive: OpenArchive, configured: Partial<InstanceKeys>, production: boolean): InstanceKeys | { problem: string } {
  const differ = differingKeys(configured, archive.manifest.keyFingerprints)
  if (differ.length > 0) {
    return {
      problem:
        `${listOf(differ)} not the key the backup was made with: its data would not read with ${differ.length === 1 ? 'it' : 'them'}. ` +
        'Set the source’s values, or leave them unset to take them from a backup made --with-keys. Nothing was restored.',
    }
  }
  const missing = INSTANCE_KEYS.filter((name) => !configured[name])
  if (missing.length === 0) return configured as InstanceKeys
  if (production) return { problem: `${listOf(missing)} not set: in production the keys come from the environment; set the source’s values.` }
  const sealed = archive.keys(process.env.BACKUP_PASSPHRASE)
  if ('problem' in sealed) {
    const hint = archive.manifest.keysIncluded ? '' : ` ${listOf(missing)} not set here: set the source’s values, or restore a backup made --with-keys.`
    return { problem: `${sealed.problem}${hint} Nothing was restored.` }
  }
  return { ...sealed, ...configured }
}

/** A plain SQL backup, as written before archives: the database and the audit head only. */
async function restoreSqlBackup(from: string, target: string | null, folder: string, headFile: string): Promise<number> {
  const backup = parseBackup(readFileSync(from, 'utf8'))
  if (typeof backup === 'string') {
    console.error(backup)
    return 1
  }
  if (target) {
    console.error(target)
    return 1
  }
  await restorePglite(folder, backup.sql)
  writeHeadFile(headFile, backup.head)
  console.log(
    `Restored into ${folder}; the audit chain's head is row ${backup.head.seq}. This older backup holds neither uploads nor keys: ` +
      'run the server with the AUTH_SECRET, ENCRYPTION_KEY and AUDIT_KEY of the database backed up.',
  )
  return 0
}
