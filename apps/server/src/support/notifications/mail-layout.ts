import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accountProtection, users } from '../../db/schema.ts'
import type { Mail, Mailer } from '../../lib/mailer.ts'

/** The line every mail to an account with an anti-phishing code starts with; tests and the web's help text name it. */
export const ANTI_PHISHING_LINE = (code: string) => `Your anti-phishing code: ${code}`

const FOOTER = 'Wallet will never ask for your password, your verification codes or your recovery phrase by email.'

/**
 * The one layout of every mail: the recipient's anti-phishing code first (when set), then the text, then the footer.
 * An HTML part gets the same head and footer, so that no part of a mail goes out without the code.
 */
export function layoutMail(mail: Mail, antiPhishingCode: string | null): Mail {
  const head = antiPhishingCode ? ANTI_PHISHING_LINE(antiPhishingCode) : null
  const text = `${head ? `${head}\n\n` : ''}${mail.text}\n\n--\n${FOOTER}`
  if (mail.html === undefined) return { ...mail, text }
  const html = `${head ? `<p>${escapeHtml(head)}</p>\n` : ''}${mail.html}\n<hr>\n<p>${escapeHtml(FOOTER)}</p>`
  return { ...mail, text, html }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Wraps the transport so that every mail the app sends goes through the layout (docs/decisions/036): the recipient's
 * code is read at send time by address, so no sender can forget it and a new mail needs no change here.
 */
export function withMailLayout(mailer: Mailer, db: Db): Mailer {
  return {
    async send(mail) {
      const [row] = await db
        .select({ code: accountProtection.antiPhishingCode })
        .from(users)
        .innerJoin(accountProtection, eq(accountProtection.userId, users.id))
        // Accounts' addresses are stored in lower case.
        .where(eq(users.email, mail.to.toLowerCase()))
      await mailer.send(layoutMail(mail, row?.code ?? null))
    },
  }
}
