/** Part 2 §9: how long the staff profile shows its messages and keeps a finished dialog open. */
export const STAFF_TIMINGS = { generalBannerMs: 3000, noteMessageMs: 3000, passwordMessageMs: 4000, dialogCloseMs: 1500 } as const
