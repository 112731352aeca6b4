import type { ServerResponse } from 'node:http'

/**
 * What one stream may hold for a client that does not read (about 200 events). Past it the stream is dropped, and the
 * browser reconnects once it reads again: a thousand stalled clients cost at most 64 MB.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024

type Release = () => unknown

/**
 * One client's event stream, from the moment its request is handled (docs/decisions/134-event-stream-lifecycle.md):
 * - whatever is taken for it (subscriptions, timers) is released exactly once when it closes, whether the client
 *   leaves during set-up or later, or the server ends it; something taken after it closed is released at once;
 * - until `start`, what is written waits (the answer's head is not sent yet), and an `end` only closes it: `start`
 *   then sends the head and what waited, and ends the answer;
 * - writes respect backpressure: while `write()` has returned false and no `drain` has come, a heartbeat is skipped
 *   (the client is behind, not idle), and a stream whose unsent bytes would pass `maxBufferedBytes` is dropped.
 */
export class EventStream {
  private readonly held: Release[] = []
  private waiting = ''
  private started = false
  private backedUp = false
  #closed = false

  constructor(
    private readonly res: ServerResponse,
    private readonly onClose: () => void,
    private readonly maxBufferedBytes = MAX_BUFFERED_BYTES,
  ) {
    res.on('close', () => this.close())
    res.on('drain', () => (this.backedUp = false))
    // It left before this ran (during the route's guards): its 'close' has come and gone.
    if (res.destroyed) this.close()
  }

  get closed(): boolean {
    return this.#closed
  }

  /** Keeps `release` until the stream closes; runs it at once if it has. */
  hold(release: Release): void {
    if (this.#closed) void release()
    else this.held.push(release)
  }

  /** Sends the answer's head, `preamble` and whatever waited; a stream ended during set-up is ended here. */
  start(head: Record<string, string>, preamble: string): void {
    if (this.res.destroyed) return
    this.started = true
    this.res.writeHead(200, head)
    this.send(preamble + this.waiting)
    this.waiting = ''
    if (this.#closed) this.res.end()
  }

  write(chunk: string): void {
    if (this.#closed) return
    if (!this.started) this.waiting += chunk
    else this.send(chunk)
  }

  /** A keep-alive: not written while earlier writes still wait for the client. */
  heartbeat(chunk: string): void {
    if (!this.backedUp) this.write(chunk)
  }

  /** Ends the stream from the server's side, with `lastWords` (a `retry`) if given. */
  end(lastWords = ''): void {
    if (this.#closed) return
    this.write(lastWords)
    this.close()
    if (this.started) this.res.end()
  }

  /** Releases everything taken for the stream, leaving the answer as it is. */
  close(): void {
    if (this.#closed) return
    this.#closed = true
    for (const release of this.held.splice(0)) void release()
    this.onClose()
  }

  private send(chunk: string): void {
    if (!chunk || this.res.destroyed) return
    if (this.res.writableLength + Buffer.byteLength(chunk) > this.maxBufferedBytes) {
      this.res.destroy()
      this.close()
      return
    }
    if (!this.res.write(chunk)) this.backedUp = true
  }
}
