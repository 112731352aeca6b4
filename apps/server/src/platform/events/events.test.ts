import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, fund, type TestUser } from '../../../test/factories.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, type Teams } from '../../../test/staff-fixtures.ts'

/**
 * Opens the event stream of the account with `cookie`; it is closed when the test ends, passed or failed, so that
 * the app can close.
 */
async function openStream(base: string, cookie: string) {
  const controller = new AbortController()
  onTestFinished(() => controller.abort())
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal })
  return { res, reader: res.body!.getReader() }
}

/** The ids named by the `transaction` events in an SSE text, in order. */
function transactionIds(text: string) {
  return [...text.matchAll(/event: transaction\ndata: \{"transactionId":"([^"]+)"/g)].map((m) => m[1])
}

/**
 * Reads an SSE stream until `predicate` matches the text received so far. Each chunk is awaited as it comes; only
 * if the expected text never comes is the stream cancelled after `ms`, and the text so far returned.
 */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, predicate: (text: string) => boolean, ms = 5000) {
  const decoder = new TextDecoder()
  let text = ''
  const limit = setTimeout(() => void reader.cancel(), ms)
  try {
    while (!predicate(text)) {
      const next = await reader.read()
      if (next.done) break
      text += decoder.decode(next.value, { stream: true })
    }
  } finally {
    clearTimeout(limit)
  }
  return text
}

describe('GET /api/events', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let base: string
  beforeAll(async () => {
    t = await buildTestApp()
    alice = await createUser(t)
    bob = await createUser(t)
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('streams an event when a ledger row of the signed-in user is inserted, and none for other users', async () => {
    const { res, reader } = await openStream(base, alice.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(await readUntil(reader, (s) => s.includes(': connected'))).toContain(': connected')

    await fund(t, bob.id, 'BTC', '1')
    const row = await fund(t, alice.id, 'BTC', '2')
    const text = await readUntil(reader, (s) => s.includes(row.id))
    expect(text).toContain(`event: transaction\ndata: {"transactionId":"${row.id}","kind":"inserted"}`)
    expect(transactionIds(text)).toEqual([row.id])
  })

  it('streams one event for each leg of a swap, both written in one statement', async () => {
    await setPrices(t, TEST_PRICES)
    const funding = await fund(t, alice.id, 'BTC', '1')
    const { reader } = await openStream(base, alice.cookie)
    expect(await readUntil(reader, (s) => s.includes(': connected'))).toContain(': connected')

    const swap = await t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: alice.headers(),
      payload: { fromTokenId: 'BTC', toTokenId: 'ETH', fromAmount: '0.1' },
    })
    expect(swap.statusCode).toBe(201)
    const { fromTransactionId, toTransactionId } = swap.json()
    const text = await readUntil(reader, (s) => s.includes(fromTransactionId) && s.includes(toTransactionId))
    expect(text).toContain(`event: transaction\ndata: {"transactionId":"${fromTransactionId}","kind":"inserted"}`)
    expect(text).toContain(`event: transaction\ndata: {"transactionId":"${toTransactionId}","kind":"inserted"}`)
    // On PostgreSQL the funding's notice may reach the app after the stream opened; each leg must come exactly once.
    const legs = transactionIds(text).filter((id) => id !== funding.id)
    expect(legs.sort()).toEqual([fromTransactionId, toTransactionId].sort())
  })

  it('needs a session', async () => {
    const res = await fetch(`${base}/api/events`)
    expect(res.status).toBe(401)
  })
  describe('a stream ends the moment what its session may see changes', () => {
    let teams: Teams
    beforeAll(async () => {
      teams = await createTeams(t)
    })

    /** Opens `who`'s stream and answers how long after `change` it ended (it must end within a second). */
    async function endsAfter(who: TestUser, change: () => Promise<unknown>) {
      const { res, reader } = await openStream(base, who.cookie)
      expect(res.status).toBe(200)
      expect(await readUntil(reader, (s) => s.includes(': connected'))).toContain(': connected')
      const started = Date.now()
      await change()
      const ended = await Promise.race([
        (async () => {
          for (;;) if ((await reader.read()).done) return true
        })(),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000)),
      ])
      return { ended, ms: Date.now() - started }
    }

    it('on a sign-out, a ban, a password reset and a move to another manager; the new stream follows the new manager', async () => {
      const signedOut = await createUser(t)
      expect(
        await endsAfter(signedOut, () => t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: signedOut.headers(), payload: {} })),
      ).toMatchObject({ ended: true })

      const banned = await createUser(t, { role: 'WORKER' })
      expect(
        await endsAfter(banned, () => t.app.inject({ method: 'POST', url: `/api/admin/staff/${banned.id}/ban`, headers: teams.admin.headers() })),
      ).toMatchObject({ ended: true })

      const reset = await createUser(t)
      await t.app.services.customers.setAssignedWorker(t.database.db, reset.id, teams.w1.id)
      expect(
        await endsAfter(reset, () =>
          t.app.inject({ method: 'POST', url: `/api/customers/${reset.id}/password`, headers: teams.w1.headers(), payload: { newPassword: 'temporary 1' } }),
        ),
      ).toMatchObject({ ended: true })

      // w2 belongs to m1: moved to m2, its stream ends; the one it opens next hears m2, not m1.
      const move = () =>
        t.app.inject({ method: 'PUT', url: `/api/admin/workers/${teams.w2.id}/manager`, headers: teams.admin.headers(), payload: { managerId: teams.m2.id } })
      expect(await endsAfter(teams.w2, move)).toMatchObject({ ended: true })
      const { reader } = await openStream(base, teams.w2.cookie)
      expect(await readUntil(reader, (s) => s.includes(': connected'))).toContain(': connected')
      const announce = (who: TestUser, message: string) =>
        t.app.inject({ method: 'POST', url: '/api/manager/announcements', headers: who.headers(), payload: { message } })
      await announce(teams.m1, 'from the old manager')
      await announce(teams.m2, 'from the new manager')
      const text = await readUntil(reader, (s) => s.includes('from the new manager'))
      expect(text).toContain('from the new manager')
      expect(text).not.toContain('from the old manager')
    })

    it('keeps a stream open through changes that are not its own', async () => {
      const other = await createUser(t)
      expect(await endsAfter(alice, () => t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: other.headers(), payload: {} }))).toMatchObject({
        ended: false,
      })
    })
  })
})

describe('GET /api/events: the work queues', () => {
  let t: TestApp
  let teams: Teams
  let base: string
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('tells staff, not customers, when something lands in a queue or leaves it', async () => {
    const worker = await openStream(base, teams.w1.cookie)
    const customer = await openStream(base, teams.c2.cookie)
    expect(await readUntil(worker.reader, (s) => s.includes(': connected'))).toContain(': connected')
    expect(await readUntil(customer.reader, (s) => s.includes(': connected'))).toContain(': connected')
    // A customer's pending withdrawal request: the ledger row inserted Pending.
    const row = await t.database.db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: teams.c1.id, asset: 'USDT', amount: '5', status: 'Pending', type: 'deposit', createdBy: teams.c1.id }),
    )
    expect(await readUntil(worker.reader, (s) => s.includes('event: work'))).toContain('event: work\ndata: {}')
    // Decided: it leaves the queue, and the stream says so again.
    await t.database.db.transaction((tx) => t.app.services.ledger.setStatus(tx, row.id, 'Complete', teams.w1.id))
    expect(await readUntil(worker.reader, (s) => s.includes('event: work'))).toContain('event: work')
    expect(await readUntil(customer.reader, (s) => s.includes('event: work'), 1000)).not.toContain('event: work')
  })
})

describe('GET /api/events: a client that leaves during set-up', () => {
  let t: TestApp
  let teams: Teams
  let base: string
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  const openStreams = async () => (await t.app.services.metrics.eventStreams.get()).values[0]?.value ?? 0
  const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))))

  // A worker's stream takes all four: the session, their ledger, their manager's announcements and the work queues.
  it.each(['subscribeSession', 'subscribe', 'subscribeAnnouncements', 'subscribeWork'] as const)(
    'leaves no subscription, timer or open stream behind when it leaves while %s is awaited',
    async (step) => {
      const events = t.app.services.events as unknown as Record<string, (...args: unknown[]) => Promise<() => Promise<void>>>
      let held = 0
      let gatedDone = false
      let reached!: () => void
      const entered = new Promise<void>((resolve) => (reached = resolve))
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      // Every subscription is counted while it is held; the one of `step` waits for the gate first.
      const counted = (name: string) => {
        const real = events[name]!
        return async (...args: unknown[]) => {
          if (name === step) {
            reached()
            await gate
          }
          const unsubscribe = await real.apply(t.app.services.events, args)
          held++
          if (name === step) gatedDone = true
          return async () => {
            held--
            await unsubscribe()
          }
        }
      }
      const names = ['subscribeSession', 'subscribe', 'subscribeAnnouncements', 'subscribeWork']
      const originals = Object.fromEntries(names.map((name) => [name, events[name]!]))
      for (const name of names) events[name] = counted(name)
      onTestFinished(() => {
        Object.assign(events, originals)
      })

      const controller = new AbortController()
      const answer = fetch(`${base}/api/events`, { headers: { cookie: teams.w1.cookie }, signal: controller.signal }).catch(() => null)
      await entered
      controller.abort()
      await answer
      await expect.poll(connections).toBe(0) // the server has seen the client go
      release()

      await expect.poll(async () => ({ gatedDone, held, open: await openStreams() })).toEqual({ gatedDone: true, held: 0, open: 0 })
    },
  )
})
