/**
 * What a customer is told when staff change their account: the bell's notices and the mails. Written by the server
 * alone (the web shows the notices as they come), so they live here and not in the shared contract.
 */
export const CUSTOMER_NOTICES = {
  kycApproved: 'Your identity verification has been approved.',
  kycRejected: (reason: string) => `Your identity verification was not approved: ${reason} Please submit it again.`,
  passwordReset: 'Support has reset your password. You will choose a new one the next time you sign in.',
  permissionsChanged: (changes: string[]) => `Your account permissions were changed: ${changes.join('; ')}.`,
  addressSet: (asset: string, address: string) => `Your ${asset} deposit address is now ${address}.`,
  transactionAdded: (amount: string, asset: string, status: string) => `A ${asset} transaction of ${amount} ${asset} (${status}) was added to your account by support.`,
  transactionEdited: (amount: string, asset: string, changes: string[]) => `Support updated your ${asset} transaction of ${amount} ${asset}: ${changes.join('; ')}.`,
  buyingLinkAdded: (name: string) => `A new way to buy crypto was added to your Payments page: ${name}.`,
  buyingLinkRemoved: (name: string) => `A buying link was removed from your Payments page: ${name}.`,
  unbanned: 'Your account has been reactivated. Welcome back.',
  claimed: 'A support specialist is now looking after your account.',
} as const

export const CUSTOMER_EMAILS = {
  banned: (until: string) => ({
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
  addressSet: (asset: string, address: string) => ({
    subject: `Your ${asset} deposit address has changed`,
    text: `Hello,\n\nThe ${asset} deposit address of your wallet account is now:\n${address}\n\nSend ${asset} only to the address shown on your Wallets page. If you did not expect this change, contact the support team before sending anything.`,
  }),
} as const
