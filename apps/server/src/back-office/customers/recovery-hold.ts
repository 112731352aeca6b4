import type { Db } from '../../db/client.ts'
import type { BackgroundTasks } from '../../lib/background.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { translatedMail } from '../../support/notifications/mail-translations.ts'
import type { CustomersService } from './customers.service.ts'

/**
 * A customer's own password reset through the mailed link starts the recovery hold as a staff recovery does
 * (docs/decisions/122), and the customer is mailed when it ends. The staff recoveries start theirs inside their own
 * staff action and say so in its mail.
 */
export function holdAfterOwnPasswordReset(deps: { db: Db; customers: CustomersService; mailer: Mailer; background: BackgroundTasks }) {
  return async (user: { id: string; email: string }): Promise<void> => {
    const until = await deps.db.transaction((tx) => deps.customers.startRecoveryHold(tx, user.id))
    if (until) deps.background.run('recovery hold mail', () => deps.mailer.send({ to: user.email, ...translatedMail('recoveryHold', until) }))
  }
}
