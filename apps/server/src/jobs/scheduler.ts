import type { FastifyBaseLogger } from 'fastify'

export interface Job {
  name: string
  intervalMs: number
  /** Claims its own work (FOR UPDATE SKIP LOCKED or a unique bucket), so running on N instances is safe. */
  run(): Promise<unknown>
}

/** The timers the scheduler sets: the system's by default, a manual clock in tests so that no test waits for real time. */
export interface SchedulerClock {
  now(): number
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(timer: unknown): void
}

const systemClock: SchedulerClock = {
  now: () => Date.now(),
  // unref: a scheduled run never keeps the process alive by itself.
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
}

export interface Scheduler {
  /** Stops scheduling and waits for runs in progress: each job stops between two runs, never inside one. */
  stop(): Promise<void>
  /** Until `stop` is called. */
  running(): boolean
}

/** One finished run: its job, whether it succeeded, and how late it started after it was due (the metrics). */
export interface JobRun {
  job: string
  ok: boolean
  lagMs: number
}

/**
 * An in-process scheduler: each job runs soon after start, then again `intervalMs` after its previous run
 * ended (never two runs of one job at once in an instance). A failing run is logged and retried next time.
 */
export function startScheduler(
  jobs: Job[],
  log: Pick<FastifyBaseLogger, 'error' | 'debug'>,
  clock: SchedulerClock = systemClock,
  onRun: (run: JobRun) => void = () => {},
): Scheduler {
  let stopped = false
  const timers = new Set<unknown>()
  const running = new Set<Promise<void>>()

  function schedule(job: Job, delayMs: number) {
    if (stopped) return
    const dueAt = clock.now() + delayMs
    const timer = clock.setTimeout(() => {
      timers.delete(timer)
      const lagMs = Math.max(0, clock.now() - dueAt)
      const run = job
        .run()
        .then((result) => {
          log.debug({ job: job.name, result }, 'job ran')
          onRun({ job: job.name, ok: true, lagMs })
        })
        .catch((err: unknown) => {
          log.error({ err, job: job.name }, 'job failed')
          onRun({ job: job.name, ok: false, lagMs })
        })
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
    running: () => !stopped,
  }
}
