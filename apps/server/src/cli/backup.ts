import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from '../config/env.ts'
import { takeBackup } from '../db/backup.ts'
import { controlSocketPath, requestBackup } from '../lib/control-socket.ts'
import { withServices } from '../seed/open-services.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description:
    'Write a backup of the embedded database to --out FILE: a plain SQL dump (pg_dump) at one point in time, taken by the running ' +
    'server if there is one, with the audit head published just before it. On PostgreSQL (DATABASE_URL), use pg_dump.',
  options: { out: { type: 'string' } },
  async run(values) {
    const out = typeof values.out === 'string' ? values.out : ''
    if (!out) {
      console.error('--out FILE is required: where to write the backup.')
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
    // Written beside the target and renamed: a file at --out is always a whole backup.
    const partial = `${out}.partial`
    try {
      writeFileSync(partial, text, { mode: 0o600 })
      renameSync(partial, out)
    } finally {
      rmSync(partial, { force: true })
    }
    console.log(`Backup written to ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB).`)
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
