import './lib/zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { rememberWhenPageCloses, signOutIfTabWasClosed } from './features/auth/closing-tab'
import { recordPageLoad } from './lib/tab-history'
import './index.css'

// The closing-tab rule runs before anything shows (index.html displays 'Initializing...' meanwhile).
rememberWhenPageCloses()
recordPageLoad()
await signOutIfTabWasClosed()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
