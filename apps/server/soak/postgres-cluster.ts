import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A throwaway PostgreSQL 15 cluster on 127.0.0.1 that the fault harness may kill (`kill -9` of the postmaster), start
 * again, copy into a streaming standby (pg_basebackup -R) and promote. Run as the postgres user when this process is
 * root (initdb refuses root), as scripts/with-postgres.sh does.
 */
export interface Cluster {
  port: number
  dataDir: string
  /** A URL of this cluster's `database` (the `postgres` one by default). */
  url(database?: string): string
  start(): void
  /** SIGKILL to the postmaster: its backends end as PostgreSQL's own crash handling ends them. */
  kill(): void
  promote(): void
  stop(): void
  remove(): void
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const asRoot = process.getuid?.() === 0

function run(command: string, args: string[]): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args]] : [path.join(PG_BIN, command), args]
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

function ownedFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  if (asRoot) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const pgGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(pgUser.stdout.trim()), Number(pgGroup.stdout.trim()))
  }
  return dir
}

/**
 * `settings` go on the server's command line. Commits are acknowledged only once on disk (synchronous_commit on):
 * a fault harness that checks acknowledged writes must not let the database acknowledge what a kill would lose.
 */
function cluster(port: number, dir: string, settings: string[]): Cluster {
  const dataDir = path.join(dir, 'data')
  const options = [
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    ...settings.flatMap((s) => ['-c', s]),
  ]
  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://wallet@127.0.0.1:${port}/${database}`,
    start: () => void run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', options.join(' '), 'start']),
    kill: () => {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
      process.kill(pid, 'SIGKILL')
    },
    promote: () => void run('pg_ctl', ['-D', dataDir, '-w', 'promote']),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'])
      } catch {
        // Not running (killed): nothing to stop.
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export function createCluster(port: number, settings: string[] = []): Cluster {
  const dir = ownedFolder('wallet-faults-pg-')
  run('initdb', ['-D', path.join(dir, 'data'), '-U', 'wallet', '--auth=trust', '-E', 'UTF8'])
  const created = cluster(port, dir, settings)
  created.start()
  return created
}

/** A synchronous streaming standby of `primary` (which must list it in synchronous_standby_names), started. */
export function createStandby(primary: Cluster, port: number, settings: string[] = []): Cluster {
  const dir = ownedFolder('wallet-faults-standby-')
  run('pg_basebackup', ['-D', path.join(dir, 'data'), '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'wallet', '-R', '-X', 'stream', '-c', 'fast'])
  const standby = cluster(port, dir, [...settings, "primary_conninfo='host=127.0.0.1 port=" + primary.port + " user=wallet application_name=standby'"])
  standby.start()
  return standby
}
