import net from 'node:net'

/**
 * A TCP proxy on 127.0.0.1 between the app and PostgreSQL, to stage network faults: `cut()` ends every connection and
 * refuses new ones (a database gone), `delay(ms)` holds each chunk from the server that long (a slow database or
 * network), `heal()` lets everything through again.
 */
export interface TcpProxy {
  port: number
  cut(): void
  delay(ms: number): void
  heal(): void
  /** Connections open through the proxy now. */
  open(): number
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let refusing = false
  let delayMs = 0
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>()
  const proxy = net.createServer((client) => {
    if (refusing) return client.destroy()
    const server = net.connect(target.port, target.host)
    const pair = { client, server }
    pairs.add(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      server.destroy()
    }
    client.on('error', end).on('close', end)
    server.on('error', end).on('close', end)
    client.on('data', (chunk) => server.write(chunk))
    server.on('data', (chunk) => {
      if (delayMs === 0) return client.write(chunk)
      // Held, in order: a later chunk waits for the earlier ones.
      server.pause()
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk)
        server.resume()
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as net.AddressInfo
  return {
    port,
    cut() {
      refusing = true
      for (const { client, server } of pairs) {
        client.destroy()
        server.destroy()
      }
      pairs.clear()
    },
    delay(ms) {
      delayMs = ms
    },
    heal() {
      refusing = false
      delayMs = 0
    },
    open: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        refusing = true
        for (const { client, server } of pairs) {
          client.destroy()
          server.destroy()
        }
        proxy.close(() => resolve())
      }),
  }
}
