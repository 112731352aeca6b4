import type { Db } from '../../db/client.ts'
import { ForbiddenError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password-hash.ts'
import type { Actor } from '../auth/actor.ts'
import * as repo from './account.repository.ts'

export function createAccountService({ db }: { db: Db }) {
  return {
    /**
     * The password change a user is made to do before anything else: sets the password, clears the flag
     * and signs the user out everywhere else.
     */
    async setForcedPassword(actor: Actor, password: string): Promise<void> {
      if (!actor.requiresPasswordChange) throw new ForbiddenError()
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        if (!(await repo.setCredentialPassword(tx, actor.userId, passwordHash))) throw new ForbiddenError()
        await repo.clearPasswordChangeFlag(tx, actor.userId)
        await repo.deleteOtherSessions(tx, actor.userId, actor.sessionId)
      })
    },
  }
}
