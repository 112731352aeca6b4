import { SESSION_NOTICES, type Database } from '../../db/client.ts'
import type { SessionRecord } from './sign-in.repository.ts'

/** However reliable the notices, no entry is used for longer than this. */
const SESSION_CACHE_MAX_AGE_MS = 60_000
const SESSION_CACHE_MAX_ENTRIES = 50_000
/** After the listening connection fails, how long before listening again. */
const RELISTEN_AFTER_MS = 1_000

export interface SessionCache {
  /** The record cached for this session token, if any. */
  get(token: string): SessionRecord | undefined
  /** Take before reading a session from the database; `set` drops a record read before a later eviction. */
  ticket(): number
  set(token: string, record: SessionRecord, ticket: number): void
  /** Applies one notice of migration 0006's triggers: 's:<session id>', 'u:<user id>', or '*' for everything. */
  evict(notice: string): void
  /** Whether entries are kept: only while this instance is listening for the notices. */
  readonly active: boolean
  close(): Promise<void>
}

interface Entry {
  record: SessionRecord
  storedAt: number
}

export interface SessionCacheOptions {
  maxAgeMs?: number
  maxEntries?: number
  now?: () => number
  onListenerLost?: () => void
}

/**
 * The sessions this instance resolved recently (docs/decisions/063-session-cache.md), so that a signed-in request
 * costs no query to know its caller. Every change to a session row, or to the user fields a session carries (role,
 * ban, the password-change flag, name, email), is announced at commit by a trigger, whoever made it; each instance
 * evicts on the notice. The cache is empty and unused until the instance listens, and again whenever the listening
 * connection fails (notices may have been missed), until it listens anew.
 */
export function createSessionCache(database: Database, options: SessionCacheOptions = {}): SessionCache {
  const maxAgeMs = options.maxAgeMs ?? SESSION_CACHE_MAX_AGE_MS
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES
  const now = options.now ?? Date.now
  const byToken = new Map<string, Entry>()
  const tokenBySession = new Map<string, string>()
  const tokensByUser = new Map<string, Set<string>>()
  /** Bumped by every eviction: a read that started before one may hold what it evicted. */
  let generation = 0
  let active = false
  let closed = false
  let unlisten: (() => Promise<void>) | null = null
  let relisten: NodeJS.Timeout | null = null

  function forget(token: string) {
    const entry = byToken.get(token)
    if (!entry) return
    byToken.delete(token)
    tokenBySession.delete(entry.record.sessionId)
    const tokens = tokensByUser.get(entry.record.user.id)
    tokens?.delete(token)
    if (tokens?.size === 0) tokensByUser.delete(entry.record.user.id)
  }

  function clear() {
    generation++
    byToken.clear()
    tokenBySession.clear()
    tokensByUser.clear()
  }

  function evict(notice: string) {
    generation++
    if (notice === '*') return clear()
    const id = notice.slice(2)
    if (notice.startsWith('s:')) {
      const token = tokenBySession.get(id)
      if (token) forget(token)
    } else if (notice.startsWith('u:')) {
      for (const token of [...(tokensByUser.get(id) ?? [])]) forget(token)
    } else {
      clear()
    }
  }

  async function listen() {
    if (closed) return
    try {
      unlisten = await database.listen(SESSION_NOTICES, evict, {
        // This instance's own changes are evicted before their commit returns; other instances' as they are heard.
        ownWrites: true,
        onLost: () => {
          active = false
          unlisten = null
          clear()
          options.onListenerLost?.()
          scheduleRelisten()
        },
      })
      clear()
      active = !closed
    } catch {
      scheduleRelisten()
    }
  }

  function scheduleRelisten() {
    if (closed || relisten) return
    relisten = setTimeout(() => {
      relisten = null
      void listen()
    }, RELISTEN_AFTER_MS)
    relisten.unref()
  }

  const started = listen()

  return {
    get(token) {
      if (!active) return undefined
      const entry = byToken.get(token)
      if (!entry) return undefined
      if (now() - entry.storedAt >= maxAgeMs) {
        forget(token)
        return undefined
      }
      return entry.record
    },
    ticket: () => generation,
    set(token, record, ticket) {
      if (!active || ticket !== generation) return
      forget(token)
      byToken.set(token, { record, storedAt: now() })
      tokenBySession.set(record.sessionId, token)
      const tokens = tokensByUser.get(record.user.id) ?? new Set<string>()
      tokens.add(token)
      tokensByUser.set(record.user.id, tokens)
      // The oldest entry goes first (a Map keeps insertion order).
      if (byToken.size > maxEntries) forget(byToken.keys().next().value!)
    },
    evict,
    get active() {
      return active
    },
    async close() {
      closed = true
      active = false
      if (relisten) clearTimeout(relisten)
      await started
      await unlisten?.()
      clear()
    },
  }
}
