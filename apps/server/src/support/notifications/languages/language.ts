import type { Locale } from '@wallet/shared/locales'
import { AUTH_EMAILS, CUSTOMER_EMAILS, MAIL_PARAGRAPHS, PROTECTION_EMAILS, SECURITY_EMAILS, type MailText } from '../emails.ts'
import { CUSTOMER_NOTICES } from '../customer-messages.ts'
import type { LocaleFormat } from '../locale-format.ts'

/**
 * Everything the server writes to a customer, in one language: every mail, the paragraphs some mails end with, the
 * head and foot of every mail, and every notice of the bell (docs/decisions/155 and 160). English is the source
 * (emails.ts, customer-messages.ts); each other language has the same entries with the same arguments, so that a text
 * missing in one language does not compile. Domain words as in docs/i18n/glossary.md.
 */
export const ENGLISH_MAILS = { ...AUTH_EMAILS, ...CUSTOMER_EMAILS, ...PROTECTION_EMAILS, ...SECURITY_EMAILS }

/** The same entries as `Source`, each a text or a function of the same arguments (not the English literal types). */
type SameShape<Source, Text> = { [K in keyof Source]: Source[K] extends (...args: infer A) => Text ? (...args: A) => Text : Text }

export type Mails = SameShape<typeof ENGLISH_MAILS, MailText>
export type NoticeTexts = SameShape<typeof CUSTOMER_NOTICES, string>

export interface Language {
  mails: Mails
  paragraphs: { [K in keyof typeof MAIL_PARAGRAPHS]: (typeof MAIL_PARAGRAPHS)[K] }
  layout: { antiPhishingLine: (code: string) => string; footer: string }
  notices: NoticeTexts
}

/** A language's texts, written with its formats (amounts, dates, left-to-right pieces). */
export type LanguageTexts = (format: LocaleFormat) => Language

export type Languages = Record<Locale, Language>
