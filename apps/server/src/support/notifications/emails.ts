import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { RECOVERY_HOLD_TEXTS } from '@wallet/shared/identity/recovery-hold'
import { CUSTOMER_NOTICES } from './customer-messages.ts'

/**
 * Every mail the server sends, its subject and text, in English: the source of the translations beside it
 * (mail-translations.ts). The senders add the recipient and, for the outbox in development, the link or code.
 */

/** A saved payment method as a mail names it: its kind, the card's brand or the bank when known, and the last 4. */
export interface PaymentMethodName {
  kind: 'card' | 'bank'
  name: string | null
  last4: string
}

/** 'Visa •••• 4242', 'Card •••• 4242', 'Bank account •••• 6789'. */
export function englishMethodName({ kind, name, last4 }: PaymentMethodName): string {
  return `${name ?? (kind === 'card' ? 'Card' : 'Bank account')} •••• ${last4}`.trim()
}

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
  stepUpCode: (code: string): MailText => ({
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes.\n\nYou asked to confirm a change to your account's protections (unfreezing it, its anti-phishing code or its saved withdrawal addresses). If you did not, change your password.`,
  }),
} as const

/** What support did to a customer's account, mailed to the customer once the change is committed. */
export const CUSTOMER_EMAILS = {
  chainDepositCredited: (amount: string, asset: string, txHash: string): MailText => ({
    subject: `Your ${asset} deposit has arrived`,
    text: `Hello,\n\n${amount} ${asset} sent to your deposit address has been credited to your wallet after its confirmations on the chain.\n\nTransaction: ${txHash}\n\nIf you did not expect this deposit, contact the support team.`,
  }),
  banned: (until: Date): MailText => ({
    subject: 'Your account has been suspended',
    text: `Hello,\n\nYour wallet account has been suspended until ${until.toISOString().slice(0, 10)}. While it is suspended you cannot sign in or use the application.\n\nIf you think this is a mistake, reply to this email to contact the support team.`,
  }),
  unbanned: {
    subject: 'Your account has been reactivated',
    text: 'Hello,\n\nYour wallet account has been reactivated. You can sign in again.\n\nIf you did not expect this, contact the support team.',
  },
  passwordReset: (emailedCodeTurnedOn: boolean): MailText => ({
    subject: 'Your password was reset by support',
    text: `Hello,\n\nThe support team has reset the password of your wallet account and signed you out everywhere. Use the temporary password they gave you to sign in; you will then choose a new password of your own.${emailedCodeTurnedOn ? '\n\nSigning in now also asks for a code mailed to this address, so that the temporary password alone opens nothing. You can change this in Settings → Security.' : ''}\n\nIf you did not ask for this, contact the support team at once.`,
  }),
  sessionsEnded: {
    subject: 'You were signed out on every device',
    text: 'Hello,\n\nThe support team has ended every session of your wallet account, so every device is signed out. Sign in again to continue.\n\nIf you did not expect this, contact the support team.',
  },
  unfrozen: {
    subject: 'Your account has been unfrozen',
    text: 'Hello,\n\nAfter reviewing your account, the support team has unfrozen it. You can sign in and move funds again.\n\nIf you did not ask for this, freeze your account again from Settings → Security and contact the support team at once.',
  },
  addressSet: (asset: string, address: string): MailText => ({
    subject: `Your ${asset} deposit address has changed`,
    text: `Hello,\n\nThe ${asset} deposit address of your wallet account is now:\n${address}\n\nSend ${asset} only to the address shown on your Wallets page. If you did not expect this change, contact the support team before sending anything.`,
  }),
  /** The customer's own password reset by mailed link starts the recovery hold (docs/decisions/122). */
  recoveryHold: (until: Date): MailText => ({
    subject: 'Withdrawals and sends are paused after your password reset',
    text: `Hello,\n\nThe password of your wallet account was just reset with the link we mailed you.\n\n${RECOVERY_HOLD_TEXTS.mailed(lockTimeText(until))}\n\nIf you did not reset it yourself, contact the support team at once.`,
  }),
  secondFactorResetRequested: {
    subject: 'Support asked to reset your second factor',
    text: 'Hello,\n\nA member of the support team asked to reset the second factor of your wallet account. A second staff member must approve it before anything changes.\n\nIf you did not ask for this, contact the support team at once: someone may be trying to take over your account.',
  },
  /** A send paid out on chain is confirmed (the bell says the same). */
  sendComplete: (amount: string, asset: string, recipient: string, txHash: string): MailText => ({
    subject: 'Your send is complete',
    text: `Your send of ${amount} ${asset} to ${recipient} is complete: transaction ${txHash}.`,
  }),
  secondFactorReset: (after: 'email' | 'none'): MailText => ({
    subject: 'Your second factor was reset by support',
    text:
      after === 'email'
        ? 'Hello,\n\nThe support team has reset the second factor of your wallet account and signed you out everywhere. Your authenticator app no longer works for this account: signing in now asks for a code mailed to this address. You can set up an authenticator app again in Settings → Security.\n\nIf you did not ask for this, contact the support team at once.'
        : 'Hello,\n\nThe support team has reset the second factor of your wallet account and signed you out everywhere. Signing in now asks for your password alone: set up a second factor again in Settings → Security as soon as you can.\n\nIf you did not ask for this, contact the support team at once.',
  }),
} as const satisfies Record<string, MailText | ((...args: never[]) => MailText)>

/**
 * The customer's own protections: the new-device mail and what its link did (docs/decisions/033–035); each change of
 * the anti-phishing code and the address allowlist, and each lock ending (036, 037).
 */
export const PROTECTION_EMAILS = {
  newDevice: (d: { at: Date; browser: string; system: string; ipAddress: string; place: string | null; freezeUrl: string; validHours: number }): MailText => ({
    subject: 'New sign-in to your wallet',
    text: [
      'Hello,',
      '',
      'Your wallet account was just signed in to from a device it has not used before:',
      '',
      `Time: ${lockTimeText(d.at)}`,
      `Browser: ${d.browser} on ${d.system}`,
      `Address: ${d.ipAddress}`,
      `Place: ${d.place ?? 'unknown'}`,
      '',
      'If this was you, there is nothing to do.',
      '',
      `If this wasn't you, freeze your account now: every session ends, nobody can sign in and no funds can leave it. This link works once, for ${d.validHours} hours:`,
      d.freezeUrl,
      '',
      'Then change your password once you have unfrozen it.',
    ].join('\n'),
  }),
  frozenByLink: {
    subject: 'Your account is frozen',
    text: "Hello,\n\nYour wallet account was frozen from the 'This wasn't me' link of our new-sign-in mail. Every session has ended; nobody can sign in and no funds can leave the account. Incoming deposits still arrive.\n\nTo unfreeze it, use 'Unfreeze your account' on the sign-in page with your password and second factor once the waiting period is over, or contact the support team.",
  },
  antiPhishingSet: (code: string): MailText => ({
    subject: 'Your anti-phishing code is set',
    text: `Hello,\n\nYour anti-phishing code is now "${code}". Every email from us shows it on its first line: an email without it, or with another code, is not from us.\n\nIf you did not set it, change your password and contact the support team.`,
  }),
  antiPhishingRemoved: {
    subject: 'Your anti-phishing code was removed',
    text: 'Hello,\n\nThe anti-phishing code of your wallet account was removed: our emails no longer show one.\n\nIf you did not remove it, change your password and contact the support team.',
  },
  addressConfirmation: (asset: string, address: string, code: string): MailText => ({
    subject: 'Confirm your new withdrawal address',
    text: `Hello,\n\nYou asked to add this ${asset} address to your saved withdrawal addresses:\n${address}\n\nYour confirmation code is ${code}. Enter it in Settings → Security within 30 minutes. The address becomes usable only after a lock period.\n\nIf you did not ask for this, do not enter the code: change your password and contact the support team.`,
  }),
  addressSaved: (asset: string, address: string, usableAt: Date): MailText => ({
    subject: 'A withdrawal address was added',
    text: `Hello,\n\nThis ${asset} address was added to your saved withdrawal addresses:\n${address}\n\nFor your protection it is locked until ${lockTimeText(usableAt)}; we will email you when you can send to it.\n\nIf you did not add it, remove it in Settings → Security, change your password and contact the support team.`,
  }),
  addressUsable: (asset: string, address: string): MailText => ({
    subject: 'Your new withdrawal address is ready',
    text: `Hello,\n\nThe lock period of this ${asset} address has ended, and you can now send to it:\n${address}\n\nIf you did not add it, remove it in Settings → Security and contact the support team at once.`,
  }),
  /** A payment method is a destination for withdrawals like an address (docs/decisions/126). */
  paymentMethodAdded: (method: PaymentMethodName, lockedUntil: Date | null): MailText => ({
    subject: 'A payment method was added',
    text: `Hello,\n\nThis payment method was added to your wallet account: ${englishMethodName(method)}.\n\n${
      lockedUntil ? `As your withdrawal allowlist is on, it is locked for withdrawals until ${lockTimeText(lockedUntil)}.\n\n` : ''
    }If you did not add it, remove it in Settings, change your password and contact the support team.`,
  }),
  paymentMethodRemoved: (method: PaymentMethodName): MailText => ({
    subject: 'A payment method was removed',
    text: `Hello,\n\nThis payment method was removed from your wallet account: ${englishMethodName(method)}.\n\nIf you did not remove it, change your password and contact the support team.`,
  }),
  addressRemoved: (asset: string, address: string): MailText => ({
    subject: 'A withdrawal address was removed',
    text: `Hello,\n\nThis ${asset} address was removed from your saved withdrawal addresses:\n${address}\n\nIf you did not remove it, change your password and contact the support team.`,
  }),
  allowlistOn: {
    subject: 'Sends now go only to your saved addresses',
    text: 'Hello,\n\nFrom now on your wallet sends funds only to your saved withdrawal addresses whose lock period has ended.\n\nIf you did not turn this on, change your password and contact the support team.',
  },
  allowlistOffRequested: (at: Date): MailText => ({
    subject: 'Your address allowlist will turn off',
    text: `Hello,\n\nYou asked to turn off the withdrawal address allowlist. For your protection it stays on until ${lockTimeText(at)}; after that, sends may go to any address.\n\nIf you did not ask for this, turn the allowlist back on in Settings → Security, change your password and contact the support team.`,
  }),
  allowlistOffCancelled: {
    subject: 'Your address allowlist stays on',
    text: 'Hello,\n\nThe withdrawal address allowlist stays on: sends go only to your saved addresses.\n\nIf you did not do this, contact the support team.',
  },
  allowlistOff: {
    subject: 'Your address allowlist is now off',
    text: 'Hello,\n\nThe lock period has ended and the withdrawal address allowlist is now off: sends may go to any address.\n\nIf you did not ask for this, turn it back on in Settings → Security and contact the support team at once.',
  },
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
  /** A recovery step of the customer's own (a freeze, a reset from the emailed link) removed every passkey. */
  passkeysRevoked: (count: number, because: 'frozen' | 'passwordReset'): MailText => ({
    subject: 'Your passkeys were removed',
    text: `Hello,\n\n${because === 'frozen' ? 'Your wallet account was frozen.' : 'The password of your wallet account was reset from the emailed link.'} ${CUSTOMER_NOTICES.passkeysRevoked(count)}\n\nIf you did not do this, contact the support team at once.`,
  }),
  passkeyRemovedBySupport: (name: string): MailText => ({
    subject: 'Support removed a passkey from your account',
    text: `Hello,\n\n${CUSTOMER_NOTICES.passkeyRemoved(name)}\n\nIf you did not ask for this, contact the support team.`,
  }),
  passkeyRemoved: (name: string): MailText => ({
    subject: 'A passkey was removed from your account',
    text: `Hello,\n\nThe passkey "${name}" was removed from your wallet account and can no longer be used to sign in.\n\nIf you did not do this, change your password and contact the support team.`,
  }),
} as const satisfies Record<string, MailText | ((...args: never[]) => MailText)>

/** Paragraphs some mails end with: the recovery hold a recovery started (docs/decisions/122), the passkeys it removed. */
export const MAIL_PARAGRAPHS = {
  recoveryHold: (until: Date) => RECOVERY_HOLD_TEXTS.mailed(lockTimeText(until)),
  passkeysRevoked: (count: number) => CUSTOMER_NOTICES.passkeysRevoked(count),
}
