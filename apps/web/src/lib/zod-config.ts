import { config } from 'zod/v4/core'

/**
 * The page's CSP forbids eval (`script-src 'self'`), so zod's compiled parsers cannot run here anyway. Told so, zod
 * does not try `new Function` to find out, which the browser reports as a CSP violation on every page that validates.
 * Imported first by main.tsx, before any schema loads.
 */
config({ jitless: true })
