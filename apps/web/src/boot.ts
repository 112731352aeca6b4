import { startPage } from './app/page-start'
import { preloadRoute } from './app/route-modules'
// The app's stylesheet belongs to the page itself: the build puts it into index.html (inline-css.ts).
import './index.css'

// The page's script (index.html), kept small: for a customer page it starts loading that page and the dashboard frame
// at once, beside the app itself (main.tsx, which index.html preloads), instead of after the app has loaded and run;
// and it runs the closing-tab rule while the app's code is still on its way (docs/decisions/068-overview-first-paint.md).
void preloadRoute(window.location.pathname)?.catch(() => undefined)
void startPage()
// The app runs in a task of its own rather than in this one, which also ends the page's parsing.
setTimeout(() => void import('./main'), 0)
