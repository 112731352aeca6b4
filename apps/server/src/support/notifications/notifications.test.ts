import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema.ts'
import { notice } from './notices.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'

describe('notifications', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let bobsNotification: string
  const now = Date.now()
  const ago = (minutes: number) => new Date(now - minutes * 60_000)

  beforeAll(async () => {
    t = await buildTestApp()
    alice = await createUser(t)
    bob = await createUser(t)
    const db = t.database.db
    const record = (amount: string, sentAt: Date, asset: 'BTC' | 'ETH' = 'BTC') =>
      db.transaction((tx) => t.app.services.ledger.record(tx, { userId: alice.id, asset, amount, status: 'Complete', type: 'deposit', sentAt }))
    const credited = await record('0.5', ago(1))
    await record('1.25', ago(2), 'ETH')
    await record('3', ago(8 * 24 * 60)) // older than 7 days
    await db.transaction((tx) =>
      t.app.services.ledger.record(tx, { userId: alice.id, asset: 'BTC', amount: '-0.1', status: 'Pending', type: 'withdrawal', sentAt: ago(3) }),
    )
    await t.app.services.notifications.notify(db, alice.id, notice('depositCredited', '0.5', 'BTC'), credited.id)
    for (let i = 0; i < 12; i++) {
      await db.insert(notifications).values({ userId: alice.id, message: `Note ${i}`, createdAt: ago(10 + i) })
    }
    const [row] = await db.insert(notifications).values({ userId: bob.id, message: 'For Bob' }).returning()
    bobsNotification = row!.id
  })
  afterAll(() => t.close())

  const list = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers() })).json().items

  it('merges the newest 10 notifications with deposits of the last 7 days, newest first, cut to 15', async () => {
    const items = await list(alice)
    expect(items).toHaveLength(11) // 10 notifications + the ETH deposit (the BTC one has its own notification)
    expect(items[0]).toMatchObject({ message: 'Your deposit of 0.5 BTC has been credited.', read: false, kind: 'notification' })
    expect(items[1]).toMatchObject({ message: 'You received 1.25 ETH', read: true, kind: 'deposit' })
    expect(items.slice(2).map((i: { message: string }) => i.message)).toEqual(Array.from({ length: 9 }, (_, i) => `Note ${i}`))
    expect(items.map((i: { message: string }) => i.message)).not.toContain('You received 3 BTC')
  })

  it('cuts the merged list to 15', async () => {
    const db = t.database.db
    for (let i = 0; i < 8; i++) {
      await db.transaction((tx) =>
        t.app.services.ledger.record(tx, { userId: alice.id, asset: 'DOGE', amount: `${i + 1}`, status: 'Complete', type: 'deposit', sentAt: ago(4 + i / 10) }),
      )
    }
    const items = await list(alice)
    expect(items).toHaveLength(15)
    const times = items.map((i: { createdAt: string }) => i.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('marks one read, only the caller’s own; another user’s id is 404', async () => {
    const target = (await list(alice)).find((i: { kind: string; read: boolean }) => i.kind === 'notification' && !i.read)
    const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${target.id}/read`, headers: alice.headers() })
    expect(res.statusCode).toBe(200)
    expect((await list(alice)).find((i: { id: string }) => i.id === target.id).read).toBe(true)
    const foreign = await t.app.inject({ method: 'POST', url: `/api/notifications/${bobsNotification}/read`, headers: alice.headers() })
    expect(foreign.statusCode).toBe(404)
    expect((await list(bob))[0].read).toBe(false)
    const malformed = await t.app.inject({ method: 'POST', url: '/api/notifications/deposit-abc/read', headers: alice.headers() })
    expect(malformed.statusCode).toBe(404)
  })

  it('marks all of the caller’s read and leaves other users’ alone', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: alice.headers() })
    expect(res.statusCode).toBe(200)
    expect((await list(alice)).every((i: { read: boolean }) => i.read)).toBe(true)
    expect((await list(bob))[0].read).toBe(false)
  })

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401)
  })
})
