import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeQuote {
  usd: number
  usd_24h_change?: number
}

export interface FakePriceFeed {
  /** Base URL to use as PRICE_FEED_URL. */
  url: string
  /** Quotes by the feed's coin id ("bitcoin", …). */
  quotes: Record<string, FakeQuote>
  /** While set, every request answers this status with an error body. */
  failWith: number | null
  /** Requests served so far (to check caching). */
  requests: URL[]
  close(): Promise<void>
}

/**
 * A real HTTP server on 127.0.0.1 speaking the CoinGecko `/simple/price` format:
 * `?ids=bitcoin,ethereum&vs_currencies=usd&include_24hr_change=true` →
 * `{ "bitcoin": { "usd": 95000, "usd_24h_change": 1.5 }, … }`.
 */
export async function startFakePriceFeed(quotes: Record<string, FakeQuote>): Promise<FakePriceFeed> {
  const feed: FakePriceFeed = {
    url: '',
    quotes,
    failWith: null,
    requests: [],
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    feed.requests.push(url)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (feed.failWith !== null) return send(feed.failWith, { error: 'upstream unavailable' })
    if (req.method !== 'GET' || url.pathname !== '/api/v3/simple/price') return send(404, { error: 'Not found' })
    if (url.searchParams.get('vs_currencies') !== 'usd') return send(400, { error: 'Missing parameter vs_currencies' })
    const withChange = url.searchParams.get('include_24hr_change') === 'true'
    const body: Record<string, FakeQuote> = {}
    for (const id of (url.searchParams.get('ids') ?? '').split(',')) {
      const q = feed.quotes[id]
      if (q) body[id] = withChange ? q : { usd: q.usd }
    }
    return send(200, body)
  })
  server.keepAliveTimeout = 1
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`
  return feed
}
