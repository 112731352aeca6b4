import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../db/client.ts'
import { createTestDatabase } from '../../../test/database.ts'
import { ALL_KEYS, createFanout } from './fanout.ts'

const CHANNEL = 'fanout_test'

describe('createFanout', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.dropped())

  /** The database, counting its LISTENs. */
  function counted(): { listens: () => number; database: Pick<Database, 'listen'> } {
    const listen = vi.fn((...args: Parameters<Database['listen']>) => database.listen(...args))
    return { listens: () => listen.mock.calls.length, database: { listen } }
  }
  const notify = (payload: string) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`)
  const heard = () => {
    const events: string[] = []
    return { events, handler: (event: string) => events.push(event) }
  }

  it('listens once for all its subscribers, and hands each notice only to the subscribers of its key', async () => {
    const { listens, database: counting } = counted()
    const fanout = createFanout(counting, CHANNEL, (raw) => {
      const [key, event] = raw.split('=')
      return key && event ? { key: key === '*' ? ALL_KEYS : key, event } : null
    })
    const [a1, a2, b] = [heard(), heard(), heard()]
    const unsubscribeA1 = await fanout.subscribe('a', a1.handler)
    await Promise.all([fanout.subscribe('a', a2.handler), fanout.subscribe('b', b.handler)])
    expect(listens()).toBe(1)

    await notify('a=1')
    await notify('nobody')
    await notify('b=2')
    await vi.waitFor(() => expect(b.events).toEqual(['2']))
    expect(a1.events).toEqual(['1'])
    expect(a2.events).toEqual(['1'])

    await unsubscribeA1()
    await notify('*=3')
    await vi.waitFor(() => expect(b.events).toEqual(['2', '3']))
    expect(a1.events).toEqual(['1'])
    expect(a2.events).toEqual(['1', '3'])
  })

  it('hands a notice for everyone once to a handler subscribed under two keys', async () => {
    const fanout = createFanout(database, CHANNEL, (raw) => ({ key: raw === '*' ? ALL_KEYS : raw, event: raw }))
    const both = heard()
    const other = heard()
    await fanout.subscribe('s:1', both.handler)
    await fanout.subscribe('u:1', both.handler)
    await fanout.subscribe('u:2', other.handler)
    await notify('*')
    await notify('u:1')
    await vi.waitFor(() => expect(both.events).toEqual(['*', 'u:1']))
    expect(other.events).toEqual(['*'])
  })

  it('tries to listen again for the next subscriber after a LISTEN failed', async () => {
    let fail = true
    const flaky: Pick<Database, 'listen'> = {
      listen: (channel, onPayload, options) => (fail ? Promise.reject(new Error('connection refused')) : database.listen(channel, onPayload, options)),
    }
    const fanout = createFanout(flaky, CHANNEL, (raw) => ({ key: 'k', event: raw }))
    const h = heard()
    await expect(fanout.subscribe('k', h.handler)).rejects.toThrow('connection refused')
    fail = false
    await fanout.subscribe('k', h.handler)
    await notify('after')
    await vi.waitFor(() => expect(h.events).toEqual(['after']))
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('listens again by itself when PostgreSQL ends its listening connection', async () => {
    const fanout = createFanout(database, CHANNEL, (raw) => ({ key: 'k', event: raw }))
    const h = heard()
    await fanout.subscribe('k', h.handler)
    const listeners = sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`
    await database.db.execute(listeners)
    // No new subscriber comes: those already subscribed hear the channel again once it listens anew.
    await vi.waitFor(
      async () => {
        await notify('after')
        expect(h.events).toContain('after')
      },
      { timeout: 5000, interval: 300 },
    )
  })
})
