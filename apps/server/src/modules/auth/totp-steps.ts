import type { DbOrTx } from '../../db/client.ts'
import { authRepository } from './auth.repository.ts'

/**
 * Uses up one of the account's TOTP time steps: false when it, or a later one, was used already. Sign-in and every
 * step-up (unfreezing, the anti-phishing code, the address allowlist) share this one column, so a code seen once
 * cannot be used again at either.
 */
export function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  return authRepository.claimTotpStep(db, userId, step)
}
