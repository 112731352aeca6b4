/**
 * Debian's Chromium, as every browser run here launches it (tests, screenshots, Lighthouse): headless, and with the
 * flags that keep it off a network the machine does not have (background fetches, updates, sync).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Playwright's launch options for it. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }
