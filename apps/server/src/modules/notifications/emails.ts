/**
 * Every mail the server sends, its subject and text: the one home of mail texts. The senders (auth-emails.ts, the
 * security service, staff actions) add the recipient and, for the outbox in development, the link or code.
 */
export interface MailText {
  subject: string
  text: string
}

/** Sign-up, sign-in and recovery, and the code that turns email authentication on. */
export const AUTH_EMAILS = {
  welcome: (name: string | undefined, url: string): MailText => ({
    subject: 'Welcome to your wallet',
    text: `Hello ${name?.trim() || 'there'},\n\nWelcome to your wallet. Confirm your email address to start using it:\n${url}\n\nIf you did not create an account, ignore this email.`,
  }),
  resetPassword: (name: string | undefined, url: string): MailText => ({
    subject: 'Reset your password',
    text: `Hello ${name || 'there'},\n\nUse this link to set a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this email.`,
  }),
  registrationAttempt: (name: string | undefined): MailText => ({
    subject: 'Someone tried to register with your address',
    text: `Hello ${name?.trim() || 'there'},\n\nSomeone tried to create a new wallet account with this email address. You already have an account, so nothing was changed.\n\nIf it was you, sign in instead, or reset your password from the sign-in page if you have forgotten it.\n\nIf it was not you, you can ignore this email.`,
  }),
  signInCode: (code: string): MailText => ({
    subject: 'Your sign-in code',
    text: `Your verification code is ${code}. It expires in 5 minutes.`,
  }),
  emailMfaCode: (code: string): MailText => ({
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes.\n\nIf you did not ask to turn on email authentication, change your password.`,
  }),
} as const

/** What support did to a customer's account, mailed to the customer once the change is committed. */
export const CUSTOMER_EMAILS = {
  banned: (until: string): MailText => ({
    subject: 'Your account has been suspended',
    text: `Hello,\n\nYour wallet account has been suspended until ${until}. While it is suspended you cannot sign in or use the application.\n\nIf you think this is a mistake, reply to this email to contact the support team.`,
  }),
  unbanned: {
    subject: 'Your account has been reactivated',
    text: 'Hello,\n\nYour wallet account has been reactivated. You can sign in again.\n\nIf you did not expect this, contact the support team.',
  },
  passwordReset: {
    subject: 'Your password was reset by support',
    text: 'Hello,\n\nThe support team has reset the password of your wallet account and signed you out everywhere. Use the temporary password they gave you to sign in; you will then choose a new password of your own.\n\nIf you did not ask for this, contact the support team at once.',
  },
  addressSet: (asset: string, address: string): MailText => ({
    subject: `Your ${asset} deposit address has changed`,
    text: `Hello,\n\nThe ${asset} deposit address of your wallet account is now:\n${address}\n\nSend ${asset} only to the address shown on your Wallets page. If you did not expect this change, contact the support team before sending anything.`,
  }),
} as const satisfies Record<string, MailText | ((...args: never[]) => MailText)>

/** A change the customer made to their own sign-in, mailed so that a change they did not make is noticed at once. */
export const SECURITY_EMAILS = {
  passkeyAdded: (name: string): MailText => ({
    subject: 'A passkey was added to your account',
    text: `Hello,\n\nA passkey named "${name}" was added to your wallet account. It can now be used to sign in.\n\nIf you did not add it, sign in, remove it under Settings → Security and change your password, then contact the support team.`,
  }),
  passkeyRenamed: (before: string, after: string): MailText => ({
    subject: 'A passkey on your account was renamed',
    text: `Hello,\n\nThe passkey "${before}" on your wallet account is now named "${after}".\n\nIf you did not do this, review your passkeys under Settings → Security and contact the support team.`,
  }),
  passkeyRemoved: (name: string): MailText => ({
    subject: 'A passkey was removed from your account',
    text: `Hello,\n\nThe passkey "${name}" was removed from your wallet account and can no longer be used to sign in.\n\nIf you did not do this, change your password and contact the support team.`,
  }),
} as const
