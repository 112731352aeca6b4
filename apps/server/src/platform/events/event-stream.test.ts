import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { EventStream, MAX_BUFFERED_BYTES } from './event-stream.ts'

const HEAD = { 'content-type': 'text/event-stream' }

/**
 * A real HTTP server and a client on a raw socket that sends one request and reads nothing, or leaves: `streamOf`
 * resolves with the stream made for that request, its releases and closes counted.
 */
async function serve(makeStream: (res: http.ServerResponse) => EventStream) {
  let made!: (stream: EventStream) => void
  const streamMade = new Promise<EventStream>((resolve) => (made = resolve))
  const server = http.createServer((_req, res) => made(makeStream(res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1')
  client.pause() // a client that does not read
  client.write('GET /api/events HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n')
  cleanups.push(() => {
    client.destroy()
    server.closeAllConnections()
    server.close()
  })
  return { stream: await streamMade, client }
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('EventStream', () => {
  it('drops a client that reads nothing once its unsent bytes would pass the bound, and releases what it held', async () => {
    let closes = 0
    let released = 0
    const { stream } = await serve((res) => new EventStream(res, () => closes++))
    stream.hold(() => released++)
    stream.start(HEAD, ': connected\n\n')
    const event = `event: transaction\ndata: ${'x'.repeat(1000)}\n\n`
    const res = (stream as unknown as { res: http.ServerResponse }).res
    let writes = 0
    let mostWaiting = 0
    // The kernel's buffers take the first megabytes; then the stream's own buffer grows until the bound.
    while (!stream.closed && writes < 100_000) {
      stream.write(event)
      writes++
      mostWaiting = Math.max(mostWaiting, res.writableLength)
    }
    expect(stream.closed).toBe(true)
    expect(res.destroyed).toBe(true)
    expect(writes).toBeLessThan(100_000)
    expect(mostWaiting).toBeLessThanOrEqual(MAX_BUFFERED_BYTES)
    expect({ closes, released }).toEqual({ closes: 1, released: 1 })
    stream.write(event) // after it closed: nothing, and no error
    expect(closes).toBe(1)
  })

  it('skips the heartbeat while earlier writes wait for a slow client, and never passes the bound', async () => {
    const bound = 1024 * 1024 // above any high-water mark
    const { stream } = await serve((res) => new EventStream(res, () => undefined, bound))
    stream.start(HEAD, '')
    const res = (stream as unknown as { res: http.ServerResponse }).res
    // Until write() answers false: the kernel's buffers are full and the stream's own holds its high-water mark.
    for (let i = 0; i < 100_000 && !res.writableNeedDrain; i++) stream.write(`data: ${'y'.repeat(500)}\n\n`)
    expect(res.writableNeedDrain).toBe(true)
    const waiting = res.writableLength
    stream.heartbeat(': heartbeat\n\n')
    expect(res.writableLength).toBe(waiting)
    expect(stream.closed).toBe(false)
    expect(res.writableLength).toBeLessThanOrEqual(bound)
  })

  it('holds what is written before the head and sends it after, in order; an end during set-up ends the answer there', async () => {
    const { stream, client } = await serve((res) => new EventStream(res, () => undefined))
    client.resume()
    let text = ''
    client.on('data', (chunk: Buffer) => (text += chunk.toString()))
    const ended = new Promise((resolve) => client.on('end', resolve))
    stream.write('event: transaction\ndata: {"n":1}\n\n')
    stream.end('retry: 4000\n\n')
    expect(stream.closed).toBe(true)
    stream.start(HEAD, ': connected\n\nretry: 1000\n\n')
    await ended
    expect(text).toMatch(/^HTTP\/1.1 200/)
    expect(text).toContain('text/event-stream')
    expect(text.slice(text.indexOf(': connected'))).toMatch(/^: connected\n\nretry: 1000\n\nevent: transaction\ndata: \{"n":1\}\n\nretry: 4000\n\n/)
  })

  it('is closed at once for a client that left before it was made, and releases what it is given at once', async () => {
    let closes = 0
    let released = 0
    let made!: (stream: EventStream) => void
    const streamMade = new Promise<EventStream>((resolve) => (made = resolve))
    const server = http.createServer((_req, res) => {
      res.on('close', () => made(new EventStream(res, () => closes++)))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => server.close())
    const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1')
    client.write('GET /api/events HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n', () => setTimeout(() => client.destroy(), 50))
    const stream = await streamMade
    expect(stream.closed).toBe(true)
    stream.hold(() => released++)
    expect({ closes, released }).toEqual({ closes: 1, released: 1 })
  })
})
