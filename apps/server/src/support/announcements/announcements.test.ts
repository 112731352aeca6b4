import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import type { TestUser } from '../../../test/factories.ts'

/** An open event stream: waits for the server's ': connected', then hands out events by name as they arrive. */
async function openStream(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  async function readUntil<T>(find: () => T | undefined, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = find()
      if (found !== undefined) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('timed out')
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))])
      if (!chunk || chunk.done) throw new Error('the stream ended or timed out')
      buffer += decoder.decode(chunk.value)
    }
  }
  await readUntil(() => (buffer.includes(': connected') ? true : undefined), 10_000)
  return {
    contentType: response.headers.get('content-type'),
    next: (name: string, timeoutMs = 10_000) =>
      readUntil(() => {
        const block = buffer.split('\n\n').find((b) => b.split('\n').includes(`event: ${name}`))
        return block
          ? (JSON.parse(
              block
                .split('\n')
                .find((l) => l.startsWith('data: '))!
                .slice(6),
            ) as unknown)
          : undefined
      }, timeoutMs),
    close: () => reader.cancel().catch(() => {}),
  }
}

async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

describe('announcements', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const send = (who: TestUser, message: unknown) => staffCall(t, who, 'POST', '/api/manager/announcements', { message })

  it('needs a message, and shows a worker the latest 5 of their own manager, newest first', async () => {
    expect((await send(teams.m1, '  ')).json().error).toBe('Please enter a message.')
    for (let i = 1; i <= 6; i++) expect((await send(teams.m1, `Team update ${i}`)).statusCode).toBe(201)
    await send(teams.m2, 'For the other team')
    const seen = (await staffCall(t, teams.w1, 'GET', '/api/worker/announcements')).json().announcements
    expect(seen.map((a: { message: string }) => a.message)).toEqual(['Team update 6', 'Team update 5', 'Team update 4', 'Team update 3', 'Team update 2'])
    expect(seen[0]).toMatchObject({ manager_id: teams.m1.id })
    expect((await staffCall(t, teams.w2, 'GET', '/api/worker/announcements')).json().announcements.map((a: { message: string }) => a.message)).toEqual([
      'For the other team',
    ])
    expect((await send(teams.w1, 'workers cannot')).statusCode).toBe(403)
  })

  it('reaches the worker’s open event stream without a reload, and not another team’s', async () => {
    const base = await listen(t.app)
    const mine = await openStream(`${base}/api/events`, teams.w1.cookie)
    const theirs = await openStream(`${base}/api/events`, teams.w2.cookie)
    expect(mine.contentType).toContain('text/event-stream')
    await send(teams.m1, 'Live: the office closes at 5 today')
    expect(await mine.next('announcement')).toMatchObject({ manager_id: teams.m1.id, message: 'Live: the office closes at 5 today' })
    // The other team's stream hears its own manager's next announcement, and never saw the first.
    await send(teams.m2, 'Live: for team two')
    expect(await theirs.next('announcement')).toMatchObject({ message: 'Live: for team two' })
    await Promise.all([mine.close(), theirs.close()])
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('reaches a worker connected to another app instance on the same PostgreSQL', async () => {
    const second = await buildSecondInstance(t)
    try {
      const base = await listen(second.app)
      const stream = await openStream(`${base}/api/events`, teams.w1.cookie)
      await send(teams.m1, 'Across instances')
      expect(await stream.next('announcement')).toMatchObject({ message: 'Across instances' })
      await stream.close()
    } finally {
      await second.close()
    }
  })
})
