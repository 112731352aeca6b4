import type { Mailer } from '../../lib/mailer.ts'
import type { AuthEmails } from './better-auth.ts'

/** The mails better-auth sends: confirmation link, reset link, sign-in code. */
export function createAuthEmails(mailer: Mailer): AuthEmails {
  return {
    sendVerificationEmail: (user, url) =>
      mailer.send({
        to: user.email,
        subject: 'Confirm your email address',
        text: `Hello ${user.name || 'there'},\n\nConfirm your email address to start using your wallet:\n${url}\n\nIf you did not create an account, ignore this email.`,
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
