/**
 * The page's CSP forbids eval (`script-src 'self'`), so zod's compiled parsers cannot run here anyway. Told so, zod
 * does not try `new Function` to find out, which the browser reports as a CSP violation on every page that validates.
 * Imported first by main.tsx, before any schema loads.
 * zod keeps its settings in `globalThis.__zod_globalConfig` and makes that object only when it is missing: setting it
 * here configures zod without loading any of zod with the first screen (zod comes with the forms, later;
 * docs/decisions/068-overview-first-paint.md). zod-config.test.ts checks that zod sees it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true })

export {}
