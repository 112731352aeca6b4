import { WORK_TEXTS } from '@wallet/shared/back-office/work'
import { FACTOR_RESET_TEXTS } from '@wallet/shared/identity/factor-resets'
import { NOTIFICATION_MESSAGES } from '@wallet/shared/support/notifications'
import { TICKET_NOTICES } from '@wallet/shared/support/tickets'
import type { PermissionsBody } from '@wallet/shared/back-office/customers'
import type { TxStatus } from '@wallet/shared/money/transactions'

/** The account permissions staff switch (the customer's words for them). */
export const PERMISSION_LABELS = {
  can_send: 'sending funds',
  can_swap: 'swapping',
  can_buy: 'buying (deposits)',
  can_sell: 'selling (withdrawals)',
  can_stake: 'staking',
} as const satisfies Record<keyof PermissionsBody['permissions'], string>
export type PermissionFlag = keyof typeof PERMISSION_LABELS

/** One permission staff changed, with the reason they gave for a disabled one. */
export interface PermissionChange {
  flag: PermissionFlag
  allowed: boolean
  note: string | null
}

/** What staff changed on a ledger row: its status, its type (null: none), its note. */
export interface TransactionEdit {
  status?: [TxStatus, TxStatus]
  type?: [string | null, string | null]
  note?: boolean
}

/**
 * What a customer (and, for approvals waiting, a staff member) is told in the bell, in English: the source of the
 * translations (languages/). The bell stores a notice's key and values and writes it in the reader's language
 * (docs/decisions/160); mails quote some.
 */
export const CUSTOMER_NOTICES = {
  ...NOTIFICATION_MESSAGES,
  ticketReplied: TICKET_NOTICES.replied,
  ticketStatus: TICKET_NOTICES.status,
  /** To the staff who may approve (their bell, in their language). */
  factorResetWaiting: FACTOR_RESET_TEXTS.newRequest,
  creditWaiting: WORK_TEXTS.newApproval,
  kycApproved: 'Your identity verification has been approved.',
  kycRejected: (reason: string) => `Your identity verification was not approved: ${reason} Please submit it again.`,
  passwordReset: 'Support has reset your password. You will choose a new one the next time you sign in.',
  permissionsChanged: (changes: PermissionChange[]) =>
    `Your account permissions were changed: ${changes
      .map(({ flag, allowed, note }) => `${PERMISSION_LABELS[flag]} is now ${allowed ? 'allowed' : 'disabled'}${note ? ` (reason: ${note})` : ''}`)
      .join('; ')}.`,
  addressSet: (asset: string, address: string) => `Your ${asset} deposit address is now ${address}.`,
  transactionAdded: (amount: string, asset: string, status: string) =>
    `A ${asset} transaction of ${amount} ${asset} (${status}) was added to your account by support.`,
  debited: (amount: string, asset: string, reason: string) => `Support took ${amount} ${asset} off your balance: ${reason}`,
  transactionEdited: (amount: string, asset: string, edit: TransactionEdit) =>
    `Support updated your ${asset} transaction of ${amount} ${asset}: ${editedParts(edit, {
      status: ([from, to]) => `status ${from} → ${to}`,
      type: ([from, to]) => `type ${from ?? 'none'} → ${to ?? 'none'}`,
      note: 'note updated',
      none: 'no change',
    })}.`,
  sendComplete: (amount: string, asset: string, recipient: string, txHash: string) =>
    `Your send of ${amount} ${asset} to ${recipient} is complete: transaction ${txHash}.`,
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

/** A transaction edit's parts in one language's words, as its list (English: '; '-separated). */
export function editedParts(
  edit: TransactionEdit,
  words: {
    status: (s: [TxStatus, TxStatus]) => string
    type: (t: [string | null, string | null]) => string
    note: string
    none: string
    list?: (parts: string[]) => string
  },
): string {
  const parts = [edit.status && words.status(edit.status), edit.type && words.type(edit.type), edit.note ? words.note : undefined]
  const said = parts.filter((part): part is string => part !== undefined)
  return (words.list ?? ((all: string[]) => all.join('; ')))(said.length > 0 ? said : [words.none])
}
