import type { FastifyBaseLogger } from 'fastify'

export interface Job {
  name: string
  intervalMs: number
  /** Claims its own work (FOR UPDATE SKIP LOCKED or a unique bucket), so running on N instances is safe. */
  run(): Promise<unknown>
}

/** The timers the scheduler sets: the system's by default, a manual clock in tests so that no test waits for real time. */
export interface SchedulerClock {
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(timer: unknown): void
}

const systemClock: SchedulerClock = {
  // unref: a scheduled run never keeps the process alive by itself.
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
}

export interface Scheduler {
  /** Stops scheduling and waits for runs in progress. */
  stop(): Promise<void>
}

/**
 * An in-process scheduler: each job runs soon after start, then again `intervalMs` after its previous run
 * ended (never two runs of one job at once in an instance). A failing run is logged and retried next time.
 */
export function startScheduler(jobs: Job[], log: Pick<FastifyBaseLogger, 'error' | 'debug'>, clock: SchedulerClock = systemClock): Scheduler {
  let stopped = false
  const timers = new Set<unknown>()
  const running = new Set<Promise<void>>()

  function schedule(job: Job, delayMs: number) {
    if (stopped) return
    const timer = clock.setTimeout(() => {
      timers.delete(timer)
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, result }, 'job ran'))
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(run)
          schedule(job, job.intervalMs)
        })
      running.add(run)
    }, delayMs)
    timers.add(timer)
  }

  // Spread first runs a little so that instances started together do not all hit the database at once.
  for (const job of jobs) schedule(job, Math.floor(Math.random() * 1000))

  return {
    async stop() {
      stopped = true
      for (const t of timers) clock.clearTimeout(t)
      timers.clear()
      await Promise.allSettled([...running])
    },
  }
}
