import { CUSTOMER_NOTICES } from '../customer-messages.ts'
import { MAIL_PARAGRAPHS } from '../emails.ts'
import { LOCALE_FORMATS } from '../locale-format.ts'
import { ar } from './ar.ts'
import { es } from './es.ts'
import { ENGLISH_MAILS, type Languages } from './language.ts'

export type { Language, Mails, NoticeTexts } from './language.ts'

/** Every language's mails and notices (docs/decisions/155 and 160). */
export const LANGUAGES: Languages = {
  en: {
    mails: ENGLISH_MAILS,
    paragraphs: MAIL_PARAGRAPHS,
    layout: {
      antiPhishingLine: (code) => `Your anti-phishing code: ${code}`,
      footer: 'Wallet will never ask for your password, your verification codes or your recovery phrase by email.',
    },
    notices: CUSTOMER_NOTICES,
  },
  es: es(LOCALE_FORMATS.es),
  ar: ar(LOCALE_FORMATS.ar),
}
