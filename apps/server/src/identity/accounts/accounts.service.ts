import { factorAfterReset } from '@wallet/shared/identity/factor-resets'
import { ROLES, scopeOf, type Permission, type Scope } from '@wallet/shared/roles'
import type { MfaMethod } from '@wallet/shared/identity/second-factors'
import type { Locale } from '@wallet/shared/locales'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../lib/database-error.ts'
import { AppError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts'
import type { Actor } from '../sign-in/actor.ts'
import { isBanActive } from '../sign-in/ban.ts'
import type { AttemptLimits } from '../second-factors/attempt-limits.ts'
import { accountRepository as repo, type NewAccountRow } from './accounts.repository.ts'

/** A staff account as an access check let it through: id, email, role and (for a worker) its manager. */
export interface StaffRef {
  id: string
  email: string
  role: string
  managerId: string | null
}

export interface BanState {
  banned: boolean
  until: string | null
  reason: string | null
}

/** An account's credentials, sessions and ban: what a customer changes about their own sign-in, or staff for them. */
export function createAccountService({ db, attempts }: { db: Db; attempts: AttemptLimits }) {
  async function lockBan(tx: Tx, userId: string): Promise<BanState> {
    const row = await repo.lockBanState(tx, userId)
    if (!row) throw new NotFoundError()
    const active = isBanActive(row)
    return { banned: active, until: active ? (row.banExpires?.toISOString() ?? null) : null, reason: active ? row.banReason : null }
  }

  async function lockSecondFactor(tx: Tx, userId: string): Promise<MfaMethod> {
    const method = await repo.lockMfaMethod(tx, userId)
    if (method === null) throw new NotFoundError()
    return method
  }

  /**
   * Refuses a staff reset of `method` (decision 122) that would turn emailed codes off while the account still signs in
   * with a password staff set: a password support knows must never open the account without the customer's own
   * mailbox, whichever of the two came first.
   */
  async function refuseMailboxBypass(tx: Tx, userId: string, method: MfaMethod): Promise<void> {
    if (factorAfterReset(method) === 'none' && (await repo.passwordSetByStaff(tx, userId))) throw new AppError('FACTOR_RESET_STAFF_PASSWORD')
  }

  return {
    /** The language of the caller's screens, mails and notifications, saved on their account. */
    async setLocale(actor: Actor, locale: Locale): Promise<void> {
      await repo.setLocale(db, actor.userId, locale)
    },

    /**
     * The password change a user is made to do before anything else: sets the password (another than the current one),
     * clears the flag and signs the user out everywhere else.
     */
    async setForcedPassword(actor: Actor, password: string): Promise<void> {
      if (!actor.requiresPasswordChange) throw new AppError('FORBIDDEN')
      // The temporary password staff gave is no password of one's own: the new one must differ from the one it replaces.
      // Comparing with the current password is a password check: it counts like one (docs/decisions/127).
      await attempts.take('password', { account: actor.userId, ip: actor.ip })
      const current = await repo.credentialPasswordHash(db, actor.userId)
      if (current && (await verifyPassword({ hash: current, password }))) throw new AppError('PASSWORD_UNCHANGED')
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        if (!(await repo.setCredentialPassword(tx, actor.userId, passwordHash))) throw new AppError('FORBIDDEN')
        await repo.setPasswordChangeFlag(tx, actor.userId, false)
        await repo.deleteOtherSessions(tx, actor.userId, actor.sessionId)
      })
    },

    /**
     * A new account with a password, in the caller's transaction, so that whatever else the caller writes (its
     * profile, a manager link, an audit row) commits with it or not at all. Answers the id, or null when the email is
     * taken (the caller says so in its own words and ends the transaction).
     */
    async create(tx: Tx, row: NewAccountRow): Promise<string | null> {
      if (await repo.emailTaken(tx, row.email)) return null
      try {
        return await repo.insertWithPassword(tx, { ...row, email: row.email.trim().toLowerCase() })
      } catch (err) {
        // Two requests for one address at the same moment: the unique index decides (the caller's transaction is lost).
        if (isUniqueViolation(err, 'user_email_unique')) return null
        throw err
      }
    },

    /** An account as a staff action's target sees it: id, email, role and (for a worker) its manager. */
    staffAccount: (tx: DbOrTx, userId: string): Promise<StaffRef | null> => repo.withManager(tx, userId),
    /** Every account whose role holds the permission with this scope (e.g. who approves credits of any customer). */
    idsHolding: (tx: DbOrTx, permission: Permission, scope: Scope): Promise<string[]> =>
      repo.idsWithRoles(
        tx,
        ROLES.filter((role) => scopeOf(role, permission) === scope),
      ),

    /** The ban state, with the account row locked for the rest of the transaction. */
    lockBan,

    /** Bans the account until `until` and ends every session of it at once. */
    async ban(tx: Tx, userId: string, until: Date, reason: string | null): Promise<BanState> {
      await lockBan(tx, userId)
      await repo.setBan(tx, userId, { banned: true, banReason: reason, banExpires: until })
      await repo.deleteAllSessions(tx, userId)
      return { banned: true, until: until.toISOString(), reason }
    },

    async unban(tx: Tx, userId: string): Promise<BanState> {
      await lockBan(tx, userId)
      await repo.setBan(tx, userId, { banned: false, banReason: null, banExpires: null })
      return { banned: false, until: null, reason: null }
    },

    /**
     * Signs the account out everywhere without banning it: its sessions go, and with them (the session table's
     * trigger, migration 0006) its open event streams, which hear their session's notice and close.
     */
    async endSessions(tx: Tx, userId: string): Promise<{ sessionsEnded: number }> {
      await lockBan(tx, userId)
      return { sessionsEnded: await repo.deleteAllSessions(tx, userId) }
    },

    /**
     * Every passkey of the account goes, in the caller's transaction: a recovery step (a password reset, a factor reset,
     * a freeze) leaves no passkey someone else may have registered (docs/decisions/124). Answers how many went.
     */
    revokePasskeys: (tx: Tx, userId: string): Promise<number> => repo.deleteAllPasskeys(tx, userId),

    /** Whether the account's email address is confirmed, with its row locked for the rest of the transaction. */
    async lockEmailConfirmed(tx: Tx, userId: string): Promise<boolean> {
      const confirmed = await repo.lockEmailVerified(tx, userId)
      if (confirmed === null) throw new NotFoundError()
      return confirmed
    },

    /**
     * A password set by staff (hashed by the caller, before its transaction): the user is signed out everywhere and
     * must choose their own password at the next sign-in (the forced-change screen).
     */
    async resetPassword(tx: Tx, userId: string, passwordHash: string): Promise<{ sessionsEnded: number; passkeysRevoked: number }> {
      if (!(await repo.setCredentialPassword(tx, userId, passwordHash))) throw new NotFoundError()
      await repo.setPasswordChangeFlag(tx, userId, true)
      return { sessionsEnded: await repo.deleteAllSessions(tx, userId), passkeysRevoked: await repo.deleteAllPasskeys(tx, userId) }
    },

    /** The second factor the account signs in with, the account row locked for the rest of the transaction. */
    lockSecondFactor,

    refuseMailboxBypass,

    /** The second factor the account signs in with, read without a lock. */
    async secondFactorOf(handle: DbOrTx, userId: string): Promise<MfaMethod> {
      const method = await repo.mfaMethod(handle, userId)
      if (method === null) throw new NotFoundError()
      return method
    },

    /**
     * A reset of the second factor by staff (decision 078): an authenticator app gives way to codes mailed to the
     * account's own address, mailed codes to none (not while a password staff set stands, 122). The user is signed out
     * everywhere, and every passkey goes (it is a factor too).
     */
    async resetSecondFactor(tx: Tx, userId: string): Promise<{ before: MfaMethod; after: MfaMethod; sessionsEnded: number; passkeysRevoked: number }> {
      const before = await lockSecondFactor(tx, userId)
      await refuseMailboxBypass(tx, userId, before)
      const after = factorAfterReset(before)
      await repo.replaceMfaMethod(tx, userId, after === 'email' ? 'email' : 'none')
      return { before, after, sessionsEnded: await repo.deleteAllSessions(tx, userId), passkeysRevoked: await repo.deleteAllPasskeys(tx, userId) }
    },

    /**
     * A staff account's password chosen by someone else does not sign it in alone (decision 072): its own
     * authenticator app still asks, and an account without one gets a code mailed to its own address.
     */
    async requireOwnSecondFactor(tx: Tx, userId: string): Promise<{ emailedCodeTurnedOn: boolean }> {
      return { emailedCodeTurnedOn: await repo.requireEmailedCodeIfNone(tx, userId) }
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
