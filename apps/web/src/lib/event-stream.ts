import { useEffect, useRef, useSyncExternalStore } from 'react'

/** The server's event stream for the signed-in user (`event: transaction`, and for a worker `event: announcement`). */
export const EVENTS_URL = '/api/events'

export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'error'
type Handler = (data: unknown) => void

/**
 * One Server-Sent Events connection per page, shared by every screen that listens: it opens with the first
 * listener and closes shortly after the last one leaves (so moving between two screens that both listen keeps it).
 * The browser reconnects by itself after a dropped connection; the status says 'error' until it is open again.
 */
const handlers = new Map<string, Set<Handler>>()
const statusListeners = new Set<() => void>()
let source: EventSource | null = null
let attached = new Set<string>()
let status: EventStreamStatus = 'idle'
let closeTimer: ReturnType<typeof setTimeout> | undefined

/** How long the connection outlives its last listener, so that a route change does not reconnect. */
const LINGER_MS = 1_000

function setStatus(next: EventStreamStatus) {
  if (status === next) return
  status = next
  for (const listener of [...statusListeners]) listener()
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function attach(name: string) {
  if (!source || attached.has(name)) return
  attached.add(name)
  source.addEventListener(name, (event) => {
    const data = parse((event as MessageEvent<string>).data)
    for (const handler of [...(handlers.get(name) ?? [])]) handler(data)
  })
}

function open() {
  clearTimeout(closeTimer)
  closeTimer = undefined
  if (source) return
  source = new EventSource(EVENTS_URL, { withCredentials: true })
  attached = new Set()
  setStatus('connecting')
  source.onopen = () => setStatus('open')
  source.onerror = () => setStatus('error')
  for (const name of handlers.keys()) attach(name)
}

function closeWhenUnused() {
  if ([...handlers.values()].some((set) => set.size > 0)) return
  clearTimeout(closeTimer)
  closeTimer = setTimeout(() => {
    closeTimer = undefined
    if ([...handlers.values()].some((set) => set.size > 0) || !source) return
    source.close()
    source = null
    attached = new Set()
    setStatus('idle')
  }, LINGER_MS)
}

/** Calls `handler` with the parsed data of every `event: name` of the stream. Returns the function that stops it. */
export function subscribeToServerEvent(name: string, handler: Handler): () => void {
  let set = handlers.get(name)
  if (!set) {
    set = new Set()
    handlers.set(name, set)
  }
  set.add(handler)
  open()
  attach(name)
  return () => {
    set.delete(handler)
    closeWhenUnused()
  }
}

export function eventStreamStatus(): EventStreamStatus {
  return status
}

function subscribeToStatus(listener: () => void): () => void {
  statusListeners.add(listener)
  return () => statusListeners.delete(listener)
}

/** Listens to one kind of server event while the component is mounted; the latest `handler` is always the one called. */
export function useServerEvent(name: string, handler: Handler) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => subscribeToServerEvent(name, (data) => latest.current(data)), [name])
}

/** The shared connection's state, for a 'reconnecting' message. */
export function useEventStreamStatus(): EventStreamStatus {
  return useSyncExternalStore(subscribeToStatus, eventStreamStatus, eventStreamStatus)
}
