/**
 * Where the process is in its life, for readiness and for refusing work while it stops
 * (docs/decisions/113-liveness-and-readiness.md, 114-graceful-shutdown.md): starting until the app listens and its jobs run, ready, then
 * stopping from the first SIGTERM on (never back).
 */
export type Phase = 'starting' | 'ready' | 'stopping'

export interface Lifecycle {
  readonly phase: Phase
  /** Whether the background jobs should be running in this process (JOBS_ENABLED). */
  readonly jobsExpected: boolean
  /** The running scheduler, once started. */
  jobs: { running(): boolean } | null
  ready(): void
  stopping(): void
}

export function createLifecycle(options: { phase?: Phase; jobsExpected: boolean }): Lifecycle {
  let phase: Phase = options.phase ?? 'starting'
  return {
    get phase() {
      return phase
    },
    jobsExpected: options.jobsExpected,
    jobs: null,
    ready() {
      if (phase === 'starting') phase = 'ready'
    },
    stopping() {
      phase = 'stopping'
    },
  }
}
