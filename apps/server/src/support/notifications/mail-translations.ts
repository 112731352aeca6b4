import type { Locale } from '@wallet/shared/locales'
import type { MailText } from './emails.ts'
import { LANGUAGES, type Language, type Mails } from './languages/index.ts'

/**
 * Mails in the recipient's language (docs/decisions/155-mails-in-the-recipients-language.md): a sender names the mail
 * and its values; the layout (mail-layout.ts) writes it in the language saved on the recipient's account.
 */

/** The head and foot of every mail (mail-layout.ts), per language. */
export const MAIL_LAYOUT: Record<Locale, Language['layout']> = {
  en: LANGUAGES.en.layout,
  es: LANGUAGES.es.layout,
  ar: LANGUAGES.ar.layout,
}

/** A mail that can be written in any language: its English text, and how to write it in the recipient's. */
export interface TranslatableMail extends MailText {
  translate: (locale: Locale) => MailText
}

type MailArgs<K extends keyof Mails> = Mails[K] extends (...args: infer A) => MailText ? A : []

function translatable(write: (locale: Locale) => MailText): TranslatableMail {
  return { ...write('en'), translate: write }
}

/** The mail `key` with `args`, in English and, through `translate`, in whichever language its recipient reads. */
export function translatedMail<K extends keyof Mails>(key: K, ...args: MailArgs<K>): TranslatableMail {
  return translatable((locale) => {
    const entry = LANGUAGES[locale].mails[key] as MailText | ((...a: MailArgs<K>) => MailText)
    return typeof entry === 'function' ? entry(...args) : entry
  })
}

/** `mail` with a paragraph at its end, in each language. */
function withParagraph(mail: TranslatableMail, paragraph: (language: Language) => string): TranslatableMail {
  return translatable((locale) => {
    const written = mail.translate(locale)
    return { subject: written.subject, text: `${written.text}\n\n${paragraph(LANGUAGES[locale])}` }
  })
}

/** A recovery's mail with the hold it started (docs/decisions/122) said at its end; unchanged when none started. */
export function withRecoveryHold(mail: TranslatableMail, until: Date | null): TranslatableMail {
  return until ? withParagraph(mail, (language) => language.paragraphs.recoveryHold(until)) : mail
}

/** A staff action's mail, with a paragraph about the passkeys it removed (none: the mail as it was). */
export function mailWithPasskeysRevoked(mail: TranslatableMail, revoked: number): TranslatableMail {
  return revoked > 0 ? withParagraph(mail, (language) => language.paragraphs.passkeysRevoked(revoked)) : mail
}
