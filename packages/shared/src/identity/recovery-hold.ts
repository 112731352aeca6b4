/**
 * After a recovery of an account (a password reset by mail or by support, a second-factor reset, a staff unfreeze),
 * withdrawals and sends wait for RECOVERY_HOLD_HOURS (docs/decisions/122). Swaps and staking stay open: no money
 * leaves the account through them. Times are given as `lockTimeText` gives them (UTC, to the minute).
 */
export const RECOVERY_HOLD_TEXTS = {
  /** The money routes' refusal (403 RECOVERY_HOLD), and the banner above the send and withdrawal forms. */
  refusal: (until: string) => `Withdrawals and sends are paused until ${until} because your account was recovered. Swaps and staking stay open.`,
  /** The paragraph a recovery's mail ends with. */
  mailed: (until: string) => `For your safety, withdrawals and sends from your account are paused until ${until}. Swaps and staking stay open.`,
} as const
