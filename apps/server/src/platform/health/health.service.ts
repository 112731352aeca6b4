import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { MIGRATIONS, type Database } from '../../db/client.ts'
import type { Lifecycle } from '../../lib/lifecycle.ts'

export type CheckResult = 'ok' | 'failing' | 'off'

export interface Readiness {
  ready: boolean
  phase: Lifecycle['phase']
  checks: { database: CheckResult; migrations: CheckResult; jobs: CheckResult }
}

/** When the newest migration beside the code was generated: the migrator records it as `created_at` once applied. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ when: number }> }
  return Math.max(...journal.entries.map((e) => e.when))
}

export function createHealthService(database: Pick<Database, 'db' | 'kind'>, lifecycle: Lifecycle) {
  const expectedMigration = newestMigrationMillis()
  return {
    /** Answers only once the database has answered a query. */
    async check(): Promise<{ status: 'ok'; db: Database['kind'] }> {
      await database.db.execute(sql`select 1`)
      return { status: 'ok', db: database.kind }
    },

    /**
     * Whether this instance should be sent traffic: it has started and is not stopping, its database answers with
     * every migration of this code applied (another instance may still be migrating), and its jobs run (if it has any).
     */
    async readiness(): Promise<Readiness> {
      const phase = lifecycle.phase
      let applied: number | null = null
      try {
        const result = (await database.db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as {
          rows: Array<{ newest: string | null }>
        }
        applied = Number(result.rows[0]?.newest ?? 0)
      } catch {
        applied = null
      }
      const jobs: CheckResult = !lifecycle.jobsExpected ? 'off' : lifecycle.jobs?.running() ? 'ok' : 'failing'
      const checks = {
        database: applied === null ? ('failing' as const) : ('ok' as const),
        migrations: applied !== null && applied >= expectedMigration ? ('ok' as const) : ('failing' as const),
        jobs,
      }
      const ready = phase === 'ready' && checks.database === 'ok' && checks.migrations === 'ok' && jobs !== 'failing'
      return { ready, phase, checks }
    },
  }
}
