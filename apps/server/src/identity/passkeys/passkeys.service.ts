import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { AuditAction } from '@wallet/shared/back-office/audit'
import type { ErrorCode } from '@wallet/shared/errors'
import {
  PASSKEYS_PER_ACCOUNT_MAX,
  type AuthenticationCredential,
  type Passkey,
  type PasskeyOptions,
  type RegistrationCredential,
  type RenamePasskeyBody,
} from '@wallet/shared/identity/passkeys'
import type { StepUpBody } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import { isStaffRole } from '@wallet/shared/roles'
import type { Db, Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../lib/database-error.ts'
import { AppError } from '../../lib/errors.ts'
import type { Mailer } from '../../lib/mailer.ts'
import type { Actor } from '../sign-in/actor.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { translatedMail, type TranslatableMail } from '../../support/notifications/mail-translations.ts'
import { notice } from '../../support/notifications/notices.ts'
import { passkeysRepository as repo, type PasskeyRow } from './passkeys.repository.ts'
import type { RelyingParty } from './relying-party.ts'

/** How long a browser has to answer a challenge (the WebAuthn prompt's own timeout is the same). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000

export interface PasskeysDeps {
  db: Db
  rp: RelyingParty
  audit: AuditService
  mailer: Mailer
  customers: CustomersService
  defineStaffAction: DefineStaffAction
  /** The step-up (password and second factor) a change to one's passkeys takes (the security module). */
  confirmStepUp: (by: Pick<Actor, 'userId' | 'ip'>, body: StepUpBody) => Promise<void>
  onMailFailure: (err: unknown, what: string) => void
}

/** A passkey sign-in whose signature was checked: whose passkey it was, and whether it verified the user (PIN, biometrics). */
export interface PasskeyAssertion {
  userId: string
  userVerified: boolean
}

/**
 * Why a checked passkey may not sign this account in, or null when it may (docs/decisions/038-passkeys.md):
 * - an account told to set a new password signs in with its password (a passkey must not skip that step, and the
 *   forced change asks for no current password);
 * - a passkey counts as both factors only when it verified the user: without that, an account that has a second factor
 *   (and every staff account) signs in with its password and second factor.
 * The rules every sign-in passes whatever its method (a ban…) run where the session is created (sign-in-rules.ts).
 */
export function passkeySignInRefusal(
  user: { role: string; activeMfaMethod: string; requiresPasswordChange: boolean },
  userVerified: boolean,
): ErrorCode | null {
  if (user.requiresPasswordChange) return 'PASSKEY_PASSWORD_CHANGE_REQUIRED'
  if (!userVerified && (user.activeMfaMethod !== 'none' || isStaffRole(user.role))) return 'PASSKEY_NOT_VERIFIED'
  return null
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports ? (row.transports.split(',').filter(Boolean) as AuthenticatorTransportFuture[]) : undefined

function toView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }
}

/** The WebAuthn library throws on any answer it cannot accept: all of them are the caller's bad input. */
async function checked<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify()
  } catch {
    throw new AppError('PASSKEY_INVALID')
  }
}

/** Registering, listing, renaming and removing one's passkeys (Settings → Security), and checking a passkey sign-in. */
export function createPasskeysService({ db, rp, audit, mailer, customers, defineStaffAction, confirmStepUp, onMailFailure }: PasskeysDeps) {
  const expires = () => new Date(Date.now() + CHALLENGE_TTL_MS)

  /** A change to one's own passkeys: the change and its audit row (the customer as actor) in one transaction, then the mail. */
  async function change<T>(
    actor: Actor,
    action: AuditAction,
    work: (tx: Tx) => Promise<{ before?: unknown; after?: unknown; mail: TranslatableMail; result: T }>,
  ) {
    const { mail, result } = await db.transaction(async (tx) => {
      if (!(await repo.lockUser(tx, actor.userId))) throw new AppError('UNAUTHENTICATED')
      const outcome = await work(tx)
      await audit.record(tx, actor, { action, targetUserId: actor.userId, before: outcome.before ?? null, after: outcome.after ?? null })
      return outcome
    })
    await mailer.send({ to: actor.email, ...mail }).catch((err: unknown) => onMailFailure(err, `${action} mail`))
    return result
  }

  async function findOwn(tx: Tx, actor: Actor, passkeyId: string): Promise<PasskeyRow> {
    const row = await repo.findOwn(tx, actor.userId, passkeyId)
    if (!row) throw new AppError('PASSKEY_NOT_FOUND')
    return row
  }

  const staffRemove = defineStaffAction({
    permission: 'customers:manage',
    target: 'customer',
    action: 'customer.passkey.remove',
    async run({ tx, target, input }: StaffActionContext<{ passkeyId: string }, 'customer'>) {
      const row = await repo.findOwn(tx, target.id, input.passkeyId)
      if (!row) throw new AppError('PASSKEY_NOT_FOUND')
      await repo.remove(tx, row.id)
      return applied({
        before: { passkey: row.name },
        after: null,
        notify: notice('passkeyRemoved', row.name),
        email: translatedMail('passkeyRemovedBySupport', row.name),
        result: undefined,
      })
    },
  })

  return {
    async list(userId: string): Promise<Passkey[]> {
      return (await repo.list(db, userId)).map(toView)
    },

    /**
     * The options for navigator.credentials.create(): a discoverable passkey that verifies its user where it can. Handed
     * out only after the step-up, and the registration takes only a challenge handed out here: a session alone
     * registers nothing (docs/decisions/124).
     */
    async registrationOptions(actor: Actor, stepUp: StepUpBody): Promise<PasskeyOptions> {
      await confirmStepUp(actor, stepUp)
      const existing = await repo.list(db, actor.userId)
      if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) throw new AppError('PASSKEY_LIMIT')
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: actor.email,
        userDisplayName: actor.fullName ?? actor.email,
        userID: new TextEncoder().encode(actor.userId),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        timeout: CHALLENGE_TTL_MS,
      })
      await repo.saveChallenge(db, options.challenge, { purpose: 'register', userId: actor.userId }, expires())
      return { ...options }
    },

    async register(actor: Actor, name: string, credential: RegistrationCredential): Promise<Passkey> {
      const verification = await checked(() =>
        verifyRegistrationResponse({
          response: credential as RegistrationResponseJSON,
          // The challenge must be one handed to this user for a registration, and is used up here.
          expectedChallenge: async (challenge) => {
            const issued = await repo.takeChallenge(db, challenge)
            return issued?.purpose === 'register' && issued.userId === actor.userId
          },
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
        }),
      )
      if (!verification.verified) throw new AppError('PASSKEY_INVALID')
      const info = verification.registrationInfo
      return change(actor, 'account.passkey.add', async (tx) => {
        if ((await repo.countOf(tx, actor.userId)) >= PASSKEYS_PER_ACCOUNT_MAX) throw new AppError('PASSKEY_LIMIT')
        if (await repo.findByCredentialId(tx, info.credential.id)) throw new AppError('PASSKEY_ALREADY_REGISTERED')
        const row = await repo
          .insert(tx, {
            userId: actor.userId,
            name,
            credentialId: info.credential.id,
            publicKey: b64url(info.credential.publicKey),
            counter: info.credential.counter,
            transports: credential.response.transports?.join(',') ?? null,
            deviceType: info.credentialDeviceType,
            backedUp: info.credentialBackedUp,
          })
          .catch((err: unknown) => {
            if (isUniqueViolation(err, 'passkey_credential_id_unique')) throw new AppError('PASSKEY_ALREADY_REGISTERED')
            throw err
          })
        return { after: { passkey: name }, mail: translatedMail('passkeyAdded', name), result: toView(row) }
      })
    },

    async rename(actor: Actor, passkeyId: string, { name, ...stepUp }: RenamePasskeyBody): Promise<Passkey> {
      await confirmStepUp(actor, stepUp)
      return change(actor, 'account.passkey.rename', async (tx) => {
        const row = await findOwn(tx, actor, passkeyId)
        await repo.rename(tx, row.id, name)
        return {
          before: { passkey: row.name },
          after: { passkey: name },
          mail: translatedMail('passkeyRenamed', row.name, name),
          result: toView({ ...row, name }),
        }
      })
    },

    /** Refused when the passkey is the account's last way to sign in (no password, no other passkey). */
    async remove(actor: Actor, passkeyId: string, stepUp: StepUpBody): Promise<void> {
      await confirmStepUp(actor, stepUp)
      await change(actor, 'account.passkey.remove', async (tx) => {
        const row = await findOwn(tx, actor, passkeyId)
        if ((await repo.countOf(tx, actor.userId)) === 1 && !(await repo.hasPassword(tx, actor.userId))) throw new AppError('PASSKEY_LAST_SIGN_IN')
        await repo.remove(tx, row.id)
        return { before: { passkey: row.name }, after: null, mail: translatedMail('passkeyRemoved', row.name), result: undefined }
      })
    },

    /** The staff profile's support tools: a customer's passkeys (name, added, last used), within the actor's scope. */
    async staffList(actor: Actor, customerId: string): Promise<Passkey[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      return (await repo.list(db, customerId)).map(toView)
    },

    /** Removing one of a customer's passkeys: a staff action (one audit row, the customer told). */
    staffRemove,

    /** The options for navigator.credentials.get(): any passkey of this site (the browser offers the ones it holds). */
    async signInOptions(): Promise<PasskeyOptions> {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS })
      await repo.saveChallenge(db, options.challenge, { purpose: 'sign-in' }, expires())
      return { ...options }
    },

    /** Checks a passkey's answer to a sign-in challenge; the caller decides whether the account may sign in. */
    async verifySignIn(credential: AuthenticationCredential): Promise<PasskeyAssertion> {
      const row = await repo.findByCredentialId(db, credential.id)
      if (!row) {
        await repo.takeChallenge(db, challengeOf(credential)) // used up whatever the outcome
        throw new AppError('PASSKEY_UNKNOWN')
      }
      const verification = await checked(() =>
        verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: async (challenge) => (await repo.takeChallenge(db, challenge))?.purpose === 'sign-in',
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: { id: row.credentialId, publicKey: Buffer.from(row.publicKey, 'base64url'), counter: row.counter, transports: transportsOf(row) },
          requireUserVerification: false,
        }),
      )
      if (!verification.verified) throw new AppError('PASSKEY_INVALID')
      await repo.recordUse(db, row.id, verification.authenticationInfo.newCounter)
      return { userId: row.userId, userVerified: verification.authenticationInfo.userVerified }
    },

    findSignInUser: (userId: string) => repo.findUser(db, userId),
  }
}

/** The challenge a browser's answer names (in its clientDataJSON), or '' when unreadable. */
function challengeOf(credential: AuthenticationCredential): string {
  try {
    const data = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof data.challenge === 'string' ? data.challenge : ''
  } catch {
    return ''
  }
}
