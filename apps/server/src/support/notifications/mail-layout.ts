import { eq } from 'drizzle-orm'
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@wallet/shared/locales'
import type { Db } from '../../db/client.ts'
import { accountProtection, users } from '../../db/schema.ts'
import type { Mail, Mailer } from '../../lib/mailer.ts'
import { MAIL_LAYOUT } from './mail-translations.ts'

/** The line every mail to an account with an anti-phishing code starts with; tests and the web's help text name it. */
export const ANTI_PHISHING_LINE = MAIL_LAYOUT.en.antiPhishingLine

/**
 * The one layout of every mail: the recipient's anti-phishing code first (when set), then the text, then the footer.
 * An HTML part gets the same head and footer, so that no part of a mail goes out without the code. All of it in the
 * recipient's language `locale` where the mail has a translation; head and footer in it always.
 */
export function layoutMail(given: Mail, antiPhishingCode: string | null, locale: Locale = DEFAULT_LOCALE): Mail {
  const { translate, ...english } = given
  const mail = translate && locale !== DEFAULT_LOCALE ? { ...english, ...translate(locale) } : english
  const { antiPhishingLine, footer } = MAIL_LAYOUT[locale]
  const head = antiPhishingCode ? antiPhishingLine(antiPhishingCode) : null
  const text = `${head ? `${head}\n\n` : ''}${mail.text}\n\n--\n${footer}`
  const rtl = directionOf(locale) === 'rtl'
  if (mail.html === undefined && !rtl) return { ...mail, text }
  // A right-to-left language gets an HTML part that says so: a plain text part leaves the direction to the mail client.
  const body = mail.html ?? paragraphs(mail.text)
  const html = `${head ? `<p>${escapeHtml(head)}</p>\n` : ''}${body}\n<hr>\n<p>${escapeHtml(footer)}</p>`
  return { ...mail, text, html: rtl ? `<div dir="rtl" lang="${locale}">\n${html}\n</div>` : html }
}

/** A text's paragraphs as HTML, its line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n')
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Wraps the transport so that every mail the app sends goes through the layout (docs/decisions/036): the recipient's
 * code and language are read at send time by address, so no sender can forget them and a new mail needs no change here.
 */
export function withMailLayout(mailer: Mailer, db: Db): Mailer {
  return {
    async send(mail) {
      const [row] = await db
        .select({ code: accountProtection.antiPhishingCode, locale: users.locale })
        .from(users)
        .leftJoin(accountProtection, eq(accountProtection.userId, users.id))
        // Accounts' addresses are stored in lower case.
        .where(eq(users.email, mail.to.toLowerCase()))
      await mailer.send(layoutMail(mail, row?.code ?? null, isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE))
    },
  }
}
