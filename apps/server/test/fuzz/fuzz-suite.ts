import { afterAll, describe, expect, it } from 'vitest'
import { fuzzApp, RUNS } from './fuzz-app.ts'
import { fuzzRoute, writesSoFar } from './fuzz-support.ts'

/**
 * Every route, fuzzed (test/fuzz/fuzz-support.ts says what is generated and what must hold), on PGlite and on
 * PostgreSQL alike. The routes are dealt round-robin over SHARDS test files, each with its own app and database, so
 * that the two workers of a test run share them.
 */
export const SHARDS = 2

export async function fuzzSuite(shard: number): Promise<void> {
  const fuzz = await fuzzApp()
  const { t, customer, staffSessions, options, tally } = fuzz
  const routes = fuzz.routes.filter((_, i) => i % SHARDS === shard)

  describe(`fuzzing every route (part ${shard + 1} of ${SHARDS})`, () => {
    afterAll(async () => {
      console.log(
        `fuzz part ${shard + 1}/${SHARDS}: ${routes.length} routes, ${tally.runs} runs (${RUNS.body + RUNS.headers} per route), ${tally.serverErrors} answers of 5xx`,
      )
      await t.close()
    })

    it.each(routes.map(({ route, method }) => [`${method} ${route.url}`, route, method] as const))(
      '%s',
      async (_name, route, method) => {
        await fuzzRoute(t, route, method, options, RUNS, tally)
      },
      300_000,
    )

    it('kept every session signed in throughout, so the runs reached past the guards', async () => {
      for (const who of [customer, ...staffSessions]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers() })
        expect(res.statusCode).toBe(200)
      }
      expect(tally.serverErrors).toBe(0)
      expect(tally.runs).toBeGreaterThanOrEqual(routes.length * (RUNS.body + RUNS.headers))
      // The accepted runs did write (the write counter works, so its silence on refusals means something).
      expect(Number(await writesSoFar(t))).toBeGreaterThan(0)
    })
  })
}
