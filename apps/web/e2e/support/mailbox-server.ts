/**
 * The e2e mail capture: a real SMTP server (the app sends through it) that also answers HTTP, so test workers can
 * read what arrived. GET /smtp-url → the SMTP URL; GET /mails?to=… → the mails to that address, oldest first.
 */
import { createServer } from 'node:http'
import { startSmtpCapture } from '../../../server/test/smtp-capture.ts'
import { MAILBOX_PORT } from './ports.ts'

const capture = await startSmtpCapture()

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mailbox')
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (url.pathname === '/health') return send(200, { ok: true })
  if (url.pathname === '/smtp-url') return send(200, { url: capture.url })
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase()
    return send(200, { mails: capture.mails.filter((mail) => !to || mail.to.includes(to)) })
  }
  send(404, { error: 'Not found.' })
})
server.listen(MAILBOX_PORT, '127.0.0.1', () => console.log(`mailbox on :${MAILBOX_PORT}, SMTP at ${capture.url}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    server.close()
    await capture.close()
    process.exit(0)
  })
}
