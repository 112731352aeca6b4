import type { Mailer } from '../../lib/mailer.ts'
import { AUTH_EMAILS } from '../../support/notifications/emails.ts'
import type { AuthEmails } from './better-auth.ts'

/** The mails of sign-up and sign-in: welcome (with the confirmation link), reset link, sign-in code. */
export function createAuthEmails(mailer: Mailer): AuthEmails {
  return {
    sendWelcome: (user, url) => mailer.send({ to: user.email, ...AUTH_EMAILS.welcome(user.name, url), link: url }),
    sendResetPassword: (user, url) => mailer.send({ to: user.email, ...AUTH_EMAILS.resetPassword(user.name, url), link: url }),
    sendRegistrationAttempt: (user) => mailer.send({ to: user.email, ...AUTH_EMAILS.registrationAttempt(user.name) }),
    sendSignInCode: (user, code) => mailer.send({ to: user.email, ...AUTH_EMAILS.signInCode(code), code }),
  }
}
