import { z } from 'zod'
import { ASSET_IDS, assetName, type AssetId } from '../assets.ts'
import { CODE_LENGTH } from './sign-in-rules.ts'
import { invalidAddressMessage, isValidAddress } from '../money/addresses.ts'
import { PasswordConfirmBody } from './second-factors.ts'
import { visibleLine } from '../text.ts'

/**
 * The customer's own protections (Settings → Security): the anti-phishing code every mail shows, and the withdrawal
 * address allowlist whose new addresses, and whose turning off, wait out a lock period (docs/decisions/036, 037).
 */
export const ANTI_PHISHING_CODE_LENGTH = { min: 4, max: 20 } as const
/** Letters, digits, spaces and a few marks: it is shown in every mail's first line, HTML part included. */
const ANTI_PHISHING_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u
export const ADDRESS_LABEL_MAX = 40
export const DEFAULT_ADDRESS_LOCK_HOURS = 48

export const PROTECTION_MESSAGES = {
  secondFactorFormat: 'Please enter the 6-digit code of your second factor.',
  antiPhishingLength: `The anti-phishing code must be ${ANTI_PHISHING_CODE_LENGTH.min} to ${ANTI_PHISHING_CODE_LENGTH.max} characters.`,
  antiPhishingCharacters: 'Use letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit.',
  antiPhishingSet: 'Your anti-phishing code is saved. Every email from us now shows it.',
  antiPhishingRemoved: 'Your anti-phishing code is removed.',
  stepUpCodeSent: 'A verification code has been sent to your email.',
  labelTooLong: `The label can be at most ${ADDRESS_LABEL_MAX} characters.`,
  addressPending: 'Check your email: the address is added once you enter the confirmation code we sent.',
  confirmationFormat: 'Please enter the 6-digit code from the email.',
  addressConfirmed: (usableAt: string) => `Address confirmed. You can send to it from ${usableAt}.`,
  addressRemoved: 'Address removed from your list.',
  allowlistOn: 'Only saved addresses can receive your sends from now on.',
  allowlistOffScheduled: (at: string) => `The allowlist turns off on ${at}. Until then, only saved addresses can receive your sends.`,
  allowlistOffCancelled: 'The allowlist stays on.',
  allowlistOff: 'The allowlist is off: sends may go to any address.',
} as const

/** The 6-digit code of a step-up (the authenticator app's, or the one mailed for it). */
export const SecondFactorCode = z
  .string({ error: PROTECTION_MESSAGES.secondFactorFormat })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), PROTECTION_MESSAGES.secondFactorFormat)

export const AntiPhishingCode = visibleLine(
  z
    .string({ error: PROTECTION_MESSAGES.antiPhishingLength })
    .trim()
    .min(ANTI_PHISHING_CODE_LENGTH.min, PROTECTION_MESSAGES.antiPhishingLength)
    .max(ANTI_PHISHING_CODE_LENGTH.max, PROTECTION_MESSAGES.antiPhishingLength),
).regex(ANTI_PHISHING_PATTERN, PROTECTION_MESSAGES.antiPhishingCharacters)

/** Sets (a text) or removes (null) the code; either takes the second factor. */
export const AntiPhishingBody = z.object({ antiPhishingCode: AntiPhishingCode.nullable(), secondFactorCode: SecondFactorCode })
export type AntiPhishingBody = z.infer<typeof AntiPhishingBody>

/**
 * The step-up for what would let a session alone take the account over or impersonate its mails (passkeys, reading the
 * anti-phishing code): the password and the second factor's code (a mailed code for an account without one).
 */
export const StepUpBody = PasswordConfirmBody.extend({ secondFactorCode: SecondFactorCode })
export type StepUpBody = z.infer<typeof StepUpBody>

/** Whether a code is set; the code itself is read only after a step-up (`AntiPhishingCodeAnswer`). */
export const AntiPhishingState = z.object({ isSet: z.boolean() })
export type AntiPhishingState = z.infer<typeof AntiPhishingState>
export const AntiPhishingCodeAnswer = z.object({ antiPhishingCode: z.string().nullable() })
export type AntiPhishingCodeAnswer = z.infer<typeof AntiPhishingCodeAnswer>

const addressFields = {
  assetId: z.enum(ASSET_IDS, { error: 'Please select a token' }),
  address: z.string({ error: 'Please enter an address.' }).trim().min(1, 'Please enter an address.').max(200, 'Please enter an address.'),
  label: visibleLine(z.string().trim().max(ADDRESS_LABEL_MAX, PROTECTION_MESSAGES.labelTooLong)).optional(),
}
function checkAddress(body: { assetId: AssetId; address: string }, ctx: z.RefinementCtx) {
  if (!isValidAddress(body.assetId, body.address)) ctx.addIssue({ code: 'custom', path: ['address'], message: invalidAddressMessage(body.assetId) })
}

/** The add-address form: the address checked for its asset's chain (addresses.ts). */
export const NewWithdrawalAddress = z.object(addressFields).superRefine(checkAddress)
export type NewWithdrawalAddress = z.infer<typeof NewWithdrawalAddress>
export const NewWithdrawalAddressBody = z.object({ ...addressFields, secondFactorCode: SecondFactorCode }).superRefine(checkAddress)
export type NewWithdrawalAddressBody = z.infer<typeof NewWithdrawalAddressBody>

export const ConfirmWithdrawalAddressBody = z.object({
  code: z.string({ error: PROTECTION_MESSAGES.confirmationFormat }).regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), PROTECTION_MESSAGES.confirmationFormat),
})
export const WithdrawalAddressParams = z.object({ addressId: z.uuid({ error: 'Not found.' }) })

export const AllowlistBody = z.object({ enabled: z.boolean({ error: 'Please say whether the allowlist is on.' }), secondFactorCode: SecondFactorCode })
export type AllowlistBody = z.infer<typeof AllowlistBody>

export const WITHDRAWAL_ADDRESS_STATES = ['awaiting_confirmation', 'locked', 'usable'] as const
export const WithdrawalAddress = z.object({
  id: z.string(),
  assetId: z.enum(ASSET_IDS),
  address: z.string(),
  label: z.string().nullable(),
  state: z.enum(WITHDRAWAL_ADDRESS_STATES),
  createdAt: z.string(),
  /** When the confirmed address becomes usable (null while it awaits its emailed confirmation). */
  usableAt: z.string().nullable(),
})
export type WithdrawalAddress = z.infer<typeof WithdrawalAddress>

export const AllowlistState = z.object({
  enabled: z.boolean(),
  /** A turn-off waiting out the lock: when it takes effect. */
  turnsOffAt: z.string().nullable(),
  lockHours: z.number(),
  addresses: z.array(WithdrawalAddress),
})
export type AllowlistState = z.infer<typeof AllowlistState>

export const ProtectionMessage = z.object({ success: z.literal(true), message: z.string() })

/** Why a send is refused by the allowlist: the words the send form shows. */
export const ALLOWLIST_REFUSALS = {
  notSaved: (asset: AssetId) =>
    `This ${assetName(asset)} address is not on your list of saved withdrawal addresses. Add it in Settings → Security; it becomes usable after the lock period.`,
  locked: (until: string) => `This address was added recently and is locked until ${until}, to protect you if someone else added it.`,
} as const

/** A date and time in words for messages and mails, in UTC so that every reader sees the same moment. */
export function lockTimeText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** How two spellings of one address compare: hex and bech32 addresses are case-insensitive, base58 ones are not. */
export function addressKey(address: string): string {
  const lower = address.toLowerCase()
  return /^0x[0-9a-f]{40}$/.test(lower) || /^(bc1|ltc1|addr1)/.test(lower) ? lower : address
}
