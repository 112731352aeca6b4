import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Emails and IPs that must solve a captcha to sign in, after a failed attempt with invalid credentials. */
export const captchaRequirements = pgTable('captcha_requirements', {
  key: text('key').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
})

/** ALTCHA solutions already accepted; a replayed one is refused until its challenge expires. */
export const usedCaptchaSolutions = pgTable('used_captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
