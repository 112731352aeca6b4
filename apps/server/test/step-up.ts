import { eq } from 'drizzle-orm'
import { users } from '../src/db/schema.ts'
import type { TestApp } from './build-test-app.ts'
import { createUser, type TestUser } from './factories.ts'

/** A customer whose second factor is the emailed code (as email authentication turned on in Settings leaves it). */
export async function customerWithEmailFactor(t: TestApp): Promise<TestUser> {
  const user = await createUser(t)
  await t.database.db.update(users).set({ activeMfaMethod: 'email', twoFactorEnabled: true }).where(eq(users.id, user.id))
  return user
}

/** Asks for a step-up code and reads it from the mail, as the customer would. */
export async function mailedStepUpCode(t: TestApp, user: TestUser): Promise<string> {
  const before = t.smtp.mails.length
  const sent = await t.app.inject({ method: 'POST', url: '/api/security/second-factor/email-code', headers: user.headers() })
  if (sent.statusCode !== 200) throw new Error(`step-up code not sent: ${sent.statusCode} ${sent.body}`)
  const mail = await t.smtp.until((all) => all.slice(before).find((m) => m.to.includes(user.email) && m.subject === 'Your verification code'), {
    timeoutMs: 5000,
    what: 'the step-up code',
  })
  return mail.text.match(/verification code is (\d{6})/)![1]!
}
