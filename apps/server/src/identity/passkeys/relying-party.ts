import { isIP } from 'node:net'

/** Who the passkeys belong to (the WebAuthn relying party) and the pages that may use them. */
export interface RelyingParty {
  name: string
  /** The domain passkeys are bound to: PUBLIC_URL's host name. */
  id: string
  /** The app's origins on that domain: a browser's passkey answer must come from one of them. */
  origins: string[]
}

/**
 * The relying party from the configuration: PUBLIC_URL's host name, and the trusted origins on it. Browsers refuse
 * passkeys on an IP address, so a development PUBLIC_URL such as http://127.0.0.1:3000 binds them to localhost (one of
 * the app's own origins outside production, env.ts: trustedOrigins).
 */
export function relyingPartyOf(publicUrl: string, trustedOrigins: string[]): RelyingParty {
  const host = new URL(publicUrl).hostname
  const id = isIP(host.replace(/^\[|\]$/g, '')) === 0 ? host : 'localhost'
  const origins = trustedOrigins.filter((origin) => {
    const originHost = new URL(origin).hostname
    return originHost === id || originHost.endsWith(`.${id}`)
  })
  return { name: 'Wallet', id, origins }
}
