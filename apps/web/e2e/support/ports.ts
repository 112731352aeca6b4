/** Where the browser tests reach the app under test and the mail capture. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100)
export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3101)
export const APP_URL = `http://127.0.0.1:${APP_PORT}`
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`
