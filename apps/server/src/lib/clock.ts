/** The time the app measures lock periods on (docs/decisions/037): the system's, or one a test moves on. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface ShiftableClock extends Clock {
  /** Moves the clock on by `ms` (never back). */
  advance(ms: number): void
}

/** The system's time plus an offset that only moves forward: for tests, and for browser tests through TEST_CLOCK. */
export function shiftableClock(): ShiftableClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('A clock only moves forward')
      offset += ms
    },
  }
}
