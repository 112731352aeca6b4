import { describe, expect, it } from 'vitest'
import { manualClock } from '../../test/manual-clock.ts'
import { startScheduler, type JobRun } from './scheduler.ts'

const quiet = { error: () => {}, debug: () => {} }

describe('job scheduler', () => {
  it('runs each job repeatedly, never overlapping itself, keeps going after a failure and stops cleanly', async () => {
    // Time moves only when the test advances this clock; a run of the slow job lasts until the test ends it.
    const clock = manualClock()
    let runs = 0
    let active = 0
    let maxActive = 0
    let failures = 0
    let endSlowRun = () => {}
    const errors: unknown[] = []
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          intervalMs: 5,
          run: async () => {
            active++
            maxActive = Math.max(maxActive, active)
            await new Promise<void>((resolve) => (endSlowRun = resolve))
            active--
            runs++
          },
        },
        {
          name: 'failing',
          intervalMs: 5,
          run: async () => {
            failures++
            throw new Error('boom')
          },
        },
      ],
      { ...quiet, error: (e: unknown) => errors.push(e) },
      clock,
    )
    expect(clock.pending).toBe(2)

    // First runs start within the first second. Then three rounds: while a slow run is in progress, intervals pass
    // and the failing job runs again each time (its failure logged), but no second slow run starts.
    clock.advance(1_000)
    for (let round = 0; round < 3; round++) {
      for (let interval = 0; interval < 3; interval++) {
        await clock.whenPending(1) // the failing job has failed, been logged and set its next run
        clock.advance(5)
      }
      await clock.whenPending(1)
      endSlowRun()
      await clock.whenPending(2) // the slow job has finished and set its next run too
      clock.advance(5)
    }

    // Stopping while a slow run is in progress waits for that run and sets nothing new.
    await clock.whenPending(1)
    const stopping = scheduler.stop()
    let stopped = false
    void stopping.then(() => (stopped = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    endSlowRun()
    await stopping
    const after = runs
    clock.advance(60_000)
    expect(clock.pending).toBe(0)
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(maxActive).toBe(1)
    expect(failures).toBeGreaterThanOrEqual(2)
    expect(errors.length).toBe(failures)
    expect(runs).toBe(after)
    expect(active).toBe(0)
  })

  it('reports each run with its outcome and how late it started, and says whether it is running', async () => {
    const clock = manualClock()
    const runs: JobRun[] = []
    const scheduler = startScheduler(
      [
        { name: 'fine', intervalMs: 10, run: async () => {} },
        { name: 'broken', intervalMs: 10, run: async () => Promise.reject(new Error('boom')) },
      ],
      quiet,
      clock,
      (run) => runs.push(run),
    )
    expect(scheduler.running()).toBe(true)
    clock.advance(1000)
    await clock.whenPending(2)
    expect(runs.sort((a, b) => a.job.localeCompare(b.job))).toEqual([
      { job: 'broken', ok: false, lagMs: 0 },
      { job: 'fine', ok: true, lagMs: 0 },
    ])
    await scheduler.stop()
    expect(scheduler.running()).toBe(false)
  })
})
