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
    sendSignInCode: (user, code) =>
      mailer.send({
        to: user.email,
        subject: 'Your sign-in code',
        text: `Your verification code is ${code}. It expires in 5 minutes.`,
        code,
      }),
  }
}
