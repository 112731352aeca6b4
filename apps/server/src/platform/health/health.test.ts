import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { manualClock } from '../../../test/manual-clock.ts'
import { startScheduler } from '../../jobs/scheduler.ts'
import { createLifecycle } from '../../lib/lifecycle.ts'
import { createHealthService } from './health.service.ts'

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers ok and names the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND', requestId: expect.any(String) })
  })
})

describe('liveness and readiness', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' })

  it('is live, and ready once the database answers with every migration applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' })
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }])
    const res = await ready()
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ready', phase: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'off' } }])
  })

  it('is not ready while the newest migration of this code is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`)
    try {
      const res = await ready()
      expect([res.statusCode, res.json().checks.migrations]).toEqual([503, 'failing'])
    } finally {
      await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`)
    }
    expect((await ready()).statusCode).toBe(200)
  })

  it('is not ready while its jobs do not run', async () => {
    const lifecycle = createLifecycle({ phase: 'ready', jobsExpected: true })
    const health = createHealthService(t.database, lifecycle)
    expect(await health.readiness()).toMatchObject({ ready: false, checks: { jobs: 'failing' } })
    const jobs = startScheduler([], { error: () => {}, debug: () => {} }, manualClock())
    lifecycle.jobs = jobs
    expect(await health.readiness()).toMatchObject({ ready: true, checks: { jobs: 'ok' } })
    await jobs.stop()
    expect(await health.readiness()).toMatchObject({ ready: false, checks: { jobs: 'failing' } })
  })

  it('is not ready while starting; once stopping, refuses new requests with Retry-After, but stays live and healthy', async () => {
    const lifecycle = createLifecycle({ jobsExpected: false })
    expect(await createHealthService(t.database, lifecycle).readiness()).toMatchObject({ ready: false, phase: 'starting' })

    t.app.services.lifecycle.stopping()
    const res = await ready()
    expect([res.statusCode, res.json().status, res.json().phase]).toEqual([503, 'not_ready', 'stopping'])
    const refused = await t.app.inject({ method: 'GET', url: '/api/session' })
    expect([refused.statusCode, refused.json().code, refused.headers['retry-after'], refused.headers.connection]).toEqual([503, 'SHUTTING_DOWN', '5', 'close'])
    expect((await t.app.inject({ method: 'POST', url: '/api/wallets/send', payload: {} })).statusCode).toBe(503)
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' })
  })
})
