import { afterAll, describe, expect, it } from 'vitest'
import { fuzzApp, RUNS } from './fuzz-app.ts'
import { fuzzRoute, writesSoFar } from './fuzz-support.ts'

/**
 * Every route, fuzzed (test/fuzz/fuzz-support.ts says what is generated and what must hold). On PGlite only: the
 * property is about the app's answers, and the PostgreSQL pass already runs the concurrency tests.
 */
const fuzz = process.env.TEST_DATABASE_URL ? null : await fuzzApp()

describe.skipIf(!fuzz)('fuzzing every route', () => {
  const { t, customer, options, routes, tally } = fuzz!
  afterAll(async () => {
    console.log(`fuzz: ${routes.length} routes, ${tally.runs} runs, ${tally.serverErrors} answers of 5xx`)
    await t.close()
  })

  it.each(routes.map(({ route, method }) => [`${method} ${route.url}`, route, method] as const))('%s', async (_name, route, method) => {
    await fuzzRoute(t, route, method, options, RUNS, tally)
  })

  it('kept the customer signed in throughout, so the runs reached past the guards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallets', headers: customer.headers() })
    expect(res.statusCode).toBe(200)
    expect(tally.serverErrors).toBe(0)
    expect(tally.runs).toBeGreaterThanOrEqual(routes.length * (RUNS.body + RUNS.headers))
    // The accepted runs did write (the write counter works, so its silence on refusals means something).
    expect(Number(await writesSoFar(t))).toBeGreaterThan(0)
  })
})
