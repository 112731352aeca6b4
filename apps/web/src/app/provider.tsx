import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { signOutOnUnauthorized } from '@/lib/session'

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  // A 401 from any API call ends the session in the page too; the route guards then send the user to /login.
  useEffect(() => signOutOnUnauthorized(queryClient), [queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  )
}
