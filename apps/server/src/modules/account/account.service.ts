import type { Db, Tx } from '../../db/client.ts'
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts'
import type { Actor } from '../auth/actor.ts'
import { isBanActive } from '../auth/ban.ts'
import * as repo from './account.repository.ts'

export interface BanState {
  banned: boolean
  until: string | null
  reason: string | null
}

/** An account's credentials, sessions and ban: what a customer changes about their own sign-in, or staff for them. */
export function createAccountService({ db }: { db: Db }) {
  async function lockBan(tx: Tx, userId: string): Promise<BanState> {
    const row = await repo.lockBanState(tx, userId)
    if (!row) throw new NotFoundError()
    const active = isBanActive(row)
    return { banned: active, until: active ? (row.banExpires?.toISOString() ?? null) : null, reason: active ? row.banReason : null }
  }

  return {
    /**
     * The password change a user is made to do before anything else: sets the password (another than the current one),
     * clears the flag and signs the user out everywhere else.
     */
    async setForcedPassword(actor: Actor, password: string): Promise<void> {
      if (!actor.requiresPasswordChange) throw new ForbiddenError()
      // The temporary password staff gave is no password of one's own: the new one must differ from the one it replaces.
      const current = await repo.credentialPasswordHash(db, actor.userId)
      if (current && (await verifyPassword({ hash: current, password }))) throw new AppError('PASSWORD_UNCHANGED')
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        if (!(await repo.setCredentialPassword(tx, actor.userId, passwordHash))) throw new ForbiddenError()
        await repo.setPasswordChangeFlag(tx, actor.userId, false)
        await repo.deleteOtherSessions(tx, actor.userId, actor.sessionId)
      })
    },

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
     * A password set by staff (hashed by the caller, before its transaction): the user is signed out everywhere and
     * must choose their own password at the next sign-in (the forced-change screen).
     */
    async resetPassword(tx: Tx, userId: string, passwordHash: string): Promise<{ sessionsEnded: number }> {
      if (!(await repo.setCredentialPassword(tx, userId, passwordHash))) throw new NotFoundError()
      await repo.setPasswordChangeFlag(tx, userId, true)
      return { sessionsEnded: await repo.deleteAllSessions(tx, userId) }
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
