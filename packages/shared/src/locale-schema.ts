import { z } from 'zod'
import { LOCALES } from './locales.ts'

/** PUT /api/account/locale: the language the account's screens, mails and notifications use. */
export const LocaleBody = z.object({ locale: z.enum(LOCALES, 'Choose a supported language.') })
export type LocaleBody = z.infer<typeof LocaleBody>
