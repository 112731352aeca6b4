import { DirectionProvider } from '@radix-ui/react-direction'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { directionOf } from '@wallet/shared/locales'
import { type ReactNode, useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { useAccountLocale } from '@/lib/i18n/account-locale'
import { useLocale } from '@/lib/i18n/use-t'
import { createQueryClient } from '@/lib/query-client'
import { signOutOnUnauthorized } from '@/lib/session'

/**
 * `queryClient`: the page's own, which has already started the first screen's queries (main.tsx), and whose 401s
 * already end the session (`signOutOnUnauthorized`); without it a new one, watched here.
 */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient())
  // A 401 from any API call ends the session in the page too; the route guards then send the user to /login.
  useEffect(() => (given ? undefined : signOutOnUnauthorized(queryClient)), [given, queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <AccountLocale />
      <BrowserRouter>
        <PageDirection>{children}</PageDirection>
      </BrowserRouter>
    </QueryClientProvider>
  )
}

/**
 * Every Radix part (menus, dialogs, popovers, tabs) reads its direction from here: without it Radix writes dir="ltr"
 * on its own roots and menus, which turns an Arabic page's dropdowns back to left to right.
 */
function PageDirection({ children }: { children: ReactNode }) {
  return <DirectionProvider dir={directionOf(useLocale())}>{children}</DirectionProvider>
}

/** The account's language, once signed in (lib/i18n/account-locale.ts). */
function AccountLocale() {
  useAccountLocale()
  return null
}
