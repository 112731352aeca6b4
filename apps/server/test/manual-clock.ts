import type { SchedulerClock } from '../src/jobs/scheduler.ts'

export interface ManualClock extends SchedulerClock {
  /** Moves time on by `ms`, running every timer that comes due, earliest first. */
  advance(ms: number): void
  /** How many timers are set and not yet run or cleared. */
  readonly pending: number
  /** Resolves once `count` timers are set: e.g. once jobs have finished their runs and set their next ones. */
  whenPending(count: number): Promise<void>
}

/** A clock that moves only when the test says so: timers run in `advance`, never by themselves. */
export function manualClock(): ManualClock {
  let now = 0
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  const waiters: Array<{ count: number; resolve: () => void }> = []

  const settleWaiters = () => {
    for (const waiter of [...waiters]) {
      if (timers.size < waiter.count) continue
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }

  return {
    now: () => now,
    setTimeout(callback, delayMs) {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, delayMs), callback })
      settleWaiters()
      return id
    },
    clearTimeout(timer) {
      timers.delete(timer as number)
    },
    advance(ms) {
      const end = now + ms
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = end
    },
    get pending() {
      return timers.size
    },
    whenPending(count) {
      if (timers.size >= count) return Promise.resolve()
      return new Promise<void>((resolve) => waiters.push({ count, resolve }))
    },
  }
}
