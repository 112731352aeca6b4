import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { attemptLimitsRepository as repo } from './attempt-limits.repository.ts'

// PGlite serves one connection at a time; concurrency is only real on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('shared counters under concurrent requests (PostgreSQL)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('counts 40 first requests for one new key at once, each once, none refused by the second unique index', async () => {
    const now = Date.now()
    for (const round of [1, 2, 3]) {
      const counts = await Promise.all(Array.from({ length: 40 }, () => repo.countInWindow(t.database.db, `race-window-${round}`, 1000, 60_000, now)))
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
      const attempts = await Promise.all(Array.from({ length: 40 }, () => repo.count(t.database.db, `race-attempts-${round}`, 1000, 60_000, now)))
      expect(attempts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    }
  })
})
