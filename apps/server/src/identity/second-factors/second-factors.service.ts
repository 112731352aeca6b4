import { randomBytes, randomInt } from 'node:crypto'
import { CODE_LENGTH } from '@wallet/shared/identity/sign-in-rules'
import { isStaffRole } from '@wallet/shared/roles'
import { SECURITY_MESSAGES, type LoginHistoryEntry, type MfaStatus, type TotpSetup } from '@wallet/shared/identity/second-factors'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { createSigner } from '../../lib/crypto.ts'
import { AppError, NotFoundError } from '../../lib/errors.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts'
import type { Actor } from '../sign-in/actor.ts'
import type { Auth } from '../sign-in/better-auth.ts'
import { claimTotpStep, totpStepOf } from '../sign-in/totp-steps.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { translatedMail } from '../../support/notifications/mail-translations.ts'
import type { AttemptLimits } from './attempt-limits.ts'
import { securityRepository as repo } from './second-factors.repository.ts'
import { createTotpKeys, totpFor } from './totp.ts'

const EMAIL_CODE_TTL_MS = 10 * 60 * 1000
const EMAIL_CODE_MAX_ATTEMPTS = 5
const LOGIN_HISTORY_LIMIT = 100
const emailSetupId = (userId: string) => `mfa-email-setup:${userId}`
const stepUpId = (userId: string) => `step-up:${userId}`

/** Whose password or code is checked, and from which client address: what the attempt limits count. */
export type CheckedBy = Pick<Actor, 'userId' | 'ip'>

export interface SecurityDeps {
  db: Db
  auth: Auth
  mailer: Mailer
  authSecret: string
  customers: CustomersService
  attempts: AttemptLimits
}

/**
 * One second factor at a time (part 2 §4): `user.activeMfaMethod` names it and `user.twoFactorEnabled`
 * makes better-auth ask for it at sign-in.
 */
export function createSecurityService({ db, auth, mailer, authSecret, customers, attempts }: SecurityDeps) {
  const totpKeys = createTotpKeys(auth)
  const emailCodes = createSigner(authSecret, 'mfa-email-setup-code')

  async function lockUser(tx: DbOrTx, userId: string, forUpdate = true) {
    const user = await repo.findUser(tx, userId, forUpdate)
    if (!user) throw new NotFoundError()
    return user
  }

  /**
   * Staff keep an authenticator app as their second factor (decision 072): a staff account may replace the emailed
   * code it was created with by one, and may neither remove it nor go back to emailed codes.
   */
  function refuseForStaff(user: { role: string | null }) {
    if (isStaffRole(user.role)) throw new AppError('STAFF_AUTHENTICATOR_ONLY')
  }

  /** Every password check outside sign-in: counted per account and per address (docs/decisions/127), then verified. */
  async function checkPassword({ userId, ip }: CheckedBy, password: string): Promise<void> {
    await attempts.take('password', { account: userId, ip })
    const hash = await repo.findPasswordHash(db, userId)
    if (!hash || !(await verifyPassword({ hash, password }))) throw new AppError('PASSWORD_VERIFICATION_FAILED')
  }

  /** A hash of no one's password, made once: what a check for an unknown account verifies against. */
  let unknownHash: Promise<string> | null = null
  const unknownAccountHash = () => (unknownHash ??= hashPassword(randomBytes(32).toString('hex')))

  /** A mailed 6-digit code, stored as an HMAC under `identifier` with its tries; good for 10 minutes and 5 tries. */
  async function saveEmailCode(tx: DbOrTx, identifier: string, userId: string, code: string) {
    const value = JSON.stringify({ hash: emailCodes.sign(`${userId}:${code}`), attempts: 0 })
    await repo.saveVerification(tx, identifier, value, new Date(Date.now() + EMAIL_CODE_TTL_MS))
  }

  /** Checks a mailed code and uses it up on success; a wrong one counts a try (committed even when the caller then fails). */
  async function useEmailCode(tx: DbOrTx, identifier: string, userId: string, code: string): Promise<boolean> {
    const saved = await repo.findVerification(tx, identifier)
    if (!saved || saved.expiresAt <= new Date()) return false
    const { hash, attempts } = JSON.parse(saved.value) as { hash: string; attempts: number }
    if (attempts >= EMAIL_CODE_MAX_ATTEMPTS) return false
    if (!emailCodes.verify(`${userId}:${code}`, hash)) {
      await repo.updateVerificationValue(tx, saved.id, JSON.stringify({ hash, attempts: attempts + 1 }))
      return false
    }
    await repo.deleteVerification(tx, identifier)
    return true
  }

  /** The step-up code: the authenticator's, its time step used up like at sign-in, or the one `mailStepUpCode` sent. */
  async function stepUpMatches(tx: Tx, user: { id: string; email: string; activeMfaMethod: string }, code: string): Promise<boolean> {
    if (user.activeMfaMethod !== 'totp') return useEmailCode(tx, stepUpId(user.id), user.id, code)
    const factor = await repo.findTwoFactor(tx, user.id)
    if (!factor?.verified) return false
    const step = totpStepOf(await totpKeys.open(factor.secret), code)
    return step !== null && (await claimTotpStep(tx, user.id, step))
  }

  /** Mails a step-up code to the account's own address; a mail that cannot be sent leaves no code behind. */
  async function mailStepUpCode(userId: string): Promise<void> {
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
    const user = await db.transaction(async (tx) => {
      const found = await lockUser(tx, userId)
      await saveEmailCode(tx, stepUpId(userId), userId, code)
      return found
    })
    try {
      await mailer.send({ to: user.email, ...translatedMail('stepUpCode', code), code })
    } catch {
      await repo.deleteVerification(db, stepUpId(userId))
      throw new AppError('EMAIL_SEND_FAILED')
    }
  }

  /**
   * A step-up code in its own transaction, so a wrong one counts even though the change is refused; good for one change.
   * Counted per account and per address first (docs/decisions/127). `factorRequired`: an account without a second
   * factor is told to turn one on (403) rather than mailed a code.
   */
  async function confirmCode({ userId, ip }: CheckedBy, code: string, { factorRequired }: { factorRequired: boolean }): Promise<void> {
    await attempts.take('step-up', { account: userId, ip })
    const ok = await db.transaction(async (tx) => {
      const user = await lockUser(tx, userId)
      if (factorRequired && user.activeMfaMethod === 'none') throw new AppError('SECOND_FACTOR_REQUIRED')
      return stepUpMatches(tx, user, code)
    })
    if (!ok) throw new AppError('SECOND_FACTOR_INVALID')
  }

  return {
    checkPassword,

    /**
     * A signed-out password check (unfreezing): an address no account has is counted (under the address typed) and
     * hashed like a real check, so neither the answer, the limit nor the time tells whether the account exists.
     * False for a wrong password; a refusal of the attempt limits is thrown (429).
     */
    async passwordMatches(user: { id: string } | null, email: string, ip: string, password: string): Promise<boolean> {
      if (!user) {
        await attempts.take('password', { account: `email:${email.trim().toLowerCase()}`, ip })
        await verifyPassword({ hash: await unknownAccountHash(), password })
        return false
      }
      try {
        await checkPassword({ userId: user.id, ip }, password)
        return true
      } catch (err) {
        if (err instanceof AppError && err.code === 'PASSWORD_VERIFICATION_FAILED') return false
        throw err
      }
    },

    /** Counts a step-up attempt checked by `checkStepUp` (inside a transaction that a wrong code rolls back). */
    countStepUp: ({ userId, ip }: CheckedBy) => attempts.take('step-up', { account: userId, ip }),

    /**
     * A second factor asked again outside sign-in (unfreezing an account): the authenticator app when the account has
     * one, otherwise a code mailed now. Answers which one to enter.
     */
    async startStepUp(userId: string): Promise<'totp' | 'email'> {
      const user = await lockUser(db, userId, false)
      if (user.activeMfaMethod === 'totp') return 'totp'
      await mailStepUpCode(userId)
      return 'email'
    },

    /** Checks the step-up code inside the caller's transaction; a TOTP code's time step is used up like at sign-in. */
    async checkStepUp(tx: Tx, userId: string, code: string): Promise<boolean> {
      return stepUpMatches(tx, await lockUser(tx, userId), code)
    },

    /**
     * The second factor for a sensitive change (the anti-phishing code, the address allowlist): the step-up code of
     * `checkStepUp`, from an account that has a second factor. Runs in its own transaction, so a wrong code counts even
     * though the change is refused; a code is good for one change.
     */
    confirmSecondFactor: (by: CheckedBy, code: string) => confirmCode(by, code, { factorRequired: true }),

    /**
     * The full step-up, password then code, for what would hand the account or its money to a session alone: passkeys,
     * reading the anti-phishing code (docs/decisions/124), a new destination of funds (docs/decisions/126). The code is
     * the one of `checkStepUp`, checked in its own transaction like `confirmSecondFactor`. `factorRequired: false` lets
     * an account without a second factor step up with a mailed code, as the unfreeze asks. An account without a
     * password (none is made today: only its passkeys sign it in) has only the code to give.
     */
    async confirmStepUp(
      by: CheckedBy,
      body: { password: string; secondFactorCode: string },
      { factorRequired = false }: { factorRequired?: boolean } = {},
    ): Promise<void> {
      if (await repo.findPasswordHash(db, by.userId)) await checkPassword(by, body.password)
      await confirmCode(by, body.secondFactorCode, { factorRequired })
    },

    /** Mails the step-up code to an account whose step-up is not the authenticator app (emailed codes, or none). */
    async sendStepUpCode(userId: string): Promise<void> {
      const user = await lockUser(db, userId, false)
      if (user.activeMfaMethod === 'totp') throw new AppError('SECOND_FACTOR_REQUIRED')
      await mailStepUpCode(userId)
    },

    async mfaStatus(userId: string): Promise<MfaStatus> {
      const user = await lockUser(db, userId, false)
      const factor = await repo.findTwoFactor(db, userId)
      return {
        activeMfaMethod: user.activeMfaMethod as MfaStatus['activeMfaMethod'],
        twoFactorEnabled: user.twoFactorEnabled,
        totpPending: factor !== null && !factor.verified,
      }
    },

    /** Creates a pending authenticator factor; a new start replaces an unfinished one. */
    async startTotp(userId: string): Promise<TotpSetup> {
      const secret = totpKeys.newSecret()
      const [sealedSecret, sealedBackupCodes] = await Promise.all([totpKeys.seal(secret), totpKeys.seal('[]')])
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId)
        if (user.activeMfaMethod === 'email' && !isStaffRole(user.role)) {
          throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.totpBlockedByEmail })
        }
        const existing = await repo.findTwoFactor(tx, userId)
        if (user.activeMfaMethod === 'totp' || existing?.verified) {
          throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.totpAlreadyEnabled })
        }
        await repo.replaceWithPendingTwoFactor(tx, userId, sealedSecret, sealedBackupCodes)
        const totp = totpFor(secret, user.email)
        return { totpURI: totp.toString(), secret: totp.secret.base32 }
      })
    },

    /** The first valid code turns the pending factor on; its time step counts as used. */
    async verifyTotp(userId: string, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId)
        if (user.activeMfaMethod === 'email' && !isStaffRole(user.role)) {
          throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.totpBlockedByEmail })
        }
        const factor = await repo.findTwoFactor(tx, userId)
        if (!factor || factor.verified) throw new AppError('NO_TOTP_FACTOR', { message: SECURITY_MESSAGES.totpStartFailed, status: 409 })
        const step = totpStepOf(await totpKeys.open(factor.secret), code)
        if (step === null) throw new AppError('INVALID_CODE', { message: SECURITY_MESSAGES.invalidTotp })
        await repo.markTwoFactorVerified(tx, factor.id)
        await repo.setMfaState(tx, userId, { activeMfaMethod: 'totp', twoFactorEnabled: true, totpLastStep: step })
      })
    },

    async cancelTotp(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const factor = await repo.findTwoFactor(tx, userId)
        if (!factor || factor.verified) throw new AppError('NO_TOTP_FACTOR')
        await repo.deleteTwoFactor(tx, userId)
      })
    },

    async removeTotp(by: CheckedBy, password: string): Promise<void> {
      await checkPassword(by, password)
      const userId = by.userId
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId)
        refuseForStaff(user)
        const factor = await repo.findTwoFactor(tx, userId)
        if (user.activeMfaMethod !== 'totp' && !factor?.verified) throw new AppError('NO_TOTP_FACTOR')
        await repo.deleteTwoFactor(tx, userId)
        await repo.setMfaState(tx, userId, { activeMfaMethod: 'none', twoFactorEnabled: false, totpLastStep: null })
      })
    },

    /** Mails a 6-digit code that turns email authentication on. */
    async sendEmailCode(userId: string): Promise<void> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
      const user = await db.transaction(async (tx) => {
        const found = await lockUser(tx, userId)
        refuseForStaff(found)
        const factor = await repo.findTwoFactor(tx, userId)
        if (found.activeMfaMethod === 'totp' || factor?.verified) throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.emailBlockedByTotp })
        if (found.activeMfaMethod === 'email') throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.emailAlreadyEnabled })
        await saveEmailCode(tx, emailSetupId(userId), userId, code)
        return found
      })
      try {
        await mailer.send({
          to: user.email,
          ...translatedMail('emailMfaCode', code),
          code,
        })
      } catch {
        await repo.deleteVerification(db, emailSetupId(userId))
        throw new AppError('EMAIL_SEND_FAILED')
      }
    },

    /** A code is good for 10 minutes and 5 tries, and is used up when it succeeds. */
    async verifyEmailCode(userId: string, code: string): Promise<void> {
      const outcome = await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId)
        const factor = await repo.findTwoFactor(tx, userId)
        if (user.activeMfaMethod === 'totp' || factor?.verified) throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.emailBlockedByTotp })
        if (!(await useEmailCode(tx, emailSetupId(userId), userId, code))) return 'invalid' as const
        await repo.deleteTwoFactor(tx, userId)
        await repo.setMfaState(tx, userId, { activeMfaMethod: 'email', twoFactorEnabled: true })
        return 'enabled' as const
      })
      if (outcome === 'invalid') throw new AppError('INVALID_EMAIL_CODE')
    },

    async disableEmail(by: CheckedBy, password: string): Promise<void> {
      await checkPassword(by, password)
      const userId = by.userId
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId)
        refuseForStaff(user)
        if (user.activeMfaMethod !== 'email') throw new AppError('MFA_METHOD_CONFLICT', { message: SECURITY_MESSAGES.emailNotEnabled })
        await repo.setMfaState(tx, userId, { activeMfaMethod: 'none', twoFactorEnabled: false })
      })
    },

    /** Sets a new password and signs the user out everywhere else. */
    async changePassword(by: CheckedBy, sessionId: string, oldPassword: string, newPassword: string): Promise<void> {
      await checkPassword(by, oldPassword)
      const userId = by.userId
      const hash = await hashPassword(newPassword)
      await db.transaction(async (tx) => {
        await lockUser(tx, userId)
        await repo.updatePasswordHash(tx, userId, hash)
        await repo.deleteOtherSessions(tx, userId, sessionId)
      })
    },

    async loginHistory(userId: string): Promise<LoginHistoryEntry[]> {
      return (await repo.listLoginHistory(db, userId, LOGIN_HISTORY_LIMIT)).map(toEntry)
    },

    /** get-login-history for staff: one page of a customer's sign-ins, newest first. */
    async staffLoginHistory(actor: Actor, customerId: string, page: number, pageSize: number): Promise<LoginHistoryEntry[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      return (await repo.listLoginHistory(db, customerId, pageSize, (page - 1) * pageSize)).map(toEntry)
    },
  }
}

function toEntry(r: { id: string; createdAt: Date; ipAddress: string | null; userAgent: string | null }): LoginHistoryEntry {
  return { id: r.id, timestamp: r.createdAt.toISOString(), ip_address: r.ipAddress, user_agent: r.userAgent }
}

export type SecurityService = ReturnType<typeof createSecurityService>
