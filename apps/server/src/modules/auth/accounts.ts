import { symmetricEncrypt } from 'better-auth/crypto'
import type { Role } from '@wallet/shared/roles'
import type { Auth } from './better-auth.ts'

export interface NewAccount {
  email: string
  password: string
  fullName: string
  role?: Role
  /** The email address counts as confirmed (default true). */
  confirmed?: boolean
  /** Base32 TOTP secret: the account signs in with an authenticator app using it. */
  totpSecret?: string
  /** The second factor is a code mailed to the account. */
  mfaEmail?: boolean
  banned?: boolean
  requiresPasswordChange?: boolean
}

/**
 * Creates an account with a password the way sign-up would (profile row included), without captcha or mail.
 * Used by the demo data and the CLI.
 */
export async function createAccount(auth: Auth, input: NewAccount): Promise<{ id: string }> {
  const ctx = await auth.$context
  const email = input.email.trim().toLowerCase()
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new Error(`An account with the email ${email} already exists.`)
  const activeMfaMethod = input.totpSecret ? 'totp' : input.mfaEmail ? 'email' : 'none'
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.fullName,
      fullName: input.fullName,
      emailVerified: input.confirmed ?? true,
      role: input.role ?? 'USER',
      requiresPasswordChange: input.requiresPasswordChange ?? false,
      activeMfaMethod,
      twoFactorEnabled: activeMfaMethod !== 'none',
      banned: input.banned ?? false,
      banReason: input.banned ? 'Banned from the command line' : null,
    },
    { method: 'admin' },
  )
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(input.password) })
  if (input.totpSecret) {
    const secret = input.totpSecret.replace(/\s+/g, '').toUpperCase()
    if (!/^[A-Z2-7]+=*$/.test(secret)) throw new Error('The TOTP secret must be base32.')
    await ctx.adapter.create({
      model: 'twoFactor',
      data: {
        userId: user.id,
        // better-auth reads a `base32:` secret as the base32 key an authenticator app was given.
        secret: await symmetricEncrypt({ key: ctx.secretConfig, data: `base32:${secret}` }),
        backupCodes: await symmetricEncrypt({ key: ctx.secretConfig, data: '[]' }),
        verified: true,
      },
    })
  }
  return { id: user.id }
}
