import { Secret, TOTP } from 'otpauth'
import { CODE_LENGTH } from '@wallet/shared/identity/sign-in-rules'
import { TOTP_PERIOD_SECONDS } from '../identity/sign-in/totp-settings.ts'
import type { CliCommand } from './command.ts'

/**
 * The code an authenticator app would show now for a base32 secret: for trying the demo staff accounts on a machine
 * without such an app. Anyone holding the secret can do the same, which is why a real secret is shown only once.
 */
export const command: CliCommand = {
  description: "Print the current 6-digit authenticator code of a base32 secret (such as a demo staff account's): --secret",
  options: { secret: { type: 'string' } },
  async run(values) {
    const secret = typeof values.secret === 'string' ? values.secret.replace(/\s+/g, '').toUpperCase() : ''
    if (!/^[A-Z2-7]+=*$/.test(secret)) {
      console.error('--secret must be a base32 authenticator secret')
      return 2
    }
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: CODE_LENGTH, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' })
    const left = TOTP_PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_PERIOD_SECONDS)
    console.log(`${totp.generate()} (valid for ${left} more seconds)`)
    return 0
  },
}
