/**
 * The signer runs on a machine with no network, and must not be able to reach one should it ever have one
 * (docs/decisions/145-the-signer-loads-no-network-code.md). Installed by cli.ts before anything else loads: from
 * then on, importing or requiring a networking module (or the server, or a database driver) fails, and the global
 * fetch and WebSocket throw. Node's own internals (the standard input's stream) do not pass through these hooks.
 */
import { registerHooks } from 'node:module'

const NETWORK_BUILTINS = ['net', 'http', 'https', 'http2', 'tls', 'dgram', 'dns', 'dns/promises', 'child_process', 'cluster']
const FORBIDDEN_PACKAGES = ['undici', 'ws', 'isows', 'pg', '@electric-sql/pglite', '@wallet/server']

/**
 * Whether a module the signer must never load: a networking built-in, a client or database package, or the server,
 * named by an import specifier ("node:net", "pg/lib/client") or by a resolved path or URL (…/node_modules/ws/…,
 * …/apps/server/…).
 */
export function isForbiddenModule(specifierOrPath: string): boolean {
  const name = specifierOrPath.replace(/^node:/, '')
  if (NETWORK_BUILTINS.includes(name) || /(^|\/)apps\/server(\/|$)/.test(name)) return true
  return FORBIDDEN_PACKAGES.some((p) => name === p || name.startsWith(`${p}/`) || name.includes(`/node_modules/${p}/`))
}

function refuse(what: string): never {
  throw new Error(`The offline signer does not use the network (${what}).`)
}

export function installOfflineGuard(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (isForbiddenModule(specifier)) refuse(`import of ${specifier}`)
      const resolved = nextResolve(specifier, context)
      if (isForbiddenModule(decodeURIComponent(resolved.url))) refuse(`import of ${resolved.url}`)
      return resolved
    },
  })
  for (const name of ['fetch', 'WebSocket', 'EventSource'] as const) {
    Object.defineProperty(globalThis, name, { configurable: false, get: () => refuse(name) })
  }
}
