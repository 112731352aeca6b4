/**
 * The plain limits of the notifications bell, without zod: every signed-in screen shows the bell and need not load the
 * validation library for it. `notifications.ts` re-exports them with the schemas.
 */

/** Part 1 §9: at most 10 notifications plus deposits of the last 7 days (at most 20), newest first, cut to 15. */
export const NOTIFICATION_LIMITS = { notifications: 10, deposits: 20, depositDays: 7, shown: 15, pollMs: 30_000 } as const
