import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

const userRef = () => users.id

/**
 * The devices an account has signed in from (docs/decisions/033): a sign-in from a device not in this list mails the
 * customer. Kept apart from better-auth's sessions, which expire and are deleted.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    /** HMAC of the device's browser, system and network: the same device gives the same key. */
    deviceKey: text('device_key').notNull(),
    browser: text('browser').notNull(),
    system: text('system').notNull(),
    ipAddress: text('ip_address'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('known_devices_user_key_unique').on(t.userId, t.deviceKey)],
)

/** The one-click "This wasn't me" links of new-device mails: only a hash of each token, usable once, for 24 hours. */
export const freezeLinks = pgTable(
  'freeze_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freeze_links_user_idx').on(t.userId), check('freeze_links_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`)],
)
