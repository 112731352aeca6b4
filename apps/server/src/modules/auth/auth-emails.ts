import type { Mailer } from '../../lib/mailer.ts'
import type { AuthEmails } from './better-auth.ts'

/** The mails of sign-up and sign-in: welcome (with the confirmation link), reset link, sign-in code. */
export function createAuthEmails(mailer: Mailer): AuthEmails {
  return {
    sendWelcome: (user, url) =>
      mailer.send({
        to: user.email,
        subject: 'Welcome to your wallet',
        text: `Hello ${user.name?.trim() || 'there'},\n\nWelcome to your wallet. Confirm your email address to start using it:\n${url}\n\nIf you did not create an account, ignore this email.`,
        link: url,
      }),
    sendResetPassword: (user, url) =>
      mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Hello ${user.name || 'there'},\n\nUse this link to set a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this email.`,
        link: url,
      }),
    sendRegistrationAttempt: (user) =>
      mailer.send({
        to: user.email,
        subject: 'Someone tried to register with your address',
        text: `Hello ${user.name?.trim() || 'there'},\n\nSomeone tried to create a new wallet account with this email address. You already have an account, so nothing was changed.\n\nIf it was you, sign in instead, or reset your password from the sign-in page if you have forgotten it.\n\nIf it was not you, you can ignore this email.`,
      }),
    sendSignInCode: (user, code) =>
      mailer.send({
        to: user.email,
        subject: 'Your sign-in code',
        text: `Your verification code is ${code}. It expires in 5 minutes.`,
        code,
      }),
  }
}
