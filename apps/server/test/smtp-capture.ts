import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string[]
  subject: string
  text: string
  /** The HTML part of a multipart mail (a right-to-left language's mail has one). */
  html?: string
  raw: string
}

/**
 * A real SMTP server in the test process: the app sends through SMTP_URL and tests read what arrived.
 * Waiting is event-driven: a waiter is checked again each time a mail arrives, never on a timer.
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = []
  /** Called after every arrival. */
  const listeners = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: headerOf(raw, 'subject'), ...partsOf(raw), raw })
        // Before the 250 reply: a sender whose sendMail has resolved finds its mail here.
        for (const listener of [...listeners]) listener()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  /**
   * Resolves with what `probe` finds in the mails: at once if it finds it now, else as soon as a mail arrives
   * that makes it find it. Rejects after `timeoutMs` without one (a time limit, not a pause), or when `signal` aborts.
   */
  function until<T>(probe: (all: readonly CapturedMail[]) => T | undefined, options: { timeoutMs: number; what: string; signal?: AbortSignal }): Promise<T> {
    const now = probe(mails)
    if (now !== undefined) return Promise.resolve(now)
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        listeners.delete(check)
        clearTimeout(limit)
        options.signal?.removeEventListener('abort', aborted)
      }
      const check = () => {
        const found = probe(mails)
        if (found === undefined) return
        done()
        resolve(found)
      }
      const aborted = () => {
        done()
        reject(new Error(`stopped waiting for ${options.what}`))
      }
      const limit = setTimeout(() => {
        done()
        reject(new Error(`${options.what} did not arrive within ${options.timeoutMs} ms`))
      }, options.timeoutMs)
      listeners.add(check)
      options.signal?.addEventListener('abort', aborted, { once: true })
    })
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    until,
    /** The newest mail to `to` (optionally matching the subject), waiting up to `timeoutMs` for it to arrive. */
    waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const address = to.toLowerCase()
      return until((all) => [...all].reverse().find((m) => m.to.includes(address) && (!subject || subject.test(m.subject))), {
        timeoutMs,
        what: `a mail to ${to}${subject ? ` with a subject matching ${subject}` : ''}`,
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

function headerOf(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))
  return decodeWords(match?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim() ?? '')
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=, as a mail in another language has) as text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')),
    )
}

/** Quoted-printable escapes undone, the bytes read as UTF-8. */
function quotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

/** The body of a single-part text mail, with quoted-printable soft breaks and escapes (or base64) undone. */
/** A mail's text, and its HTML part when it is multipart (each part decoded as a whole mail's body is). */
function partsOf(raw: string): { text: string; html?: string } {
  const boundary = raw.slice(0, raw.search(/\r?\n\r?\n/)).match(/boundary="?([^";\r\n]+)"?/i)?.[1]
  if (!boundary) return { text: bodyOf(raw) }
  const parts = raw.split(`--${boundary}`).slice(1, -1)
  const part = (type: string) => parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.slice(0, p.search(/\r?\n\r?\n/))))
  const text = part('text/plain')
  const html = part('text/html')
  return { text: text ? bodyOf(text.replace(/^\r?\n/, '')) : '', ...(html && { html: bodyOf(html.replace(/^\r?\n/, '')) }) }
}

function bodyOf(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const body = split === -1 ? '' : raw.slice(split).trim()
  const head = raw.slice(0, split)
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8')
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body
  return quotedPrintable(body.replace(/=\r?\n/g, ''))
}
