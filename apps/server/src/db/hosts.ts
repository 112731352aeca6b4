/**
 * A PostgreSQL URL that may name several hosts, as libpq allows:
 * `postgres://user:secret@h1:5432,h2:5432/wallet?target_session_attrs=read-write`.
 * node-postgres takes one host per URL, so the pool is given one URL per host and tries them in turn
 * (docs/decisions/131-multi-host-database-url.md).
 */
export interface DatabaseHosts {
  /** One single-host URL per host, in the order given; `target_session_attrs` removed. */
  urls: string[]
  /** `target_session_attrs=read-write` (or `primary`): a connection to a server that is read-only is refused. */
  readWrite: boolean
}

const URL_SHAPE = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/

export function parseDatabaseHosts(url: string): DatabaseHosts {
  const match = URL_SHAPE.exec(url)
  if (!match) return { urls: [url], readWrite: false }
  const [, scheme, userInfo, hostList, rest] = match as unknown as [string, string, string | undefined, string, string]
  const [pathPart, query = ''] = splitOnce(rest, '?')
  const params = new URLSearchParams(query)
  const attrs = params.get('target_session_attrs') ?? 'any'
  if (!['any', 'read-write', 'primary'].includes(attrs)) {
    throw new Error(`DATABASE_URL: target_session_attrs=${attrs} is not supported (use read-write, primary or any)`)
  }
  params.delete('target_session_attrs')
  const tail = pathPart + (params.size > 0 ? `?${params.toString()}` : '')
  const hosts = hostList.split(',').filter((h) => h !== '')
  const urls = (hosts.length > 0 ? hosts : ['']).map((host) => `${scheme}${userInfo === undefined ? '' : `${userInfo}@`}${host}${tail}`)
  return { urls, readWrite: attrs !== 'any' }
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator)
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)]
}
