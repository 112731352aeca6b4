import { z } from 'zod'
import { ROLES } from '@wallet/shared/roles'
import { withServices } from '../seed/open-services.ts'
import { createAccount } from '../identity/sign-in/accounts.ts'
import type { CliCommand } from './command.ts'
import { createdAccountLines } from './created-account.ts'

const Options = z.object({
  email: z.email('--email must be an email address'),
  password: z.string({ error: '--password is required' }).min(8, '--password must be at least 8 characters long'),
  'full-name': z.string().min(1).default('Wallet User'),
  role: z.enum(ROLES, { error: `--role must be one of ${ROLES.join(', ')}` }).default('USER'),
  confirmed: z.enum(['true', 'false'], { error: '--confirmed must be true or false' }).default('true'),
  'totp-secret': z
    .string()
    .regex(/^[A-Za-z2-7]+=*$/, '--totp-secret must be base32')
    .optional(),
  'mfa-email': z.boolean().default(false),
  banned: z.boolean().default(false),
  'requires-password-change': z.boolean().default(false),
})

export const command: CliCommand = {
  description:
    'Create an account: --email --password [--full-name] [--role USER|WORKER|MANAGER|ADMIN] [--confirmed true|false] [--totp-secret <base32> | --mfa-email] [--banned] [--requires-password-change]. A staff role given neither second factor gets an authenticator secret, printed once.',
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'full-name': { type: 'string' },
    role: { type: 'string' },
    confirmed: { type: 'string' },
    'totp-secret': { type: 'string' },
    'mfa-email': { type: 'boolean' },
    banned: { type: 'boolean' },
    'requires-password-change': { type: 'boolean' },
  },
  async run(values) {
    const parsed = Options.safeParse(values)
    if (!parsed.success) {
      console.error(parsed.error.issues.map((i) => i.message).join('\n'))
      return 2
    }
    const o = parsed.data
    if (o['totp-secret'] && o['mfa-email']) {
      console.error('Choose one second factor: --totp-secret or --mfa-email')
      return 2
    }
    try {
      const created = await withServices(({ services: { auth } }) =>
        createAccount(auth, {
          email: o.email,
          password: o.password,
          fullName: o['full-name'],
          role: o.role,
          confirmed: o.confirmed === 'true',
          totpSecret: o['totp-secret'],
          mfaEmail: o['mfa-email'],
          banned: o.banned,
          requiresPasswordChange: o['requires-password-change'],
        }),
      )
      console.log(createdAccountLines(o.role, o.email, created).join('\n'))
      return 0
    } catch (err) {
      console.error(err instanceof Error ? err.message : err)
      return 1
    }
  },
}
