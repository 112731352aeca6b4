import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

const userRef = () => users.id

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id').primaryKey().references(userRef, { onDelete: 'cascade' }),
    kycStatus: text('kyc_status').notNull().default('not_started'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dob: date('dob'),
    country: text('country'),
    city: text('city'),
    postalCode: text('postal_code'),
    fullAddress: text('full_address'),
    kycSubmittedAt: timestamp('kyc_submitted_at', { withTimezone: true }),
    kycReviewedAt: timestamp('kyc_reviewed_at', { withTimezone: true }),
    kycReviewedBy: text('kyc_reviewed_by').references(userRef),
    /** Why staff rejected the last submission; the customer sees it until they submit again. */
    kycRejectionReason: text('kyc_rejection_reason'),
    dashboardNote: text('dashboard_note'),
    canSend: boolean('can_send').notNull().default(true),
    canSwap: boolean('can_swap').notNull().default(true),
    canBuy: boolean('can_buy').notNull().default(true),
    canSell: boolean('can_sell').notNull().default(true),
    canStake: boolean('can_stake').notNull().default(true),
    sendDisabledNote: text('send_disabled_note'),
    swapDisabledNote: text('swap_disabled_note'),
    buyDisabledNote: text('buy_disabled_note'),
    sellDisabledNote: text('sell_disabled_note'),
    stakeDisabledNote: text('stake_disabled_note'),
    assignedWorkerId: text('assigned_worker_id').references(userRef, { onDelete: 'set null' }),
    /** Set while the customer's own freeze holds (docs/decisions/034): no sign-in, no outgoing money. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    /** How the freeze was made: 'settings' or 'link' (the "This wasn't me" link of a new-device mail). */
    frozenVia: text('frozen_via'),
    /** Until when withdrawals and sends wait after a recovery of the account (docs/decisions/122). */
    recoveryHoldUntil: timestamp('recovery_hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_profiles_kyc_status_check', sql`${t.kycStatus} in ('not_started', 'pending', 'verified', 'rejected')`),
    check('user_profiles_frozen_via_check', sql`(${t.frozenAt} is null) = (${t.frozenVia} is null) and ${t.frozenVia} in ('settings', 'link')`),
    index('user_profiles_worker_idx').on(t.assignedWorkerId),
    // The KYC and unclaimed work queues, oldest first (docs/decisions/076).
    // The KYC work queue, in its order (docs/decisions/100).
    index('user_profiles_kyc_queue_idx')
      .on(sql`coalesce(${t.kycSubmittedAt}, ${t.createdAt})`, t.userId)
      .where(sql`${t.kycStatus} = 'pending'`),
    index('user_profiles_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.assignedWorkerId} is null`),
  ],
)

/** Which manager a worker belongs to. */
export const staff = pgTable(
  'staff',
  {
    workerId: text('worker_id').primaryKey().references(userRef, { onDelete: 'cascade' }),
    managerId: text('manager_id').notNull().references(userRef, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_manager_idx').on(t.managerId)],
)

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    address: text('address').notNull(),
    setBy: text('set_by').references(userRef),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.asset] })],
)

/** Staff-only notes on a customer: never shown to the customer, never edited or deleted (docs/decisions/073). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull().references(userRef, { onDelete: 'cascade' }),
    authorId: text('author_id').references(userRef, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_notes_body_length_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('customer_notes_customer_idx').on(t.customerId, t.createdAt),
  ],
)

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('kyc_documents_kind_check', sql`${t.kind} in ('identity', 'residence')`), index('kyc_documents_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Saved payment methods. No card number or CVV is ever stored (DESIGN principle 4):
 * only brand and last 4, and the expiry, holder and notes encrypted with AES-256-GCM (`*_enc`).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    cardBrand: text('card_brand'),
    last4: text('last4'),
    expiryEnc: text('expiry_enc'),
    holderEnc: text('holder_enc'),
    bankName: text('bank_name'),
    bankLast4: text('bank_last4'),
    notesEnc: text('notes_enc'),
    /** Added while the withdrawal allowlist held: no withdrawal to it before this moment (docs/decisions/126). Null: no lock. */
    usableAt: timestamp('usable_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_methods_type_check', sql`${t.type} in ('credit_card', 'bank_account')`), index('payment_methods_user_idx').on(t.userId, t.createdAt)],
)

export const cryptoBuyingLinks = pgTable(
  'crypto_buying_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    logoKey: text('logo_key'),
    createdBy: text('created_by').references(userRef),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crypto_buying_links_user_idx').on(t.userId, t.createdAt)],
)

export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(userRef, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.createdAt)],
)
