import { z } from 'zod'
import { ApiErrorSchema } from '../api-error.ts'
import { PASSWORD_MIN_LENGTH } from './sign-in-rules.ts'
import { LOCALES } from '../locales.ts'
import { singleLine } from '../text.ts'

export { CAPTCHA_HEADER, PASSWORD_MIN_LENGTH } from './sign-in-rules.ts'

/** Field rules and messages of part 1 §5, shared by the forms and the server. */

const requiredEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email address is invalid.')
  .pipe(z.email('Email address is invalid.'))

export const LoginBody = z.object({
  email: requiredEmail,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
})
export type LoginBody = z.infer<typeof LoginBody>

export const RegisterForm = z
  .object({
    fullName: singleLine(z.string({ error: 'Full Name is required.' }).trim().min(1, 'Full Name is required.').max(200)),
    email: requiredEmail,
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long.')
      .max(1024),
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match.' })
export type RegisterForm = z.infer<typeof RegisterForm>

export const ForgotPasswordBody = z.object({ email: requiredEmail })

const newPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long.')
    .max(1024, 'Password requirements not met.')

/** POST /api/auth/sign-up/email. `name` is the greeting name; it defaults to the full name. */
export const SignUpBody = z.object({
  name: singleLine(z.string({ error: 'Full Name is required.' }).trim().max(200)).optional(),
  fullName: singleLine(z.string({ error: 'Full Name is required.' }).trim().min(1, 'Full Name is required.').max(200)),
  email: requiredEmail,
  password: newPassword('Password is required.'),
})
export type SignUpBody = z.infer<typeof SignUpBody>

/** POST /api/auth/request-password-reset. The link always leads to /update-password. */
export const RequestPasswordResetBody = ForgotPasswordBody.extend({ redirectTo: z.string().max(200).optional() })

/** POST /api/auth/reset-password */
export const ResetPasswordBody = z.object({
  newPassword: newPassword('New password is required.'),
  token: z.string({ error: 'You must access this page via a password reset link.' }).min(1, 'You must access this page via a password reset link.').max(512),
})

/** POST /api/account/forced-password */
export const ForcedPasswordBody = z.object({ password: newPassword('Please enter and confirm your new password.') })
export type ForcedPasswordBody = z.infer<typeof ForcedPasswordBody>
export const ForcedPasswordAnswer = z.object({ success: z.literal(true) })

/** POST /api/captcha/verify */
export const CaptchaVerifyBody = z.object({
  captchaToken: z
    .string({ error: 'Please complete the verification challenge.' })
    .min(1, 'Please complete the verification challenge.')
    .max(20_000, 'CAPTCHA verification failed. Please try again.'),
})
/** POST /api/captcha/verify: a solution that holds, and one refused (in the `{ error, code }` shape of every 4xx). */
export const CaptchaVerified = z.object({ success: z.literal(true), error: z.null() })
export const CaptchaRefusal = ApiErrorSchema.extend({ success: z.literal(false).optional() })

/** GET /api/captcha/challenge: the ALTCHA widget's proof-of-work challenge (altcha-lib v2), passed through whole. */
export const CaptchaChallenge = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
})

export const VerificationCode = z
  .string({ error: 'Please enter the verification code' })
  .min(1, 'Please enter the verification code')
  .regex(/^\d{1,6}$/, 'Please enter the verification code')

export const CodeBody = z.object({ code: VerificationCode })
export type CodeBody = z.infer<typeof CodeBody>

export const ForcePasswordChangeForm = z
  .object({
    password: z.string().min(1, 'Please enter and confirm your new password.'),
    confirmPassword: z.string().min(1, 'Please enter and confirm your new password.'),
  })
  .refine((v) => v.password.length >= PASSWORD_MIN_LENGTH, {
    path: ['password'],
    message: 'Password must be at least 8 characters long.',
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match.' })

export const RecoveryForm = z
  .object({
    password: z.string().min(1, 'New password is required.').min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long.'),
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match.' })

/** The state of the caller's sign-in, answered by GET /api/session. */
export const SessionState = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      fullName: z.string().nullable(),
      role: z.enum(['USER', 'WORKER', 'MANAGER', 'ADMIN']),
      requiresPasswordChange: z.boolean(),
      activeMfaMethod: z.enum(['totp', 'email', 'none']),
      /** A staff account without its own authenticator app: only enrolling one answers it. */
      authenticatorRequired: z.boolean(),
      /** The language the user chose; absent while they chose none. */
      locale: z.enum(LOCALES).optional(),
    })
    .nullable(),
  /** Set while a password was accepted but the second factor is still owed. */
  pendingSecondFactor: z.enum(['totp', 'email']).nullable(),
})
export type SessionState = z.infer<typeof SessionState>
