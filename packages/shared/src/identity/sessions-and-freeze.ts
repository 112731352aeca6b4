import { z } from 'zod'
import { LoginBody, VerificationCode } from './sign-in.ts'
import { PasswordConfirmBody } from './second-factors.ts'

/**
 * The customer's own protections (Settings → Security): the devices and sessions signed in, the new-device mail's
 * "This wasn't me" link, and freezing the account (docs/decisions/033–035).
 */

/** A browser and an operating system, in words, from a user agent; 'Unknown browser' / 'Unknown system' when unsure. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; system: string } {
  const ua = userAgent ?? ''
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua) && /Version\//.test(ua)
            ? 'Safari'
            : 'Unknown browser'
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Unknown system'
  return { browser, system }
}

export const ActiveSession = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  ipAddress: z.string().nullable(),
  /** Where the address is, when the app knows it (null otherwise). */
  place: z.string().nullable(),
  firstSeen: z.string(),
  /** When the session was last renewed (at most a day old while it is used). */
  lastSeen: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
})
export type ActiveSession = z.infer<typeof ActiveSession>
export const ActiveSessionList = z.object({ sessions: z.array(ActiveSession) })
export type ActiveSessionList = z.infer<typeof ActiveSessionList>

/** A session's id as the list shows it (better-auth's ids are 32 letters and digits). */
export const SessionParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown session.') })

export const EndedSessions = z.object({ success: z.literal(true), message: z.string(), sessionsEnded: z.number().int() })
export type EndedSessions = z.infer<typeof EndedSessions>

export const FreezeState = z.object({
  frozen: z.boolean(),
  frozenAt: z.string().nullable(),
  /** From when the customer may unfreeze the account themself (the cooling-off period after the freeze). */
  unfreezeFrom: z.string().nullable(),
})
export type FreezeState = z.infer<typeof FreezeState>

/** Freezing from Settings asks for the password: a session taken over cannot lock the owner out. */
export const FreezeBody = PasswordConfirmBody
export type FreezeBody = z.infer<typeof FreezeBody>

/** The token of a "This wasn't me" link (43 characters of base64url). */
export const FreezeLinkBody = z.object({ token: z.string({ error: 'This link is not valid.' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.') })
export type FreezeLinkBody = z.infer<typeof FreezeLinkBody>

/** Unfreezing, signed out: the password first (the answer names the second factor), then with the code. */
export const UnfreezeStartBody = LoginBody
export type UnfreezeStartBody = z.infer<typeof UnfreezeStartBody>
export const UnfreezeBody = LoginBody.extend({ code: VerificationCode })
export type UnfreezeBody = z.infer<typeof UnfreezeBody>
export const UnfreezeStart = z.object({ method: z.enum(['totp', 'email']) })
export type UnfreezeStart = z.infer<typeof UnfreezeStart>

export const PROTECTION_MESSAGES = {
  sessionEnded: 'The session was ended. That device is signed out.',
  otherSessionsEnded: 'Every other session was ended.',
  frozen: 'Your account is frozen. Every session was ended.',
  frozenByLink: 'Your account is frozen and every session was ended. Nobody can sign in or move funds until it is unfrozen.',
  unfrozen: 'Your account is unfrozen. You can sign in again.',
  staffUnfrozen: 'The account is unfrozen; the customer has been told.',
  unfreezeCodeSent: 'We sent a verification code to your email.',
  /** One answer for a wrong password, an unknown address and an account that is not frozen (no password oracle). */
  unfreezeRefused: 'Invalid email or password, or this account is not frozen.',
} as const

/** The refusal of an unfreeze during the cooling-off period; `from` as 'yyyy-MM-dd HH:mm' in UTC. */
export const unfreezeTooEarlyText = (from: string) => `This account can be unfrozen from ${from} UTC.`
