import { ASSET_IDS, type AssetId } from '@wallet/shared/assets'
import type { CustomerActivityPage } from '@wallet/shared/back-office/audit'
import { type BanBody, type InternalNote, type PermissionsBody, type StaffCustomerProfile } from '@wallet/shared/back-office/customers'
import type { Db } from '../../db/client.ts'
import { AppError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password-hash.ts'
import type { AccountService } from '../../identity/accounts/accounts.service.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../audit/staff-action.ts'
import type { Ledger } from '../../money/ledger/ledger.service.ts'
import type { CustomersService } from './customers.service.ts'
import { customersRepository as repo, type CapabilityUpdate } from './customers.repository.ts'
import { customerNotesRepository as notesRepo } from './customer-notes.repository.ts'
import { PERMISSION_LABELS } from '../../support/notifications/customer-messages.ts'
import { mailWithPasskeysRevoked, translatedMail, withRecoveryHold } from '../../support/notifications/mail-translations.ts'
import { notice, noticeWithPasskeysRevoked } from '../../support/notifications/notices.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** 'Until lifted' is kept as a date a century away, so the profile can always say 'Banned until {date}'. */
const BAN_DAYS: Record<BanBody['duration'], number> = { lifted: 36_525, '1d': 1, '7d': 7, '30d': 30 }

export interface StaffProfileDeps {
  db: Db
  customers: CustomersService
  account: AccountService
  ledger: Ledger
  defineStaffAction: DefineStaffAction
  /** The deposit address of each asset of a customer (owned by the wallets module). */
  depositAddresses: (customerId: string) => Promise<Array<{ asset: string; address: string }>>
  /** The audit rows about a customer, a page at a time (owned by the audit module). */
  activityPage: (customerId: string, page: number) => Promise<CustomerActivityPage>
  /** The confirmation mail sign-up sends (better-auth's own link), sent again. */
  sendConfirmationEmail: (email: string) => Promise<void>
  /** The customer's statement, as the customer downloads it (owned by the transactions module). */
  statementCsv: (customerId: string) => AsyncGenerator<string>
  /** A mail that could not be sent: the action stands, the failure is logged. */
  onMailFailure: (err: unknown, what: string) => void
}

/**
 * The General tab of the staff customer profile (part 2 §2): the profile itself, ban and unban, KYC decisions,
 * the dashboard note, a password reset and the permission flags; and the support tools (docs/decisions/073): internal
 * notes, signing out everywhere, resending the email confirmation, the Activity tab and the statement. Every change is
 * a staff action.
 */
export function createStaffProfileService(deps: StaffProfileDeps) {
  const { db, customers, account, ledger, defineStaffAction, depositAddresses } = deps
  type Ctx<Input> = StaffActionContext<Input, 'customer'>
  const onCustomer = { permission: 'customers:manage', target: 'customer' } as const

  const ban = defineStaffAction({
    ...onCustomer,
    action: 'customer.ban',
    async run({ tx, target, input }: Ctx<BanBody>) {
      const before = await account.lockBan(tx, target.id)
      const until = new Date(Date.now() + BAN_DAYS[input.duration] * DAY_MS)
      const after = await account.ban(tx, target.id, until, input.reason?.trim() || null)
      return applied({ before, after, reason: after.reason, email: translatedMail('banned', until), result: { bannedUntil: after.until! } })
    },
  })

  const unban = defineStaffAction({
    ...onCustomer,
    action: 'customer.unban',
    async run({ tx, target }: Ctx<void>) {
      const before = await account.lockBan(tx, target.id)
      const after = await account.unban(tx, target.id)
      return applied({
        before,
        after,
        notify: before.banned ? notice('unbanned') : null,
        email: before.banned ? translatedMail('unbanned') : null,
        result: undefined,
      })
    },
  })

  /** Approve or reject: only a verification pending review can be decided. */
  const decideKyc = (decision: 'verified' | 'rejected') =>
    defineStaffAction({
      ...onCustomer,
      action: decision === 'verified' ? 'customer.kyc.approve' : 'customer.kyc.reject',
      async run({ tx, actor, target, input }: Ctx<{ reason: string | null }>) {
        const status = await customers.lockForKyc(tx, target.id)
        if (status !== 'pending') throw new AppError('KYC_NOT_PENDING')
        await repo.setKycDecision(tx, target.id, { status: decision, reviewerId: actor.userId, reason: input.reason })
        return applied({
          before: { kyc_status: status },
          after: { kyc_status: decision, ...(input.reason ? { reason: input.reason } : {}) },
          reason: input.reason,
          notify: decision === 'verified' ? notice('kycApproved') : notice('kycRejected', sentence(input.reason ?? '')),
          result: undefined,
        })
      },
    })
  const approveKyc = decideKyc('verified')
  const rejectKyc = decideKyc('rejected')

  const setNote = defineStaffAction({
    ...onCustomer,
    action: 'customer.note.set',
    async run({ tx, target, input }: Ctx<{ note: string | null }>) {
      const before = (await repo.lockProfile(tx, target.id)).dashboardNote
      await repo.setDashboardNote(tx, target.id, input.note)
      // The note shows on the customer's overview; no separate notification.
      return applied({ before: { note: before }, after: { note: input.note }, result: undefined })
    },
  })

  const resetPassword = defineStaffAction({
    ...onCustomer,
    action: 'customer.password.reset',
    /** Hashed before the transaction (argon2 takes a while), after the access check. */
    prepare: async (input: { newPassword: string }) => ({ passwordHash: await hashPassword(input.newPassword) }),
    async run({ tx, target, input }: Ctx<{ passwordHash: string }>) {
      // Every passkey goes with the old password (docs/decisions/124): none is left that someone else registered.
      const { sessionsEnded, passkeysRevoked } = await account.resetPassword(tx, target.id, input.passwordHash)
      // The password staff chose signs no one in alone (decision 078): without a second factor of their own, the
      // customer's sign-in now asks for a code mailed to their own address.
      const { emailedCodeTurnedOn } = await account.requireOwnSecondFactor(tx, target.id)
      const holdUntil = await customers.startRecoveryHold(tx, target.id)
      // Never the password itself, in the log or anywhere else.
      return applied({
        before: { requiresPasswordChange: false },
        after: { requiresPasswordChange: true, sessionsEnded, emailedCodeTurnedOn, passkeysRevoked, recoveryHoldUntil: holdUntil?.toISOString() ?? null },
        notify: noticeWithPasskeysRevoked(notice('passwordReset'), passkeysRevoked),
        email: withRecoveryHold(mailWithPasskeysRevoked(translatedMail('passwordReset', emailedCodeTurnedOn), passkeysRevoked), holdUntil),
        result: undefined,
      })
    },
  })

  const setPermissions = defineStaffAction({
    ...onCustomer,
    action: 'customer.permissions.set',
    async run({ tx, target, input }: Ctx<PermissionsBody>) {
      const row = await repo.lockProfile(tx, target.id)
      const before = {
        can_send: row.canSend,
        can_swap: row.canSwap,
        can_buy: row.canBuy,
        can_sell: row.canSell,
        can_stake: row.canStake,
        send_disabled_note: row.sendDisabledNote,
        swap_disabled_note: row.swapDisabledNote,
      }
      const p = input.permissions
      // A reason is kept only while the flag is off; turning it back on clears it.
      const sendNote = p.can_send ? null : input.sendDisabledNote?.trim() || null
      const swapNote = p.can_swap ? null : input.swapDisabledNote?.trim() || null
      const update: CapabilityUpdate = {
        canSend: p.can_send,
        canSwap: p.can_swap,
        canBuy: p.can_buy,
        canSell: p.can_sell,
        canStake: p.can_stake,
        sendDisabledNote: sendNote,
        swapDisabledNote: swapNote,
      }
      await repo.setCapabilities(tx, target.id, update)
      const after = { ...p, send_disabled_note: sendNote, swap_disabled_note: swapNote }
      const changes = (Object.keys(PERMISSION_LABELS) as Array<keyof typeof PERMISSION_LABELS>)
        .filter(
          (flag) =>
            before[flag] !== p[flag] ||
            (flag === 'can_send' && before.send_disabled_note !== sendNote) ||
            (flag === 'can_swap' && before.swap_disabled_note !== swapNote),
        )
        .map((flag) => ({ flag, allowed: p[flag], note: flag === 'can_send' ? sendNote : flag === 'can_swap' ? swapNote : null }))
      return applied({
        before,
        after,
        reason: [sendNote, swapNote].filter(Boolean).join(' / ') || null,
        notify: changes.length > 0 ? notice('permissionsChanged', changes) : null,
        result: undefined,
      })
    },
  })

  /** An internal note: staff-only, never shown to the customer, so they are not told either (decision 073). */
  const addInternalNote = defineStaffAction({
    ...onCustomer,
    action: 'customer.internal_note.add',
    async run({ tx, actor, target, input }: Ctx<{ body: string }>) {
      const row = await notesRepo.insert(tx, { customerId: target.id, authorId: actor.userId, body: input.body })
      return applied({ before: null, after: { noteId: row.id, body: row.body }, result: undefined })
    },
  })

  /** Signs the customer out everywhere without a ban: their open event streams close with their sessions. */
  const endSessions = defineStaffAction({
    ...onCustomer,
    action: 'customer.sessions.end',
    async run({ tx, target }: Ctx<void>) {
      const { sessionsEnded } = await account.endSessions(tx, target.id)
      return applied({
        before: null,
        after: { sessionsEnded },
        notify: notice('sessionsEnded'),
        email: translatedMail('sessionsEnded'),
        result: { sessionsEnded },
      })
    },
  })

  /** Sends the sign-up confirmation mail again; an address already confirmed is refused (409). */
  const resendConfirmationAction = defineStaffAction({
    ...onCustomer,
    action: 'customer.email_confirmation.resend',
    async run({ tx, target }: Ctx<void>) {
      if (await account.lockEmailConfirmed(tx, target.id)) throw new AppError('EMAIL_ALREADY_CONFIRMED')
      // The mail itself tells the customer; it goes out once the row is committed.
      return applied({ before: { emailVerified: false }, after: { emailVerified: false, mailed: true }, result: { email: target.email } })
    },
  })

  /** A read of the customer's money, audited like the opening of a KYC document. */
  const recordStatementDownload = defineStaffAction({
    permission: 'customers:view',
    target: 'customer',
    action: 'customer.statement.download',
    run: async () => applied({ before: null, after: { file: 'statement.csv' }, result: undefined }),
  })

  return {
    /** The staff actions behind the support tools whose routes do more than call them (a mail, a file). */
    actions: { resendConfirmation: resendConfirmationAction, downloadStatement: recordStatementDownload },

    /** check-user-ownership / check-manager-user-access: may this staff member open this profile? */
    async checkAccess(actor: Actor, customerId: string) {
      const { scope } = await customers.access(db, actor, customerId, 'customers:view')
      return { isAuthorized: true as const, scope: scope as 'assigned' | 'team' | 'any' }
    },

    /** get-user-profile-details for staff. */
    async details(actor: Actor, customerId: string): Promise<StaffCustomerProfile> {
      await customers.access(db, actor, customerId, 'customers:view')
      const [found, figures, addresses] = await Promise.all([repo.staffProfile(db, customerId), ledger.figures(db, customerId), depositAddresses(customerId)])
      if (!found) throw new NotFoundError()
      const { user, profile, worker } = found
      const perAsset = (field: 'balance' | 'pendingDeposits' | 'pendingWithdrawals') =>
        Object.fromEntries(ASSET_IDS.map((id: AssetId) => [id, figures[id][field]]))
      return {
        ...customers.profileOf(user, profile),
        assigned_worker: worker?.id ? { id: worker.id, full_name: worker.fullName, email: worker.email } : null,
        email_verified: user.emailVerified,
        balances: perAsset('balance'),
        pendingDeposits: perAsset('pendingDeposits'),
        pendingWithdrawals: perAsset('pendingWithdrawals'),
        addresses: Object.fromEntries(addresses.map((a) => [a.asset, a.address])),
      }
    },

    /** The General tab's internal notes, newest first: staff only. */
    async internalNotes(actor: Actor, customerId: string): Promise<InternalNote[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      const rows = await notesRepo.ofCustomer(db, customerId)
      return rows.map((r) => ({ id: r.id, body: r.body, author: r.authorName ?? r.authorEmail ?? null, created_at: r.createdAt.toISOString() }))
    },

    /** The Activity tab: the audit rows about this customer, newest first. */
    async activity(actor: Actor, customerId: string, page: number): Promise<CustomerActivityPage> {
      await customers.access(db, actor, customerId, 'customers:view')
      return deps.activityPage(customerId, page)
    },

    async resendConfirmation(actor: Actor, customerId: string): Promise<void> {
      const { email } = await resendConfirmationAction(actor, customerId, undefined)
      await deps.sendConfirmationEmail(email).catch((err: unknown) => deps.onMailFailure(err, 'confirmation mail not sent'))
    },

    /** The customer's statement for staff: the same file the customer downloads, the download audited first. */
    async statement(actor: Actor, customerId: string): Promise<AsyncGenerator<string>> {
      await recordStatementDownload(actor, customerId, undefined)
      return deps.statementCsv(customerId)
    },

    addInternalNote,
    endSessions,
    ban,
    unban,
    approveKyc,
    rejectKyc,
    setNote,
    resetPassword,
    setPermissions,
  }
}

/** A reason as the end of a sentence. */
function sentence(text: string): string {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}
