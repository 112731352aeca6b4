/**
 * Work that runs after the answer was sent (mails, the password-reset lookup), so that how long a request takes
 * says nothing about the account it names. Failures are reported, never thrown at a caller. `drain()` waits for
 * what is still running (on close, before the database goes away).
 */
export function createBackgroundTasks(onError: (err: unknown, what: string) => void) {
  const pending = new Set<Promise<unknown>>()

  function track(promise: Promise<unknown>, what: string) {
    const settled = promise.then(
      () => undefined,
      (err: unknown) => onError(err, what),
    )
    pending.add(settled)
    void settled.finally(() => pending.delete(settled))
  }

  return {
    /** Starts `work` on a later tick. */
    run(what: string, work: () => Promise<unknown>) {
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(work), what)
    },
    /** Follows a promise already started elsewhere (better-auth's own background work). */
    track(promise: Promise<unknown>, what = 'background task') {
      track(promise, what)
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    get size() {
      return pending.size
    },
  }
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>
