/**
 * Load on one URL from autocannon in a worker thread of its own. The load generator then runs beside the server's
 * thread (on the machine's other core), not inside it: in the server's own thread, every request's cost to the
 * generator would be added to both sides of a comparison alike and pull their ratio toward 1 (decision 085).
 */
import { Worker } from 'node:worker_threads'

export interface Load {
  url: string
  seconds: number
  connections: number
  method?: 'GET' | 'POST' | 'PUT'
  body?: string
  headers?: Record<string, string>
  /** Cookies sent in turn, each request the next one's (one customer's row locks would serialise everything). */
  cookies?: string[]
  /** A fresh Idempotency-Key on every request, as a client sends one per money write. */
  idempotencyKeys?: boolean
}

export interface Measure {
  rps: number
  /** Milliseconds. */
  p99: number
  /** Requests that failed, timed out or answered other than 2xx. */
  errors: number
}

// CommonJS, evaluated in the worker: autocannon, required there, answers a worker thread with raw counts and its
// histograms encoded, so the p99 is read from the decoded latency histogram.
const WORKER_SOURCE = `
  const { parentPort, workerData: load } = require('node:worker_threads')
  const { randomUUID } = require('node:crypto')
  const autocannon = require('autocannon')
  const { decodeHist } = require('autocannon/lib/histUtil')
  let turn = 0
  const perRequest = load.cookies || load.idempotencyKeys
  autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    method: load.method,
    body: load.body,
    headers: load.headers,
    requests: perRequest
      ? [{
          setupRequest: (req) => ({
            ...req,
            headers: {
              ...load.headers,
              ...(load.cookies ? { cookie: load.cookies[turn++ % load.cookies.length] } : {}),
              ...(load.idempotencyKeys ? { 'idempotency-key': randomUUID() } : {}),
            },
          }),
        }]
      : undefined,
  }).then(
    (r) => parentPort.postMessage({
      rps: r.totalCompletedRequests / r.duration,
      p99: r.totalCompletedRequests ? decodeHist(r.latencies).getValueAtPercentile(99) : 0,
      errors: r.errors + r.timeouts + r.non2xx,
    }),
    (error) => parentPort.postMessage({ error: String(error) }),
  )`

export function load(options: Load): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { method: 'GET', ...options } })
    worker.once('message', (m: Measure | { error: string }) => ('error' in m ? reject(new Error(m.error)) : resolve(m)))
    worker.once('error', reject)
  })
}
