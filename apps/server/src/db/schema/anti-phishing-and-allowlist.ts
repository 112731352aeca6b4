import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * The customer's own protections (docs/decisions/036, 037): the anti-phishing code every mail shows, and whether sends
 * go only to saved addresses. A row exists once the customer set one of them.
 */
export const accountProtection = pgTable('account_protection', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  antiPhishingCode: text('anti_phishing_code'),
  allowlistEnabled: boolean('allowlist_enabled').notNull().default(false),
  /** A turn-off waiting out the lock: the allowlist still holds until then. */
  allowlistOffAt: timestamp('allowlist_off_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Saved withdrawal addresses. A row is added awaiting its emailed confirmation (`confirmedAt` null, the code's HMAC
 * in `confirmationHash`); once confirmed it is usable from `usableAt`, and `usableMailedAt` records the mail saying so.
 */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    address: text('address').notNull(),
    /** The address as compared: lower case where the chain ignores case (addressKey). */
    addressKey: text('address_key').notNull(),
    label: text('label'),
    confirmationHash: text('confirmation_hash'),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    confirmationAttempts: integer('confirmation_attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    usableAt: timestamp('usable_at', { withTimezone: true }),
    usableMailedAt: timestamp('usable_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_addresses_user_asset_key_idx').on(t.userId, t.asset, t.addressKey),
    // The job's work: confirmed addresses whose lock has ended and whose mail is not sent yet.
    index('withdrawal_addresses_unmailed_idx')
      .on(t.usableAt)
      .where(sql`${t.usableMailedAt} is null and ${t.confirmedAt} is not null`),
    check('withdrawal_addresses_confirmed_check', sql`(${t.confirmedAt} is null) = (${t.usableAt} is null)`),
  ],
)
