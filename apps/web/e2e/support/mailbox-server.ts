/**
 * The e2e mail capture: a real SMTP server (the app sends through it) that also answers HTTP, so test workers can
 * read what arrived. GET /smtp-url → the SMTP URL; GET /mails?to=… → the mails to that address, oldest first;
 * GET /mails/next?to=…&pattern=…&flags=…&after=N → the newest mail to that address after its first N whose subject
 * and text match the pattern, answered as soon as that mail is here (408 if none arrives within timeoutMs).
 */
import { createServer } from 'node:http'
import { startSmtpCapture, type CapturedMail } from '../../../server/test/smtp-capture.ts'
import { MAILBOX_PORT } from './ports.ts'

const capture = await startSmtpCapture()
const MAX_WAIT_MS = 60_000

const mailsTo = (all: readonly CapturedMail[], to: string | undefined) => all.filter((mail) => !to || mail.to.includes(to))

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mailbox')
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const to = url.searchParams.get('to')?.toLowerCase()
  if (url.pathname === '/health') return send(200, { ok: true })
  if (url.pathname === '/smtp-url') return send(200, { url: capture.url })
  if (url.pathname === '/mails') return send(200, { mails: mailsTo(capture.mails, to) })
  if (url.pathname === '/mails/next') {
    let pattern: RegExp
    try {
      pattern = new RegExp(url.searchParams.get('pattern') ?? '', url.searchParams.get('flags') ?? '')
    } catch {
      return send(400, { error: 'pattern is not a regular expression' })
    }
    const after = Number(url.searchParams.get('after') ?? 0)
    const timeoutMs = Math.min(Number(url.searchParams.get('timeoutMs') ?? 15_000), MAX_WAIT_MS)
    if (!Number.isInteger(after) || after < 0 || !Number.isFinite(timeoutMs)) return send(400, { error: 'after and timeoutMs must be numbers' })
    // A client that gives up (its test ended) stops the wait.
    const gone = new AbortController()
    res.once('close', () => gone.abort())
    capture
      .until(
        (all) =>
          mailsTo(all, to)
            .slice(after)
            .reverse()
            .find((mail) => pattern.test(`${mail.subject}\n${mail.text}`)),
        {
          timeoutMs,
          what: `a mail to ${to ?? 'anyone'} matching ${pattern}`,
          signal: gone.signal,
        },
      )
      .then(
        (mail) => send(200, { mail }),
        (err: Error) => {
          if (!gone.signal.aborted) send(408, { error: err.message })
        },
      )
    return
  }
  send(404, { error: 'Not found.' })
})
server.listen(MAILBOX_PORT, '127.0.0.1', () => console.log(`mailbox on :${MAILBOX_PORT}, SMTP at ${capture.url}`))

async function shutdown() {
  server.close()
  await capture.close()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown())
