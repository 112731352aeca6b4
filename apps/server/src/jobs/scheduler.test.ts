import { describe, expect, it } from 'vitest'
import { startScheduler } from './scheduler.ts'

const quiet = { error: () => {}, debug: () => {} }

describe('job scheduler', () => {
  it('runs each job repeatedly, never overlapping itself, keeps going after a failure and stops cleanly', async () => {
    let runs = 0
    let active = 0
    let maxActive = 0
    let failures = 0
    const errors: unknown[] = []
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          intervalMs: 5,
          run: async () => {
            active++
            maxActive = Math.max(maxActive, active)
            await new Promise((r) => setTimeout(r, 20))
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
    )
    await new Promise((r) => setTimeout(r, 1300))
    await scheduler.stop()
    const after = runs
    await new Promise((r) => setTimeout(r, 100))
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(maxActive).toBe(1)
    expect(failures).toBeGreaterThanOrEqual(2)
    expect(errors.length).toBe(failures)
    expect(runs).toBe(after)
    expect(active).toBe(0)
  })
})
