/**
 * What a customer is told in the bell when staff change their account (the mails are in emails.ts). Written by the
 * server alone (the web shows the notices as they come), so they live here and not in the shared contract.
 */
export const CUSTOMER_NOTICES = {
  kycApproved: 'Your identity verification has been approved.',
  kycRejected: (reason: string) => `Your identity verification was not approved: ${reason} Please submit it again.`,
  passwordReset: 'Support has reset your password. You will choose a new one the next time you sign in.',
  permissionsChanged: (changes: string[]) => `Your account permissions were changed: ${changes.join('; ')}.`,
  addressSet: (asset: string, address: string) => `Your ${asset} deposit address is now ${address}.`,
  transactionAdded: (amount: string, asset: string, status: string) =>
    `A ${asset} transaction of ${amount} ${asset} (${status}) was added to your account by support.`,
  debited: (amount: string, asset: string, reason: string) => `Support took ${amount} ${asset} off your balance: ${reason}`,
  transactionEdited: (amount: string, asset: string, changes: string[]) =>
    `Support updated your ${asset} transaction of ${amount} ${asset}: ${changes.join('; ')}.`,
  payoutQueued: (amount: string, asset: string) =>
    `Your send of ${amount} ${asset} was approved and is queued to go out on chain. It completes once its transaction is confirmed.`,
  buyingLinkAdded: (name: string) => `A new way to buy crypto was added to your Payments page: ${name}.`,
  buyingLinkRemoved: (name: string) => `A buying link was removed from your Payments page: ${name}.`,
  unbanned: 'Your account has been reactivated. Welcome back.',
  claimed: 'A support specialist is now looking after your account.',
  reassigned: 'Another support specialist is now looking after your account.',
  unassigned: 'Your account is waiting for a new support specialist. Your tickets stay open.',
  sessionsEnded: 'Support signed you out on every device. Sign in again to continue.',
  factorResetRequested:
    'Support asked to reset your second factor. A second staff member must approve it first. If you did not ask for this, contact support at once.',
  factorReset: (after: 'email' | 'none') =>
    after === 'email'
      ? 'Support reset your second factor: your authenticator app was removed, and signing in now asks for a code mailed to you.'
      : 'Support reset your second factor: signing in now asks for your password alone. Set up a second factor again in Settings → Security.',
  factorResetRejected: 'A request to reset your second factor was rejected. Your second factor is unchanged.',
  unfrozen: 'Support unfroze your account. You can sign in and move funds again.',
  passkeyRemoved: (name: string) => `Support removed the passkey "${name}" from your account: it no longer signs you in.`,
  passkeysRevoked: (count: number) =>
    `${count === 1 ? 'Your passkey was' : `Your ${count} passkeys were`} removed to protect your account: they no longer sign you in. Add them again under Settings → Security.`,
} as const

/** A staff action's notice, with the sentence about the passkeys it removed (none: the notice as it was). */
export function noticeWithPasskeysRevoked(notice: string, revoked: number): string {
  return revoked > 0 ? `${notice} ${CUSTOMER_NOTICES.passkeysRevoked(revoked)}` : notice
}
