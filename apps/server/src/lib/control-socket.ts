import { chmodSync, existsSync, mkdirSync, unlinkSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/**
 * A unix socket in DATA_DIR through which the command line asks the running server for work only the server can do
 * on a database it holds open (PGlite admits one process): today, a backup. It answers plain HTTP, and only to the
 * socket file's owner (mode 0600), so it needs no credentials and is never on the network
 * (docs/decisions/115-backups-of-the-embedded-database.md).
 */

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock')

/** The longest path a unix socket may have on Linux (sun_path is 108 bytes, its last one the terminating zero). */
const MAX_SOCKET_PATH = 107

export interface ControlHandlers {
  /** The backup file's whole text. */
  backup(): Promise<string>
  /**
   * Other work by path (`POST /chain/export-payouts`, …): the request's JSON body in, an answer out, sent as JSON with
   * 200 when ok and 409 with the problem as text otherwise.
   */
  work?: Record<string, (body: unknown) => Promise<{ ok: true; value: unknown } | { ok: false; problem: string }>>
}

export interface ControlSocket {
  close(): Promise<void>
}

/**
 * Listens on `file`, replacing a socket left by a server that stopped without closing it. Refuses to start when another
 * server answers there: two servers on one PGlite folder would corrupt it.
 */
export async function openControlSocket(file: string, handlers: ControlHandlers): Promise<ControlSocket> {
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    throw new Error(`The control socket's path is longer than ${MAX_SOCKET_PATH} bytes (${file}): choose a shorter DATA_DIR.`)
  }
  mkdirSync(path.dirname(file), { recursive: true })
  if (existsSync(file)) {
    if (await answers(file)) throw new Error(`Another server is running on this DATA_DIR (it answers on ${file}).`)
    unlinkSync(file)
  }
  const server = http.createServer((req, res) => {
    const work = req.method === 'POST' && req.url ? handlers.work?.[req.url] : undefined
    if (work) {
      answerWork(req, res, work)
      return
    }
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(
        `Unknown request: POST /backup${Object.keys(handlers.work ?? {})
          .map((w) => `, POST ${w}`)
          .join('')}.\n`,
      )
      return
    }
    handlers.backup().then(
      (text) => res.writeHead(200, { 'content-type': 'application/sql; charset=utf-8' }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`The backup failed: ${String(err)}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(file, () => {
      server.off('error', reject)
      resolve()
    })
  })
  chmodSync(file, 0o600)
  return {
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function answerWork(req: http.IncomingMessage, res: http.ServerResponse, work: NonNullable<ControlHandlers['work']>[string]) {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8')
    Promise.resolve()
      .then(() => work(text ? (JSON.parse(text) as unknown) : null))
      .then(
        (answer) =>
          answer.ok
            ? res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.value))
            : res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' }).end(`${answer.problem}\n`),
        (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`The work failed: ${String(err)}\n`),
      )
  })
}

/** Asks the server listening on `file` for work at `path`; null when no server listens there. */
export function requestWork(file: string, path: string, body: unknown): Promise<{ ok: true; value: unknown } | { ok: false; problem: string } | null> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: file, method: 'POST', path, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve(res.statusCode === 200 ? { ok: true, value: JSON.parse(text) as unknown } : { ok: false, problem: text.trim() })
      })
    })
    req.on('error', (err: NodeJS.ErrnoException) => (isNobodyThere(err) ? resolve(null) : reject(err)))
    req.end(JSON.stringify(body ?? null))
  })
}

export type BackupAnswer = { ok: true; text: string } | { ok: false; problem: string } | null

/** Asks the server listening on `file` for a backup; null when no server listens there. */
export function requestBackup(file: string): Promise<BackupAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: file, method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve(res.statusCode === 200 ? { ok: true, text } : { ok: false, problem: text.trim() })
      })
    })
    req.on('error', (err: NodeJS.ErrnoException) => (isNobodyThere(err) ? resolve(null) : reject(err)))
    req.end()
  })
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request({ socketPath: file, method: 'GET', path: '/' }, (res) => {
      res.resume()
      resolve(true)
    })
    req.on('error', () => resolve(false))
    req.end()
  })
}

const isNobodyThere = (err: NodeJS.ErrnoException) => err.code === 'ENOENT' || err.code === 'ECONNREFUSED'
