import { MAILBOX_URL } from './ports'

export interface Mail {
  to: string[]
  subject: string
  text: string
}

const WAIT_MS = 15_000

/** Reads the mails the app sent, from the capture server. */
export const mailbox = {
  async list(to: string): Promise<Mail[]> {
    const answer = await fetch(`${MAILBOX_URL}/mails?to=${encodeURIComponent(to)}`)
    return ((await answer.json()) as { mails: Mail[] }).mails
  },

  /**
   * The newest mail to `to` whose subject or text matches `pattern`; `after` skips mails already seen. The capture
   * server answers as soon as the mail has arrived (it waits on the SMTP delivery itself, no polling).
   */
  async waitFor(to: string, pattern: RegExp, after = 0): Promise<Mail> {
    const query = new URLSearchParams({ to, pattern: pattern.source, flags: pattern.flags, after: String(after), timeoutMs: String(WAIT_MS) })
    const answer = await fetch(`${MAILBOX_URL}/mails/next?${query}`)
    const body = (await answer.json()) as { mail?: Mail; error?: string }
    if (!answer.ok || !body.mail) throw new Error(`Waiting for a mail to ${to} matching ${pattern}: ${body.error ?? answer.status}`)
    return body.mail
  },

  async count(to: string): Promise<number> {
    return (await mailbox.list(to)).length
  },
}

/** The first link in a mail that contains `part`. */
export function linkIn(mail: Mail, part: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"')\]]+/g)?.find((url) => url.includes(part))
  if (!link) throw new Error(`No link containing ${part} in:\n${mail.text}`)
  return link.replace(/&amp;/g, '&')
}

/** The six-digit code in a mail. */
export function codeIn(mail: Mail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No code in:\n${mail.text}`)
  return code
}
