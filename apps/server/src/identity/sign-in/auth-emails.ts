import type { Mailer } from '../../lib/mailer.ts'
import { translatedMail } from '../../support/notifications/mail-translations.ts'
import type { AuthEmails } from './better-auth.ts'

/** The mails of sign-up and sign-in: welcome (with the confirmation link), reset link, sign-in code. */
export function createAuthEmails(mailer: Mailer): AuthEmails {
  return {
    sendWelcome: (user, url) => mailer.send({ to: user.email, ...translatedMail('welcome', user.name, url), link: url }),
    sendResetPassword: (user, url) => mailer.send({ to: user.email, ...translatedMail('resetPassword', user.name, url), link: url }),
    sendRegistrationAttempt: (user) => mailer.send({ to: user.email, ...translatedMail('registrationAttempt', user.name) }),
    sendSignInCode: (user, code) => mailer.send({ to: user.email, ...translatedMail('signInCode', code), code }),
  }
}
