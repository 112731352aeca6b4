import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { attemptLimitsRepository as repo } from './attempt-limits.repository.ts'

/** What is guessed: a password, or a step-up's second-factor code. Each has its own counters. */
export type AttemptKind = 'password' | 'step-up'

/** Who guesses: the account (a user id, or the typed email when no account has it) and the client's address. */
export interface AttemptSource {
  account: string
  ip: string
}

export interface AttemptLimitSettings {
  /** Attempts allowed per account, and per client address, within `windowSeconds`. */
  max: number
  windowSeconds: number
  /** Off in tests that check passwords many times (as better-auth's own limits are). */
  enabled: boolean
}

/**
 * Every password and step-up check outside better-auth's sign-in counts here, per account and per client address, in
 * the database table better-auth keeps its sign-in counters in (docs/decisions/127): every app instance sees the same
 * counts. Each attempt counts, right or wrong, as at sign-in; past the limit the answer is 429 RATE_LIMITED.
 */
export function createAttemptLimits({ db, settings, now = () => Date.now() }: { db: Db; settings: AttemptLimitSettings; now?: () => number }) {
  const windowMs = settings.windowSeconds * 1000
  return {
    async take(kind: AttemptKind, source: AttemptSource): Promise<void> {
      if (!settings.enabled) return
      const at = now()
      const keys = [`wallet:${kind}:account:${source.account}`, `wallet:${kind}:ip:${source.ip}`]
      const counts = await Promise.all(keys.map((key) => repo.count(db, key, settings.max, windowMs, at)))
      if (counts.some((n) => n > settings.max)) throw new AppError('RATE_LIMITED')
    },
  }
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>
