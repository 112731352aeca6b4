import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from '../config/env.ts'
import { parseBackup, takeBackup } from '../db/backup.ts'
import { passphraseProblem } from '../lib/passphrase-box.ts'
import { controlSocketPath, requestBackup } from '../lib/control-socket.ts'
import { withServices } from '../seed/open-services.ts'
import { differingKeys } from '../config/key-fingerprints.ts'
import { writeArchive } from './backup-archive.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description:
    'Write a backup of the instance to --out FILE, one tar archive: the embedded database as a plain SQL dump (pg_dump) at one ' +
    'point in time, taken by the running server if there is one, the audit head published just before it, the uploads ' +
    '(KYC documents, logos) and, with --with-keys, AUTH_SECRET, ENCRYPTION_KEY and AUDIT_KEY sealed with BACKUP_PASSPHRASE. ' +
    'On PostgreSQL (DATABASE_URL), use pg_dump.',
  options: { out: { type: 'string' }, 'with-keys': { type: 'boolean' } },
  async run(values) {
    const out = typeof values.out === 'string' ? values.out : ''
    if (!out) {
      console.error('--out FILE is required: where to write the backup.')
      return 2
    }
    const passphrase = values['with-keys'] ? (process.env.BACKUP_PASSPHRASE ?? '') : undefined
    if (passphrase !== undefined && passphraseProblem(passphrase)) {
      console.error(`--with-keys seals the keys with BACKUP_PASSPHRASE: ${passphraseProblem(passphrase)}`)
      return 2
    }
    if (existsSync(out)) {
      console.error(`${out} already exists: choose another file (a backup never replaces one).`)
      return 1
    }
    const env = loadEnv()
    if (env.DATABASE_URL) {
      console.error(
        'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. `pg_dump --format=custom --file=wallet.dump "$DATABASE_URL"` ' +
          '(restore with pg_restore), or the backups of your database service.',
      )
      return 1
    }
    const text = await backupText(env.DATA_DIR)
    if (typeof text !== 'string') {
      console.error(text.problem)
      return 1
    }
    const backup = parseBackup(text)
    if (typeof backup === 'string') {
      console.error(`The server's dump is not whole: ${backup}`)
      return 1
    }
    // The archive records (and with --with-keys holds) this command line's keys: they must be the server's.
    const differ = backup.keys ? differingKeys(env, backup.keys) : []
    if (differ.length > 0) {
      console.error(
        `This command line’s ${differ.join(', ')} ${differ.length === 1 ? 'is' : 'are'} not the running server’s: run backup with the ` +
          'server’s environment (its DATA_DIR, and the keys it is given), or the backup would record keys that do not read its data.',
      )
      return 1
    }
    writeArchive(out, { backup, dataDir: env.DATA_DIR, keys: env, passphrase })
    console.log(
      `Backup written to ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB): the database, the uploads and ` +
        (passphrase === undefined ? 'the keys’ fingerprints (not the keys: keep them, or back up --with-keys).' : 'the keys, sealed with BACKUP_PASSPHRASE.'),
    )
    return 0
  },
}

/** From the server that holds the database open, or, when none runs, from the data folder itself. */
async function backupText(dataDir: string): Promise<string | { problem: string }> {
  const answer = await requestBackup(controlSocketPath(dataDir))
  if (answer) return answer.ok ? answer.text : { problem: answer.problem }
  const folder = path.join(dataDir, 'pglite')
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return { problem: `There is no database in ${folder}.` }
  // PGlite writes postmaster.pid while a process has the folder open and removes it as it closes.
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    return {
      problem:
        `The database in ${folder} is open (postmaster.pid), but no server answers on its control socket. ` +
        'If the server stopped without closing it, start it and stop it once; then back up again.',
    }
  }
  return withServices(({ database, services }) => takeBackup(database, services.audit))
}
