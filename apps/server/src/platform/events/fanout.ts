import type { Database } from '../../db/client.ts'

/** What a notice is about (a user, a manager, a session) and what its subscribers are handed. */
export interface Keyed<E> {
  key: string
  event: E
}

export interface Fanout<E> {
  /** Calls `handler` with every notice of the channel for `key`. Resolves once the instance listens; returns the unsubscribe. */
  subscribe(key: string, handler: (event: E) => void): Promise<() => Promise<void>>
}

/**
 * One LISTEN on `channel` for the whole instance, each notice parsed once and handed only to the subscribers of its
 * key. Each open event stream subscribing on its own would cost every notice one parse per stream: with a thousand
 * streams, a thousand parses for each ledger row (docs/decisions/117-one-listener-per-channel.md).
 * `parse` answers null for a notice that is not for anyone, and a key of `ALL_KEYS` for one that is for everyone.
 * If the listening connection is lost (PostgreSQL), it listens anew by itself (every RELISTEN_AFTER_MS until it can), or
 * as the next subscriber comes; those already here hear its notices from then on (those sent meanwhile are missed).
 */
export function createFanout<E>(database: Pick<Database, 'listen'>, channel: string, parse: (raw: string) => Keyed<E> | null): Fanout<E> {
  const byKey = new Map<string, Set<(event: E) => void>>()
  let listening: Promise<unknown> | null = null
  const deliver = (raw: string) => {
    const notice = parse(raw)
    if (!notice) return
    // A copy, which also hands a notice for everyone once to a handler subscribed under several keys: a handler may
    // unsubscribe (its stream ends) while the notice is handed round.
    const handlers = notice.key === ALL_KEYS ? new Set([...byKey.values()].flatMap((set) => [...set])) : [...(byKey.get(notice.key) ?? [])]
    for (const handler of handlers) handler(notice.event)
  }
  let relisten: NodeJS.Timeout | null = null
  const listen = () => {
    const started = database.listen(channel, deliver, { onLost: lost })
    // A failed LISTEN is not kept: the next subscriber, or the next attempt, tries again.
    started.catch(() => {
      if (listening === started) listening = null
      if (byKey.size > 0) scheduleRelisten()
    })
    return started
  }
  /** The listening connection was lost (PostgreSQL restarted or failed over): those subscribed hear again once it is back. */
  function lost() {
    listening = null
    if (byKey.size > 0) scheduleRelisten()
  }
  function scheduleRelisten() {
    if (relisten) return
    relisten = setTimeout(() => {
      relisten = null
      if (listening || byKey.size === 0) return
      listening = listen()
    }, RELISTEN_AFTER_MS)
    relisten.unref()
  }

  return {
    async subscribe(key, handler) {
      listening ??= listen()
      await listening
      let handlers = byKey.get(key)
      if (!handlers) byKey.set(key, (handlers = new Set()))
      handlers.add(handler)
      return async () => {
        handlers.delete(handler)
        if (handlers.size === 0 && byKey.get(key) === handlers) byKey.delete(key)
      }
    },
  }
}

/** How soon a lost listening connection is opened again, and again while the database refuses. */
export const RELISTEN_AFTER_MS = 1000

/** A key no subscriber has: the notice is for every subscriber of the channel. */
export const ALL_KEYS = '\u0000all'
