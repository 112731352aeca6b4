import { createHash, randomBytes } from 'node:crypto'
import { PROTECTION_MESSAGES, describeUserAgent, type ActiveSession, type FreezeState, type UnfreezeStart } from '@wallet/shared/identity/sessions-and-freeze'
import type { AuditAction } from '@wallet/shared/back-office/audit'
import { isRole } from '@wallet/shared/roles'
import { worded } from '@wallet/shared/support/worded-messages'
import type { Db, Tx } from '../../db/client.ts'
import type { BackgroundTasks } from '../../lib/background.ts'
import { AppError, NotFoundError } from '../../lib/errors.ts'
import type { Mailer } from '../../lib/mailer.ts'
import type { AccountService } from '../accounts/accounts.service.ts'
import type { Actor } from '../sign-in/actor.ts'
import type { OwnSessions, ListedSession } from '../sign-in/own-sessions.ts'
import type { CompletedSignIn } from '../sign-in/sign-in-rules.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import type { CaptchaService } from '../../platform/captcha/captcha.service.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { translatedMail, withRecoveryHold } from '../../support/notifications/mail-translations.ts'
import { notice } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import type { SecurityService } from '../second-factors/second-factors.service.ts'
import { deviceOf, placeOf } from './devices.ts'
import { protectionRepository as repo } from './sessions-and-freeze.repository.ts'

const HOUR_MS = 60 * 60 * 1000
/** The "This wasn't me" link works once, for this long. */
export const FREEZE_LINK_HOURS = 24

export interface ProtectionDeps {
  db: Db
  authSecret: string
  publicUrl: string
  /** Hours after a freeze before the customer may unfreeze it themself (UNFREEZE_COOLING_OFF_HOURS). */
  coolingOffHours: number
  ownSessions: OwnSessions
  /** better-auth's own listing of any account's sessions, for staff. */
  listSessionsOf: (userId: string) => Promise<ListedSession[]>
  account: AccountService
  audit: AuditService
  customers: CustomersService
  security: SecurityService
  captcha: CaptchaService
  mailer: Mailer
  notifications: NotificationsService
  background: BackgroundTasks
  defineStaffAction: DefineStaffAction
  onMailFailure: (err: unknown, what: string) => void
}

/** Where a request comes from, for the audit row of a change made without a session (the link, the unfreeze). */
export interface RequestOrigin {
  ip: string
  requestId: string
}

/** What the mail about removed passkeys says happened first. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The customer's own protections (docs/decisions/033–035): their devices and sessions, the new-device mail and its
 * "This wasn't me" link, and freezing the account. Each change is an audit row about the customer, written in the
 * change's transaction where the change is ours (better-auth ends a session in its own statement: the row follows).
 */
export function createProtectionService(deps: ProtectionDeps) {
  const { db, account, audit, customers, security, captcha, mailer, notifications, background, defineStaffAction } = deps

  /** A change the customer makes (or their link makes) audits them as its actor: shown as 'You' in Account activity. */
  function selfActor(user: { id: string; email: string; role: string; fullName?: string | null }, origin: RequestOrigin): Actor {
    return {
      userId: user.id,
      email: user.email,
      fullName: user.fullName ?? null,
      role: isRole(user.role) ? user.role : 'USER',
      requiresPasswordChange: false,
      authenticatorRequired: false,
      activeMfaMethod: 'none',
      sessionId: '',
      ip: origin.ip,
      requestId: origin.requestId,
    }
  }

  async function auditSelf(tx: Tx, actor: Actor, action: AuditAction, before: unknown, after: unknown) {
    await audit.record(tx, actor, { action, targetUserId: actor.userId, before, after })
  }

  const publishHead = () => audit.publishHead().catch((err: unknown) => deps.onMailFailure(err, 'audit chain head not published'))

  function toView(s: ListedSession, currentId: string | null): ActiveSession {
    const { browser, system } = describeUserAgent(s.userAgent)
    return {
      id: s.id,
      browser,
      system,
      ipAddress: s.ipAddress,
      place: placeOf(s.ipAddress),
      firstSeen: s.createdAt.toISOString(),
      lastSeen: s.updatedAt.toISOString(),
      current: s.id === currentId,
    }
  }

  const newestFirst = (a: ListedSession, b: ListedSession) => b.updatedAt.getTime() - a.updatedAt.getTime()

  /**
   * Freezes in the caller's transaction: the profile row locked (money waits or is refused), every session ended, and
   * every passkey removed (docs/decisions/124), the customer told in the bell when there were any.
   */
  async function freezeIn(tx: Tx, userId: string, via: 'settings' | 'link'): Promise<{ sessionsEnded: number; passkeysRevoked: number } | null> {
    const state = await customers.lockFreeze(tx, userId)
    if (!state) throw new NotFoundError()
    if (state.frozenAt) return null
    await customers.setFrozen(tx, userId, via)
    const { sessionsEnded } = await account.endSessions(tx, userId)
    const passkeysRevoked = await account.revokePasskeys(tx, userId)
    if (passkeysRevoked > 0) await notifications.notify(tx, userId, notice('passkeysRevoked', passkeysRevoked))
    return { sessionsEnded, passkeysRevoked }
  }

  /** The mail about the passkeys a recovery step of the customer's own removed, after the commit. */
  async function mailPasskeysRevoked(email: string, revoked: number, because: 'frozen' | 'passwordReset'): Promise<void> {
    if (revoked === 0) return
    await mailer
      .send({ to: email, ...translatedMail('passkeysRevoked', revoked, because) })
      .catch((err: unknown) => deps.onMailFailure(err, 'passkeys mail not sent'))
  }

  function toState(frozenAt: Date | null): FreezeState {
    return {
      frozen: frozenAt !== null,
      frozenAt: frozenAt?.toISOString() ?? null,
      unfreezeFrom: frozenAt ? new Date(frozenAt.getTime() + deps.coolingOffHours * HOUR_MS).toISOString() : null,
    }
  }

  /**
   * The account behind a signed-out unfreeze: a frozen account whose password matches. A wrong password, an unknown
   * address and an account that is not frozen get the same answer, and the same captcha next time, so the step tells
   * nothing about a password or an account (docs/decisions/127); every try counts towards the attempt limits.
   */
  async function unfreezeSubject(email: string, password: string, ip: string, captchaPayload: string | undefined) {
    if (await captcha.isRequiredForSignIn(email, ip)) await captcha.consume(captchaPayload)
    const user = await repo.userByEmail(db, email)
    const passwordOk = await security.passwordMatches(user, email, ip, password)
    const frozenAt = user && passwordOk ? ((await customers.freezeState(user.id))?.frozenAt ?? null) : null
    if (!user || !frozenAt) {
      await captcha.requireForSignIn(email, ip)
      throw new AppError('INVALID_CREDENTIALS', { message: PROTECTION_MESSAGES.unfreezeRefused })
    }
    const state = toState(frozenAt)
    if (Date.parse(state.unfreezeFrom!) > Date.now()) {
      throw new AppError('UNFREEZE_TOO_EARLY', worded('unfreezeTooEarly', { from: state.unfreezeFrom!.slice(0, 16).replace('T', ' ') }))
    }
    return user
  }

  const staffUnfreeze = defineStaffAction({
    permission: 'customers:manage',
    target: 'customer',
    action: 'customer.unfreeze',
    async run({ tx, target }: StaffActionContext<void, 'customer'>) {
      const state = await customers.lockFreeze(tx, target.id)
      if (!state?.frozenAt) throw new AppError('NOT_FROZEN')
      await customers.setFrozen(tx, target.id, null)
      const holdUntil = await customers.startRecoveryHold(tx, target.id)
      return applied({
        before: { frozen: true },
        after: { frozen: false, recoveryHoldUntil: holdUntil?.toISOString() ?? null },
        notify: notice('unfrozen'),
        email: withRecoveryHold(translatedMail('unfrozen'), holdUntil),
        result: undefined,
      })
    },
  })

  return {
    /** The signed-in user's sessions, this device's first, then the most recently renewed. */
    async ownSessions(actor: Actor, headers: Headers): Promise<ActiveSession[]> {
      const listed = await deps.ownSessions.list(headers)
      return listed
        .sort((a, b) => Number(b.id === actor.sessionId) - Number(a.id === actor.sessionId) || newestFirst(a, b))
        .map((s) => toView(s, actor.sessionId))
    },

    /** Ends one of the user's sessions (never the asking one: that is signing out); its streams close with it. */
    async endOwnSession(actor: Actor, headers: Headers, sessionId: string): Promise<void> {
      const target = (await deps.ownSessions.list(headers)).find((s) => s.id === sessionId)
      if (!target) throw new AppError('SESSION_NOT_FOUND')
      if (target.id === actor.sessionId) throw new AppError('VALIDATION_FAILED', { message: 'To end this session, sign out.' })
      await deps.ownSessions.revoke(headers, target.token)
      const { browser, system } = describeUserAgent(target.userAgent)
      await db.transaction((tx) => auditSelf(tx, actor, 'account.session.end', null, { browser, system, ipAddress: target.ipAddress }))
      await publishHead()
    },

    /** Ends every session but the asking one. */
    async endOtherSessions(actor: Actor, headers: Headers): Promise<number> {
      const others = (await deps.ownSessions.list(headers)).filter((s) => s.id !== actor.sessionId).length
      await deps.ownSessions.revokeOthers(headers)
      await db.transaction((tx) => auditSelf(tx, actor, 'account.sessions.end_others', null, { sessionsEnded: others }))
      await publishHead()
      return others
    },

    /** A customer's sessions for staff (the staff profile, beside "end the customer's sessions"). */
    async customerSessions(actor: Actor, customerId: string): Promise<ActiveSession[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      return (await deps.listSessionsOf(customerId)).sort(newestFirst).map((s) => toView(s, null))
    },

    async freezeState(userId: string): Promise<FreezeState> {
      return toState((await customers.freezeState(userId))?.frozenAt ?? null)
    },

    async customerFreezeState(actor: Actor, customerId: string): Promise<FreezeState> {
      await customers.access(db, actor, customerId, 'customers:view')
      return toState((await customers.freezeState(customerId))?.frozenAt ?? null)
    },

    /** Freezing from Settings: the password first, then the freeze, the end of every session and the row, together. */
    async freeze(actor: Actor, password: string): Promise<void> {
      await security.checkPassword(actor, password)
      const ended = await db.transaction(async (tx) => {
        const ended = await freezeIn(tx, actor.userId, 'settings')
        if (!ended) throw new AppError('ALREADY_FROZEN')
        await auditSelf(tx, actor, 'account.freeze', { frozen: false }, { frozen: true, ...ended })
        return ended
      })
      await publishHead()
      await mailPasskeysRevoked(actor.email, ended.passkeysRevoked, 'frozen')
    },

    /**
     * The "This wasn't me" link: used once, within its time, it freezes the account (unless it is frozen already) and
     * the customer is mailed. A used, expired or unknown link changes nothing.
     */
    async freezeByLink(token: string, origin: RequestOrigin): Promise<void> {
      const frozen = await db.transaction(async (tx) => {
        const userId = await repo.useFreezeLink(tx, hashToken(token))
        if (!userId) throw new AppError('FREEZE_LINK_INVALID')
        const user = await repo.userById(tx, userId)
        if (!user) throw new AppError('FREEZE_LINK_INVALID')
        const ended = await freezeIn(tx, userId, 'link')
        if (ended) await auditSelf(tx, selfActor(user, origin), 'account.freeze.link', { frozen: false }, { frozen: true, ...ended })
        return ended ? { email: user.email, passkeysRevoked: ended.passkeysRevoked } : null
      })
      if (!frozen) return
      await publishHead()
      await mailer.send({ to: frozen.email, ...translatedMail('frozenByLink') }).catch((err: unknown) => deps.onMailFailure(err, 'freeze mail not sent'))
      await mailPasskeysRevoked(frozen.email, frozen.passkeysRevoked, 'frozen')
    },

    /** Unfreezing, signed out, step one: the password; the answer names the second factor (a mailed code is sent now). */
    async startUnfreeze(input: { email: string; password: string }, ip: string, captchaPayload: string | undefined): Promise<UnfreezeStart> {
      const user = await unfreezeSubject(input.email, input.password, ip, captchaPayload)
      return { method: await security.startStepUp(user.id) }
    },

    /** Step two: the password again and the second factor's code; the account is unfrozen and may sign in. */
    async unfreeze(input: { email: string; password: string; code: string }, origin: RequestOrigin, captchaPayload: string | undefined): Promise<void> {
      const user = await unfreezeSubject(input.email, input.password, origin.ip, captchaPayload)
      await security.countStepUp({ userId: user.id, ip: origin.ip })
      await db.transaction(async (tx) => {
        if (!(await security.checkStepUp(tx, user.id, input.code))) throw new AppError('INVALID_CODE')
        const state = await customers.lockFreeze(tx, user.id)
        if (!state?.frozenAt) throw new AppError('NOT_FROZEN')
        await customers.setFrozen(tx, user.id, null)
        await auditSelf(tx, selfActor(user, origin), 'account.unfreeze', { frozen: true }, { frozen: false })
      })
      await publishHead()
    },

    /**
     * After a password reset from the emailed link (better-auth's /reset-password has written the new password and ended
     * the sessions): every passkey goes, with the audit row (the customer as actor) and the bell notice in one
     * transaction, then the mail. better-auth's reset runs outside our transactions, so this one follows its write.
     */
    async afterEmailedReset(userId: string, origin: RequestOrigin): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const user = await repo.userById(tx, userId)
        if (!user) return null
        const passkeysRevoked = await account.revokePasskeys(tx, userId)
        await auditSelf(tx, selfActor(user, origin), 'account.password.reset', null, { sessionsEnded: 'all', passkeysRevoked })
        if (passkeysRevoked > 0) await notifications.notify(tx, userId, notice('passkeysRevoked', passkeysRevoked))
        return { email: user.email, passkeysRevoked }
      })
      if (!done) return
      await publishHead()
      await mailPasskeysRevoked(done.email, done.passkeysRevoked, 'passwordReset')
    },

    /** A staff review's outcome: unfrozen at once, audited, the customer told (bell and mail). */
    staffUnfreeze,

    /**
     * After every completed sign-in: a device new to the account mails the customer, with a one-use freeze link. The
     * account's first device is only recorded (there is nothing to compare it with: it is the sign-up's own).
     */
    async onSignIn(signIn: CompletedSignIn): Promise<void> {
      const device = deviceOf(deps.authSecret, signIn.userId, signIn.userAgent, signIn.ipAddress)
      const first = (await repo.deviceCount(db, signIn.userId)) === 0
      const isNew = await repo.seeDevice(db, {
        userId: signIn.userId,
        deviceKey: device.key,
        browser: device.browser,
        system: device.system,
        ipAddress: signIn.ipAddress,
      })
      if (!isNew || first) return
      const user = await repo.userById(db, signIn.userId)
      if (!user) return
      const token = randomBytes(32).toString('base64url')
      await repo.insertFreezeLink(db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + FREEZE_LINK_HOURS * HOUR_MS) })
      const freezeUrl = new URL(`/freeze-account?token=${token}`, deps.publicUrl).toString()
      const mail = translatedMail('newDevice', {
        at: new Date(),
        browser: device.browser,
        system: device.system,
        ipAddress: signIn.ipAddress ?? 'unknown',
        place: placeOf(signIn.ipAddress),
        freezeUrl,
        validHours: FREEZE_LINK_HOURS,
      })
      await mailer.send({ to: user.email, ...mail, link: freezeUrl })
    },

    /** Runs the new-device check after the sign-in's answer (a mail must not slow the sign-in down). */
    afterSignIn(signIn: CompletedSignIn): void {
      background.run('new-device check', () => this.onSignIn(signIn))
    },
  }
}
