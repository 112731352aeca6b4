import { expect } from '@playwright/test'
import { MAILBOX_URL } from './ports'

export interface Mail {
  to: string[]
  subject: string
  text: string
}

/** Reads the mails the app sent, from the capture server. */
export const mailbox = {
  async list(to: string): Promise<Mail[]> {
    const answer = await fetch(`${MAILBOX_URL}/mails?to=${encodeURIComponent(to)}`)
    return ((await answer.json()) as { mails: Mail[] }).mails
  },

  /** The newest mail to `to` whose text matches `pattern`, waiting for it; `after` skips mails already seen. */
  async waitFor(to: string, pattern: RegExp, after = 0): Promise<Mail> {
    let found: Mail | undefined
    await expect
      .poll(
        async () => {
          const mails = (await mailbox.list(to)).slice(after)
          found = mails.reverse().find((mail) => pattern.test(`${mail.subject}\n${mail.text}`))
          return Boolean(found)
        },
        { message: `a mail to ${to} matching ${pattern}`, timeout: 15_000 },
      )
      .toBe(true)
    return found!
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
