import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { Secret, TOTP } from 'otpauth'
import { CODE_LENGTH } from '@wallet/shared/identity/sign-in-rules'
import type { Auth } from '../sign-in/better-auth.ts'
import { TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '../sign-in/totp-settings.ts'
import { totpKeyOf } from '../sign-in/totp-steps.ts'

/**
 * Authenticator factors are stored exactly as better-auth's twoFactor plugin stores them (a 32-character
 * secret whose UTF-8 bytes are the HMAC key, encrypted with the auth secret), so that its sign-in step
 * (/two-factor/verify-totp) accepts the factors enabled here.
 */

export function createTotpKeys(auth: Auth) {
  const keyConfig = async () => (await auth.$context).secretConfig
  return {
    newSecret: () => generateRandomString(32),
    seal: async (data: string) => symmetricEncrypt({ key: await keyConfig(), data }),
    open: async (data: string) => symmetricDecrypt({ key: await keyConfig(), data }),
  }
}

/** The authenticator of a stored (decrypted) secret, as sign-in reads it (`totpKeyOf`). */
export function totpFor(storedSecret: string, email: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, secret: totpKeyOf(storedSecret), digits: CODE_LENGTH, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' })
}

/** The otpauth:// address of a base32 secret, for an authenticator app to read (a QR code or a pasted link). */
export function totpUriFor(base32Secret: string, email: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(base32Secret),
    digits: CODE_LENGTH,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  }).toString()
}
