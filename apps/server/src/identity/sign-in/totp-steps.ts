import { Secret, TOTP } from 'otpauth'
import type { DbOrTx } from '../../db/client.ts'
import { authRepository } from './sign-in.repository.ts'
import { TOTP_PERIOD_SECONDS } from './totp-settings.ts'

/** Codes from one step before or after the current one are accepted (clock drift); better-auth checks the same window. */
const TOTP_WINDOW = 1

/**
 * The HMAC key of a stored (decrypted) authenticator secret, read the way better-auth's twoFactor plugin reads it:
 * `base32:` and the base32 key an authenticator app was given (the CLI, the demo data), or text whose UTF-8 bytes are
 * the key (the enrolment in Settings). Sign-in and every step-up read secrets through this one function.
 */
export function totpKeyOf(storedSecret: string): Secret {
  return storedSecret.startsWith('base32:') ? Secret.fromBase32(storedSecret.slice(7).toUpperCase()) : Secret.fromUTF8(storedSecret)
}

/** The time step a code belongs to for this stored secret, within the accepted window, or null when it matches none. */
export function totpStepOf(storedSecret: string, code: string, now: number = Date.now()): number | null {
  const delta = TOTP.validate({ token: code, secret: totpKeyOf(storedSecret), period: TOTP_PERIOD_SECONDS, timestamp: now, window: TOTP_WINDOW })
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta
}

/**
 * Uses up one of the account's TOTP time steps: false when it, or a later one, was used already. Sign-in and every
 * step-up (unfreezing, the anti-phishing code, the address allowlist, passkeys) share this one column, so a code seen
 * once cannot be used again at either.
 */
export function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  return authRepository.claimTotpStep(db, userId, step)
}
