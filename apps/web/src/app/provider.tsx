import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { useAccountLocale } from '@/lib/i18n/account-locale'
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
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  )
}

/** The account's language, once signed in (lib/i18n/account-locale.ts). */
function AccountLocale() {
  useAccountLocale()
  return null
}
