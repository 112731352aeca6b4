import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string[]
  subject: string
  text: string
  raw: string
}

/**
 * A real SMTP server in the test process: the app sends through SMTP_URL and tests read what arrived.
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: headerOf(raw, 'subject'), text: bodyOf(raw), raw })
        waiters.splice(0).forEach((w) => w())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to` (optionally matching the subject), waiting up to `timeoutMs` for it to arrive. */
    async waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

function headerOf(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))
  return match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? ''
}

/** The body of a single-part text mail, with quoted-printable soft breaks and escapes undone. */
function bodyOf(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const body = split === -1 ? '' : raw.slice(split).trim()
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw.slice(0, split))) return body
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
