import { preloadRoute } from './app/route-modules'

// The page's first script, kept small (index.html): for a customer page it starts loading that page and the dashboard
// frame at once, beside the app's own code, instead of after the app has loaded and run
// (docs/decisions/068-overview-first-paint.md). The app (main.tsx) is index.html's next script.
void preloadRoute(window.location.pathname)?.catch(() => undefined)
