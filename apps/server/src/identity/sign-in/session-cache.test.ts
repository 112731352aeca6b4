import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can } from '@wallet/shared/roles'
import { openDatabase, type Database } from '../../db/client.ts'
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, ORIGIN, type TestUser } from '../../../test/factories.ts'
import { createSessionCache, type SessionCache } from './session-cache.ts'
import type { SessionRecord } from './sign-in.repository.ts'

const record = (sessionId: string, userId: string): SessionRecord => ({
  sessionId,
  token: `token-${sessionId}`,
  expiresAt: new Date(Date.now() + 3600_000),
  updatedAt: new Date(),
  passkeyVerified: false,
  user: {
    id: userId,
    email: `${userId}@example.com`,
    fullName: null,
    role: 'USER',
    requiresPasswordChange: false,
    activeMfaMethod: 'none',
    banned: false,
    banExpires: null,
    frozenAt: null,
  },
})

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the session cache on its own', () => {
  let database: Database
  let clock = 0
  let cache: SessionCache
  beforeAll(async () => {
    database = await openDatabase({})
    cache = createSessionCache(database, { maxAgeMs: 1_000, maxEntries: 3, now: () => clock })
    await until(() => cache.active, 'the cache listens')
  })
  afterAll(async () => {
    await cache.close()
    await database.close()
  })

  it('keeps a record until its session, its user or everything is evicted', () => {
    cache.set('a', record('s1', 'u1'), cache.ticket())
    cache.set('b', record('s2', 'u1'), cache.ticket())
    cache.set('c', record('s3', 'u2'), cache.ticket())
    expect(cache.get('a')?.sessionId).toBe('s1')
    cache.evict('s:s1')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')?.sessionId).toBe('s2')
    cache.evict('u:u1')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('c')?.sessionId).toBe('s3')
    cache.evict('*')
    expect(cache.get('c')).toBeUndefined()
  })

  it('drops a record read before an eviction that happened while it was read', () => {
    const ticket = cache.ticket()
    cache.evict('u:someone-else')
    cache.set('a', record('s1', 'u1'), ticket)
    expect(cache.get('a')).toBeUndefined()
  })

  it('uses no record longer than its maximum age, and holds no more than its maximum number', () => {
    cache.set('a', record('s1', 'u1'), cache.ticket())
    clock += 999
    expect(cache.get('a')).toBeDefined()
    clock += 1
    expect(cache.get('a')).toBeUndefined()
    for (const id of ['1', '2', '3', '4']) cache.set(id, record(`s${id}`, 'u1'), cache.ticket())
    expect(cache.get('1')).toBeUndefined()
    expect(['2', '3', '4'].map((id) => cache.get(id)?.sessionId)).toEqual(['s2', 's3', 's4'])
  })

  it('hears the notices of the database triggers', async () => {
    cache.set('x', record('s-x', 'u-x'), cache.ticket())
    await database.db.execute(sql`select pg_notify('session_changed', 'u:u-x')`)
    await until(() => cache.get('x') === undefined, 'the notice evicts the record')
  })
})

/** The whole app: a signed-in request reads its session from the cache, and every change to it evicts it at once. */
describe('sessions served from the cache', () => {
  let t: TestApp
  let customer: TestUser
  const session = async (cookie = customer.cookie) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user
  beforeAll(async () => {
    t = await buildTestApp()
    await until(() => t.app.services.sessions.cache.active, 'the cache listens')
  })
  afterAll(async () => t?.close())

  it('answers a repeated request from memory: a change made with the notices switched off is not seen', async () => {
    customer = await createUser(t, { fullName: 'Before Change' })
    expect((await session()).fullName).toBe('Before Change')
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table "user" disable trigger user_session_fields_changed`)
      await tx.execute(sql`update "user" set full_name = 'Changed Quietly' where id = ${customer.id}`)
      await tx.execute(sql`alter table "user" enable trigger user_session_fields_changed`)
    })
    expect((await session()).fullName).toBe('Before Change')
    // The same change with the notices on is seen on the next request.
    await t.database.db.execute(sql`update "user" set full_name = 'Changed Openly' where id = ${customer.id}`)
    await until(async () => (await session()).fullName === 'Changed Openly', 'the change is seen')
  })

  it('a ban, a role change and a forced password change reach the next request, whoever writes them', async () => {
    customer = await createUser(t)
    await session()
    await t.database.db.execute(sql`update "user" set requires_password_change = true where id = ${customer.id}`)
    await until(async () => (await session()).requiresPasswordChange === true, 'the flag is seen')
    await t.database.db.execute(sql`update "user" set requires_password_change = false, role = 'WORKER' where id = ${customer.id}`)
    await until(async () => can((await session()).role, 'customers:view'), 'the staff role is seen')
    await t.database.db.execute(sql`update "user" set banned = true where id = ${customer.id}`)
    await until(async () => (await session()) === null, 'the ban ends the session')
  })

  it('a change written through this instance reaches its very next request', async () => {
    customer = await createUser(t)
    expect((await session()).requiresPasswordChange).toBe(false)
    await t.database.db.execute(sql`update "user" set requires_password_change = true where id = ${customer.id}`)
    expect((await session()).requiresPasswordChange).toBe(true)
  })

  // PGlite serves one connection: nothing can read while a transaction is open.
  it.skipIf(!process.env.TEST_DATABASE_URL)('does not keep a record read while its change was not committed yet', async () => {
    customer = await createUser(t)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update "user" set banned = true where id = ${customer.id}`)
      // Another connection still sees the session: the record read now must not outlive the commit.
      expect(await session()).not.toBeNull()
    })
    expect(await session()).toBeNull()
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('hears its own changes without a pooled connection listening (each would be woken by every notice)', async () => {
    const channels = (await t.database.db.execute(sql`select pg_listening_channels() as channel`)) as { rows: unknown[] }
    expect(channels.rows).toEqual([])
  })

  it('a sign-out ends the session for the very next request', async () => {
    customer = await createUser(t)
    expect(await session()).not.toBeNull()
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: customer.headers(), payload: {} })
    expect(out.statusCode).toBe(200)
    expect(await session()).toBeNull()
  })
})

/** PostgreSQL only: several instances, each with its own cache, and a listening connection that can fail. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('session caches of two instances on one PostgreSQL', () => {
  let t: TestApp
  let second: Awaited<ReturnType<typeof buildSecondInstance>>
  beforeAll(async () => {
    t = await buildTestApp()
    second = await buildSecondInstance(t)
    await until(() => t.app.services.sessions.cache.active && second.app.services.sessions.cache.active, 'both caches listen')
  })
  afterAll(async () => {
    await second?.close()
    await t?.close()
  })

  // The second instance answers over a real connection, as a load balancer's next request would reach it.
  async function onSecond(cookie: string): Promise<number> {
    const base = await second.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`)
    return (await fetch(`${base}/api/wallets`, { headers: { cookie } })).status
  }

  it('a sign-out or a ban through one instance ends the session on the other for its next request', async () => {
    const customer = await createUser(t)
    expect(await onSecond(customer.cookie)).toBe(200)
    expect(await onSecond(customer.cookie)).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...customer.headers(), origin: ORIGIN }, payload: {} })
    expect(out.statusCode).toBe(200)
    expect(await onSecond(customer.cookie)).toBe(401)

    const banned = await createUser(t)
    expect(await onSecond(banned.cookie)).toBe(200)
    const admin = await createUser(t, { role: 'ADMIN' })
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${banned.id}/ban`,
      headers: admin.headers(),
      payload: { reason: 'Testing the cache' },
    })
    expect(ban.statusCode).toBe(200)
    // The ban ended every session of the customer, so the other instance finds none.
    expect(await onSecond(banned.cookie)).toBe(401)
  })

  it('stops using its cache when the listening connection fails, and listens again', async () => {
    const customer = await createUser(t, { fullName: 'Listening' })
    const cache = second.app.services.sessions.cache
    const nameOnSecond = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: customer.cookie } })).json().user.fullName
    expect(await nameOnSecond()).toBe('Listening')
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen %' and pid <> pg_backend_pid()`)
    await until(() => !cache.active, 'the second instance notices')
    // Unheard changes are read from the database meanwhile.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table "user" disable trigger user_session_fields_changed`)
      await tx.execute(sql`update "user" set full_name = 'Unheard' where id = ${customer.id}`)
      await tx.execute(sql`alter table "user" enable trigger user_session_fields_changed`)
    })
    expect(await nameOnSecond()).toBe('Unheard')
    await until(() => cache.active, 'the second instance listens again')
    await t.database.db.execute(sql`update "user" set full_name = 'Heard Again' where id = ${customer.id}`)
    await until(async () => (await nameOnSecond()) === 'Heard Again', 'the notices are heard again')
  })
})
