import type { QueryClient } from '@tanstack/react-query'
import type { SessionState } from '@wallet/shared/identity/sign-in'
import { sessionQueries } from '@/lib/session'
import { saveOnAccount, unsaved } from './account-locale'
import { activateLocale, type PageLocale, storeLocale } from './i18n'

/** The language chosen with a switcher: shown at once, kept in the browser, and saved on the account when signed in. */
export async function chooseLocale(locale: PageLocale, queryClient: QueryClient): Promise<void> {
  storeLocale(locale)
  await activateLocale(locale)
  const signedIn = Boolean(queryClient.getQueryData<SessionState>(sessionQueries.key)?.user)
  // The pseudo-language is the developers' own: never saved on an account.
  if (locale === 'pseudo') return
  if (!signedIn) {
    unsaved.set(true)
    return
  }
  await saveOnAccount(locale)
  // Everything the server wrote in the account's language (the bell's notices, docs/decisions/160) is asked for again,
  // the session with it.
  await queryClient.invalidateQueries()
}
