import { symmetricEncrypt } from 'better-auth/crypto'
import { Secret } from 'otpauth'
import { isStaffRole, type Role } from '@wallet/shared/roles'
import type { Auth } from './better-auth.ts'
import { totpUriFor } from '../second-factors/totp.ts'

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

export interface CreatedAccount {
  id: string
  /** A staff account given neither a secret nor emailed codes gets an authenticator secret of its own, made here. */
  generatedTotp?: { secret: string; uri: string }
}

const BASE32 = /^[A-Z2-7]+=*$/

/** A new base32 authenticator secret (160 bits, the size RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/**
 * Creates an account with a password the way sign-up would (profile row included), without captcha or mail.
 * Used by the demo data and the CLI. Staff always sign in with a second factor (docs/decisions/072-staff-second-factor.md): a staff account
 * given neither `totpSecret` nor `mfaEmail` gets a generated authenticator secret, which the caller shows once.
 */
export async function createAccount(auth: Auth, input: NewAccount): Promise<CreatedAccount> {
  const ctx = await auth.$context
  const email = input.email.trim().toLowerCase()
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new Error(`An account with the email ${email} already exists.`)
  const role = input.role ?? 'USER'
  const generated = isStaffRole(role) && !input.totpSecret && !input.mfaEmail ? newTotpSecret() : undefined
  const totpSecret = input.totpSecret ?? generated
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.fullName,
      fullName: input.fullName,
      emailVerified: input.confirmed ?? true,
      role,
      requiresPasswordChange: input.requiresPasswordChange ?? false,
      activeMfaMethod: input.mfaEmail && !totpSecret ? 'email' : 'none',
      twoFactorEnabled: Boolean(input.mfaEmail && !totpSecret),
      banned: input.banned ?? false,
      banReason: input.banned ? 'Banned from the command line' : null,
    },
    { method: 'admin' },
  )
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(input.password) })
  if (totpSecret) await enrolAuthenticator(auth, user.id, totpSecret)
  return { id: user.id, ...(generated ? { generatedTotp: { secret: generated, uri: totpUriFor(generated, email) } } : {}) }
}

/**
 * Gives an account a confirmed authenticator app with this base32 secret, as a finished enrolment leaves it: the
 * factor stored the way better-auth's twoFactor plugin reads it, and the user's active method set to it.
 */
export async function enrolAuthenticator(auth: Auth, userId: string, base32Secret: string): Promise<void> {
  const ctx = await auth.$context
  const secret = base32Secret.replace(/\s+/g, '').toUpperCase()
  if (!BASE32.test(secret)) throw new Error('The TOTP secret must be base32.')
  await ctx.adapter.create({
    model: 'twoFactor',
    data: {
      userId,
      // better-auth reads a `base32:` secret as the base32 key an authenticator app was given.
      secret: await symmetricEncrypt({ key: ctx.secretConfig, data: `base32:${secret}` }),
      backupCodes: await symmetricEncrypt({ key: ctx.secretConfig, data: '[]' }),
      verified: true,
    },
  })
  await ctx.internalAdapter.updateUser(userId, { activeMfaMethod: 'totp', twoFactorEnabled: true })
}
