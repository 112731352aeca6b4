import { z } from 'zod'
import { StepUpBody } from './anti-phishing-and-allowlist.ts'
import { CustomerParams } from '../back-office/customers.ts'
import { ERRORS } from '../errors.ts'
import { singleLine } from '../text.ts'

/** Passkeys: sign-in without a password, and both factors at once when the passkey verifies the user (decision 038). */
export const PASSKEY_NAME_MAX = 64
export const PASSKEYS_PER_ACCOUNT_MAX = 10

export const PASSKEY_MESSAGES = {
  nameRequired: 'Please enter a name for this passkey.',
  nameTooLong: `A passkey name can be at most ${PASSKEY_NAME_MAX} characters.`,
  added: 'Passkey added. You can now sign in with it.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
} as const

export const PasskeyName = singleLine(z.string({ error: PASSKEY_MESSAGES.nameRequired }).trim())
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong)

export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  /** 'multiDevice' for a synced passkey (a password manager, a phone's keychain), 'singleDevice' for a security key. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type Passkey = z.infer<typeof Passkey>
export const PasskeyList = z.object({ passkeys: z.array(Passkey) })
export type PasskeyList = z.infer<typeof PasskeyList>

/** A passkey's id is a UUID: anything else (a NUL byte, which PostgreSQL refuses in text) is refused before a query. */
export const PasskeyParams = z.object({ passkeyId: z.uuid({ error: ERRORS.PASSKEY_NOT_FOUND.message }) })
/** The name form (a new passkey, a rename). */
export const PasskeyNameForm = z.object({ name: PasskeyName })
export type PasskeyNameForm = z.infer<typeof PasskeyNameForm>
/** Registering (its options), renaming and removing a passkey each take the step-up: password and second factor. */
export const RenamePasskeyBody = PasskeyNameForm.extend(StepUpBody.shape)
export type RenamePasskeyBody = z.infer<typeof RenamePasskeyBody>
/** The staff profile: one passkey of the customer. */
export const StaffPasskeyParams = CustomerParams.extend(PasskeyParams.shape)

/** base64url text as WebAuthn's JSON forms carry it; 64 KiB at most. */
const B64 = z
  .string()
  .max(65_536)
  .regex(/^[A-Za-z0-9_-]*$/)

/** What navigator.credentials.create() gave, in its JSON form (RegistrationResponseJSON). */
export const RegistrationCredential = z.object({
  id: B64.min(1),
  rawId: B64.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64.min(1),
    attestationObject: B64.min(1),
    transports: z.array(z.string().max(32)).max(8).optional(),
    authenticatorData: B64.optional(),
    publicKey: B64.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
})
export type RegistrationCredential = z.infer<typeof RegistrationCredential>

/** What navigator.credentials.get() gave, in its JSON form (AuthenticationResponseJSON). */
export const AuthenticationCredential = z.object({
  id: B64.min(1),
  rawId: B64.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64.min(1),
    authenticatorData: B64.min(1),
    signature: B64.min(1),
    userHandle: B64.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
})
export type AuthenticationCredential = z.infer<typeof AuthenticationCredential>

export const RegisterPasskeyBody = z.object({ name: PasskeyName, credential: RegistrationCredential })
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBody>
export const PasskeySignInBody = z.object({ credential: AuthenticationCredential })
export type PasskeySignInBody = z.infer<typeof PasskeySignInBody>

/**
 * The options handed to the browser (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON): passed through
 * as the WebAuthn library made them.
 */
export const PasskeyOptions = z.object({ challenge: z.string() }).loose()
export type PasskeyOptions = z.infer<typeof PasskeyOptions>
