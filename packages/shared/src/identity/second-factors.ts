import { z } from 'zod'
import { CODE_LENGTH } from './sign-in-rules.ts'
import { isStaffRole } from '../roles.ts'

/** Account security: second factor, password change, login history (part 2 §4, §5, §8). */
export const MFA_METHODS = ['totp', 'email', 'none'] as const
export type MfaMethod = (typeof MFA_METHODS)[number]

/** A code of CODE_LENGTH digits, from an authenticator app or an email. */
const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`)

export const SECURITY_MESSAGES = {
  invalidTotpFormat: 'Please enter a valid 6-digit verification code.',
  invalidTotp: 'Invalid verification code. Please try again.',
  totpEnabled: 'Authenticator app successfully enabled!',
  totpRemoved: 'Authenticator App removed successfully.',
  totpStartFailed: 'Could not start authenticator setup.',
  totpCancelled: 'Authenticator setup cancelled.',
  noTotpFactor: 'No authenticator app factor found to unenroll.',
  invalidEmailCodeFormat: 'Please enter a valid verification code.',
  emailCodeSent: 'A verification code has been sent to your email.',
  invalidEmailCode: 'Invalid or expired verification code. Please try again.',
  emailSendFailed: 'Failed to send verification email.',
  emailEnabled: 'Email authentication enabled successfully!',
  emailDisabled: 'Email authentication disabled successfully!',
  passwordRequired: 'Please enter your password to continue.',
  passwordVerificationFailed: 'Password verification failed. Please check your password and try again.',
  newPasswordsMismatch: 'New passwords do not match.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordNeedsNumber: 'Password must contain at least one number.',
  passwordChanged: 'Password changed successfully!',
  passwordTooLong: 'The password is too long.',
  totpBlockedByEmail: 'Email authentication is active. Disable it before setting up an authenticator app.',
  emailBlockedByTotp: 'An authenticator app is active. Remove it before enabling email authentication.',
  totpAlreadyEnabled: 'An authenticator app is already enabled.',
  emailAlreadyEnabled: 'Email authentication is already enabled.',
  emailNotEnabled: 'Email authentication is not enabled.',
} as const

/**
 * Staff sign in with an authenticator app of their own (docs/decisions/072-staff-second-factor.md): until a staff
 * account has one, only its enrolment, its password change and signing out answer it. A session signed in with a
 * passkey that verified the user holds both factors and owes nothing (docs/decisions/038-passkeys.md).
 */
export function authenticatorOwed(role: unknown, activeMfaMethod: string, signedInWithVerifiedPasskey = false): boolean {
  return isStaffRole(role) && activeMfaMethod !== 'totp' && !signedInWithVerifiedPasskey
}

export const TotpCodeBody = z.object({
  code: z.string({ error: SECURITY_MESSAGES.invalidTotpFormat }).regex(CODE_PATTERN, SECURITY_MESSAGES.invalidTotpFormat),
})
export type TotpCodeBody = z.infer<typeof TotpCodeBody>

export const EmailCodeBody = z.object({
  code: z.string({ error: SECURITY_MESSAGES.invalidEmailCodeFormat }).regex(CODE_PATTERN, SECURITY_MESSAGES.invalidEmailCodeFormat),
})
export type EmailCodeBody = z.infer<typeof EmailCodeBody>

/** Password confirmation before a second factor is removed. */
export const PasswordConfirmBody = z.object({
  password: z.string({ error: SECURITY_MESSAGES.passwordRequired }).min(1, SECURITY_MESSAGES.passwordRequired).max(1024, SECURITY_MESSAGES.passwordTooLong),
})
export type PasswordConfirmBody = z.infer<typeof PasswordConfirmBody>

export const NewPassword = z
  .string({ error: SECURITY_MESSAGES.passwordTooShort })
  .min(8, SECURITY_MESSAGES.passwordTooShort)
  .max(1024, SECURITY_MESSAGES.passwordTooLong)
  .regex(/\d/, SECURITY_MESSAGES.passwordNeedsNumber)

/** The change-password form; the server receives VerifyAndUpdatePasswordBody. */
export const ChangePasswordForm = z
  .object({
    oldPassword: z.string().min(1, SECURITY_MESSAGES.passwordRequired),
    newPassword: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: SECURITY_MESSAGES.newPasswordsMismatch })

/** verify-and-update-password: `verifyOnly` checks the old password and changes nothing. */
export const VerifyAndUpdatePasswordBody = z.discriminatedUnion(
  'verifyOnly',
  [
    z.object({
      verifyOnly: z.literal(true),
      oldPassword: PasswordConfirmBody.shape.password,
      newPassword: z.string().max(1024, SECURITY_MESSAGES.passwordTooLong).optional(),
    }),
    z.object({ verifyOnly: z.literal(false).optional(), oldPassword: PasswordConfirmBody.shape.password, newPassword: NewPassword }),
  ],
  { error: SECURITY_MESSAGES.passwordRequired },
)
export type VerifyAndUpdatePasswordBody = z.infer<typeof VerifyAndUpdatePasswordBody>

export const VerifyAndUpdatePasswordResponse = z.object({ success: z.boolean(), error: z.string().nullable(), message: z.string().optional() })

export const MfaStatus = z.object({
  activeMfaMethod: z.enum(MFA_METHODS),
  twoFactorEnabled: z.boolean(),
  /** An authenticator setup was started and not finished. */
  totpPending: z.boolean(),
})
export type MfaStatus = z.infer<typeof MfaStatus>

export const TotpSetup = z.object({ totpURI: z.string(), secret: z.string() })
export type TotpSetup = z.infer<typeof TotpSetup>

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponse>

export const LoginHistoryEntry = z.object({
  id: z.string(),
  timestamp: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
})
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntry>
export const LOGIN_HISTORY_PAGE_SIZE = 5
export const LoginHistoryResponse = z.object({ entries: z.array(LoginHistoryEntry) })
