import './lib/zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadFirstScreen } from './app/first-screen'
import { rememberWhenPageCloses, signOutIfTabWasClosed } from './features/auth/closing-tab'
import { createQueryClient } from './lib/query-client'
import { signOutOnUnauthorized } from './lib/session'
import { recordPageLoad } from './lib/tab-history'
import './index.css'

// The closing-tab rule runs before anything shows (index.html displays 'Initializing...' meanwhile).
rememberWhenPageCloses()
recordPageLoad()
await signOutIfTabWasClosed()

const queryClient = createQueryClient()
// A 401 from any API call ends the session in the page too, from the first request on.
signOutOnUnauthorized(queryClient)
preloadFirstScreen(queryClient, window.location.pathname)
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
)
