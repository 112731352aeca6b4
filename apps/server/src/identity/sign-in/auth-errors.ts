import { ERRORS, type ApiErrorBody } from '@wallet/shared/errors'
import { SECURITY_MESSAGES } from '@wallet/shared/identity/second-factors'

/** better-auth error codes → our codes, whose messages are the spec's. */
const CODE_MAP: Record<string, keyof typeof ERRORS> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_CONFIRMED',
  BANNED_USER: 'BANNED',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_CODE: 'INVALID_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'SESSION_LOST',
  TOTP_NOT_ENABLED: 'NO_AUTHENTICATOR',
  INVALID_TOKEN: 'RESET_LINK_INVALID',
  OTP_HAS_EXPIRED: 'INVALID_CODE',
}

const PASSWORD_MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: SECURITY_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: ERRORS.PASSWORD_REQUIREMENTS.message,
}

/** The status to answer: ours for a code we know (e.g. INVALID_CODE is 400 even where better-auth says 401). */
export function statusOf(error: ApiErrorBody, fallback: number): number {
  const known = (ERRORS as Record<string, { status: number }>)[error.code]
  return known && error.code !== 'INTERNAL' ? known.status : fallback
}

export function toApiError(status: number, text: string): ApiErrorBody {
  let parsed: { code?: string; message?: string } = {}
  try {
    parsed = JSON.parse(text) as typeof parsed
  } catch {
    // not JSON: fall through to a generic message
  }
  const code = parsed.code ?? ''
  if (status === 429) return { error: ERRORS.RATE_LIMITED.message, code: 'RATE_LIMITED' }
  const mapped = CODE_MAP[code] ?? (code in ERRORS ? (code as keyof typeof ERRORS) : undefined)
  if (mapped) return { error: ERRORS[mapped].message, code: mapped }
  if (PASSWORD_MESSAGES[code]) return { error: PASSWORD_MESSAGES[code], code: 'PASSWORD_REQUIREMENTS' }
  if (status >= 500) return { error: ERRORS.INTERNAL.message, code: 'INTERNAL' }
  // A refusal we have no text for: the spec's default, never the library's own wording.
  return { error: ERRORS.INTERNAL.message, code: 'VALIDATION_FAILED' }
}
