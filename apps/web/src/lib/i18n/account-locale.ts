import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SessionState } from '@wallet/shared/identity/sign-in'
import type { Locale } from '@wallet/shared/locales'
import { api } from '@/lib/api-client'
import { sessionQueries, useSession } from '@/lib/session'
import { activateLocale, currentLocale, initialLocale, loadCatalogue, storedLocale, storeLocale } from './i18n'

/**
 * Which language the page shows (docs/decisions/153): a first visit follows the browser's languages (its
 * Accept-Language); a choice on the sign-in screen or in Settings is kept in the browser and saved on the account, so
 * the server writes the account's mails in it too; signed in, the account's language wins over the browser's.
 */

/** A choice made while signed out, saved on the account at the next sign-in. */
const UNSAVED_KEY = 'wallet.locale-unsaved'
export const unsaved = {
  get: () => safely(() => localStorage.getItem(UNSAVED_KEY) === '1'),
  set: (on: boolean) => safely(() => (on ? localStorage.setItem(UNSAVED_KEY, '1') : localStorage.removeItem(UNSAVED_KEY))),
}
function safely<T>(run: () => T): T | undefined {
  try {
    return run()
  } catch {
    return undefined
  }
}

export const saveOnAccount = (locale: Locale) => api.PUT('/api/account/locale', { body: { locale } })

/**
 * Before the first render: the catalogue of the signed-out screens and of the messages, in the language of a first
 * visit, then of the account once the session (which main.tsx is already asking for) is known.
 */
export async function startLanguage(queryClient: QueryClient, session: Promise<unknown>): Promise<void> {
  const first = loadCatalogue('sign-in', 'messages')
  await session
  const account = queryClient.getQueryData<SessionState>(sessionQueries.key)?.user?.locale
  await first.catch(() => undefined)
  await activateLocale(account && !unsaved.get() ? account : initialLocale())
}

/**
 * Once signed in: a language chosen before signing in is saved on the account; otherwise the account's language is
 * shown (and kept in the browser for the next visit's sign-in screen).
 */
export function useAccountLocale(): void {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const account = user?.locale
  // An account still owing its new password or its authenticator app may do nothing else yet: it is saved after.
  const signedIn = Boolean(user) && !user?.requiresPasswordChange && !user?.authenticatorRequired
  useEffect(() => {
    if (!signedIn) return
    const shown = currentLocale()
    if (unsaved.get() || !account) {
      if (shown === 'pseudo') return
      unsaved.set(false)
      // Saved, what the server writes in the account's language (the bell) is asked for again in the one shown.
      if (shown !== account)
        void saveOnAccount(shown)
          .then(() => queryClient.invalidateQueries())
          .catch(() => undefined)
      return
    }
    if (account !== shown && storedLocale() !== 'pseudo') {
      storeLocale(account)
      void activateLocale(account)
    }
  }, [signedIn, account, queryClient])
}
