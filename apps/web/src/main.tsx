import './lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadFirstScreen } from './app/first-screen'
import { startPage } from './app/page-start'
import { startLanguage } from './lib/i18n/account-locale'
import { nextTask } from './lib/page-thread'
import { createQueryClient } from './lib/query-client'
import { signOutOnUnauthorized } from './lib/session'

/**
 * The app's start, in tasks of its own: evaluating the app's code takes one task; React's root comes in the next, the
 * session lookup in another, and the first render in another once the first screen's code and session are in, so that
 * no one task holds the page's thread long (docs/decisions/068-overview-first-paint.md).
 */
async function start() {
  await nextTask()
  const root = createRoot(document.getElementById('root')!)

  // The closing-tab rule runs before anything shows (index.html displays 'Initializing...' meanwhile); boot.ts started it.
  await startPage()
  await nextTask()

  const queryClient = createQueryClient()
  // A 401 from any API call ends the session in the page too, from the first request on.
  signOutOnUnauthorized(queryClient)
  // While authentication state first loads the page shows index.html's 'Initializing...' (spec part 1 §2); the first
  // render waits for it and for the page's code, so that React renders the screen once instead of loading screens first.
  const firstScreen = preloadFirstScreen(queryClient, window.location.pathname).catch(() => undefined)
  // The page's language, and its catalogue, beside the first screen's code and data (docs/decisions/153).
  await Promise.all([firstScreen, startLanguage(queryClient, firstScreen).catch(() => undefined)])
  await nextTask()

  // As a transition, the first render yields to the browser every few milliseconds instead of holding it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  )
}

void start()
