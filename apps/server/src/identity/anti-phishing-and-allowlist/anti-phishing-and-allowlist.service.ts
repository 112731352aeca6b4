import { randomInt } from 'node:crypto'
import {
  ALLOWLIST_REFUSALS,
  PROTECTION_MESSAGES,
  addressKey,
  lockTimeText,
  type AllowlistBody,
  type AllowlistState,
  type AntiPhishingBody,
  type AntiPhishingCodeAnswer,
  type AntiPhishingState,
  type NewWithdrawalAddressBody,
  type StepUpBody,
  type WithdrawalAddress,
} from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { AssetId } from '@wallet/shared/assets'
import { CODE_LENGTH } from '@wallet/shared/identity/sign-in-rules'
import { worded, type WordedParams } from '@wallet/shared/support/worded-messages'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import type { BackgroundTasks } from '../../lib/background.ts'
import type { Clock } from '../../lib/clock.ts'
import { createSigner } from '../../lib/crypto.ts'
import { AppError } from '../../lib/errors.ts'
import type { Mail, Mailer } from '../../lib/mailer.ts'
import type { Actor } from '../sign-in/actor.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import type { SecurityService } from '../second-factors/second-factors.service.ts'
import { translatedMail } from '../../support/notifications/mail-translations.ts'
import { accountProtectionRepository as repo, type AddressRow, type ProtectionRow } from './anti-phishing-and-allowlist.repository.ts'

const HOUR_MS = 60 * 60 * 1000
const CONFIRMATION_TTL_MS = 30 * 60 * 1000
const CONFIRMATION_MAX_ATTEMPTS = 5
const ADDRESS_LIMIT = 50
const JOB_BATCH = 100

export interface AccountProtectionDeps {
  db: Db
  clock: Clock
  security: Pick<SecurityService, 'confirmSecondFactor' | 'confirmStepUp'>
  audit: AuditService
  customers: CustomersService
  mailer: Mailer
  background: BackgroundTasks
  authSecret: string
  lockHours: number
}

/** The allowlist holds while it is on and any turn-off has not waited out its lock. */
function allowlistHolds(row: ProtectionRow | null, now: Date): boolean {
  return !!row?.allowlistEnabled && !(row.allowlistOffAt && row.allowlistOffAt <= now)
}

function toItem(row: AddressRow, now: Date): WithdrawalAddress {
  const state = !row.confirmedAt ? 'awaiting_confirmation' : row.usableAt! > now ? 'locked' : 'usable'
  return {
    id: row.id,
    assetId: row.asset as AssetId,
    address: row.address,
    label: row.label,
    state,
    createdAt: row.createdAt.toISOString(),
    usableAt: row.usableAt?.toISOString() ?? null,
  }
}

/**
 * The customer's own protections (docs/decisions/036, 037). Every change takes the second factor (except removing an
 * address, which only narrows where funds may go), writes one audit row with the customer as actor in its
 * transaction, and is mailed once committed. Lock periods are measured on `clock`, at use: the job only sends the mails.
 */
export function createAccountProtectionService(deps: AccountProtectionDeps) {
  const { db, clock, security, audit, customers, mailer, background } = deps
  const lockMs = deps.lockHours * HOUR_MS
  const confirmationCodes = createSigner(deps.authSecret, 'withdrawal-address-confirmation')

  /** A change's mail, after the commit: a failure is logged, never undoes the change. */
  const mailLater = (to: string, mail: Omit<Mail, 'to'>) => background.run('account protection mail', () => mailer.send({ to, ...mail }))

  async function allowlistState(userId: string): Promise<AllowlistState> {
    const now = clock.now()
    const [row, addresses] = await Promise.all([repo.protection(db, userId), repo.addresses(db, userId)])
    const holds = allowlistHolds(row, now)
    return {
      enabled: holds,
      turnsOffAt: holds && row?.allowlistOffAt ? row.allowlistOffAt.toISOString() : null,
      lockHours: deps.lockHours,
      addresses: addresses.map((a) => toItem(a, now)),
    }
  }

  return {
    /** Whether a code is set; a session alone learns no more (the code would let its holder forge our mails). */
    async antiPhishing(userId: string): Promise<AntiPhishingState> {
      return { isSet: Boolean((await repo.protection(db, userId))?.antiPhishingCode) }
    },

    /** The code itself, after the step-up: password and second factor (docs/decisions/124). */
    async revealAntiPhishing(actor: Actor, body: StepUpBody): Promise<AntiPhishingCodeAnswer> {
      await security.confirmStepUp(actor, body)
      return { antiPhishingCode: (await repo.protection(db, actor.userId))?.antiPhishingCode ?? null }
    },

    async setAntiPhishing(actor: Actor, body: AntiPhishingBody): Promise<string> {
      await security.confirmSecondFactor(actor, body.secondFactorCode)
      const code = body.antiPhishingCode
      await db.transaction(async (tx) => {
        const before = await repo.lockProtection(tx, actor.userId)
        await repo.updateProtection(tx, actor.userId, { antiPhishingCode: code })
        await audit.record(tx, actor, {
          action: code ? 'account.anti_phishing.set' : 'account.anti_phishing.remove',
          targetUserId: actor.userId,
          // The code itself stays out of the log: only whether one is set.
          before: { antiPhishingCode: before.antiPhishingCode ? 'set' : null },
          after: { antiPhishingCode: code ? 'set' : null },
        })
      })
      mailLater(actor.email, code ? translatedMail('antiPhishingSet', code) : translatedMail('antiPhishingRemoved'))
      return code ? PROTECTION_MESSAGES.antiPhishingSet : PROTECTION_MESSAGES.antiPhishingRemoved
    },

    allowlist: allowlistState,

    /** Turning on is at once; turning off waits out the lock; turning on again while it waits cancels the turn-off. */
    async setAllowlist(actor: Actor, body: AllowlistBody): Promise<{ message: string; params?: WordedParams; state: AllowlistState }> {
      await security.confirmSecondFactor(actor, body.secondFactorCode)
      // A fixed sentence, or one with the time in it and its params.
      const answer = await db.transaction(async (tx): Promise<string | { message: string; params: WordedParams }> => {
        const now = clock.now()
        const row = await repo.lockProtection(tx, actor.userId)
        const holds = allowlistHolds(row, now)
        const record = (action: 'account.allowlist.on' | 'account.allowlist.off_request' | 'account.allowlist.off_cancel', after: object) =>
          audit.record(tx, actor, { action, targetUserId: actor.userId, before: { allowlist: holds }, after })
        if (body.enabled) {
          if (holds && !row.allowlistOffAt) return PROTECTION_MESSAGES.allowlistOn
          await repo.updateProtection(tx, actor.userId, { allowlistEnabled: true, allowlistOffAt: null })
          if (holds) {
            await record('account.allowlist.off_cancel', { allowlist: true })
            mailLater(actor.email, translatedMail('allowlistOffCancelled'))
            return PROTECTION_MESSAGES.allowlistOffCancelled
          }
          await record('account.allowlist.on', { allowlist: true })
          mailLater(actor.email, translatedMail('allowlistOn'))
          return PROTECTION_MESSAGES.allowlistOn
        }
        if (!holds) {
          // Already off (or its turn-off has taken effect without the job yet): nothing waits.
          if (row.allowlistEnabled) await repo.updateProtection(tx, actor.userId, { allowlistEnabled: false, allowlistOffAt: null })
          return PROTECTION_MESSAGES.allowlistOff
        }
        if (row.allowlistOffAt) return worded('allowlistOffScheduled', { at: lockTimeText(row.allowlistOffAt) })
        const offAt = new Date(now.getTime() + lockMs)
        await repo.updateProtection(tx, actor.userId, { allowlistOffAt: offAt })
        await record('account.allowlist.off_request', { allowlist: true, turnsOffAt: lockTimeText(offAt) })
        mailLater(actor.email, translatedMail('allowlistOffRequested', offAt))
        return worded('allowlistOffScheduled', { at: lockTimeText(offAt) })
      })
      return { ...(typeof answer === 'string' ? { message: answer } : answer), state: await allowlistState(actor.userId) }
    },

    /** Adds the address awaiting its emailed confirmation; asking again for one still unconfirmed sends a new code. */
    async addAddress(actor: Actor, body: NewWithdrawalAddressBody): Promise<WithdrawalAddress> {
      await security.confirmSecondFactor(actor, body.secondFactorCode)
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
      const key = addressKey(body.address)
      const row = await db.transaction(async (tx) => {
        const now = clock.now()
        await repo.lockProtection(tx, actor.userId)
        const existing = await repo.findByKey(tx, actor.userId, body.assetId, key)
        if (existing?.confirmedAt) throw new AppError('WITHDRAWAL_ADDRESS_EXISTS')
        if (existing) await repo.deleteOwn(tx, actor.userId, existing.id)
        if ((await repo.countAddresses(tx, actor.userId)) >= ADDRESS_LIMIT) throw new AppError('WITHDRAWAL_ADDRESS_LIMIT')
        const inserted = await repo.insertAddress(tx, {
          userId: actor.userId,
          asset: body.assetId,
          address: body.address,
          addressKey: key,
          label: body.label || null,
          confirmationHash: '',
          confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
          createdAt: now,
        })
        // The code is bound to the row's id, so it confirms this request and no other.
        await repo.updateAddress(tx, inserted.id, { confirmationHash: confirmationCodes.sign(`${inserted.id}:${code}`) })
        await audit.record(tx, actor, {
          action: 'account.withdrawal_address.request',
          targetUserId: actor.userId,
          after: { asset: body.assetId, address: body.address, label: body.label || null },
        })
        return inserted
      })
      try {
        await mailer.send({ to: actor.email, ...translatedMail('addressConfirmation', body.assetId, body.address, code), code })
      } catch {
        await repo.deleteOwn(db, actor.userId, row.id)
        throw new AppError('EMAIL_SEND_FAILED')
      }
      return toItem(row, clock.now())
    },

    /** The emailed code confirms the address once: it is then locked for the lock period. */
    async confirmAddress(actor: Actor, addressId: string, code: string): Promise<WithdrawalAddress> {
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now()
        const row = await repo.findOwn(tx, actor.userId, addressId, true)
        if (!row) throw new AppError('WITHDRAWAL_ADDRESS_NOT_FOUND')
        if (row.confirmedAt) throw new AppError('WITHDRAWAL_ADDRESS_CONFIRMED')
        const live = row.confirmationExpiresAt! > now && row.confirmationAttempts < CONFIRMATION_MAX_ATTEMPTS
        if (!live || !confirmationCodes.verify(`${row.id}:${code}`, row.confirmationHash ?? '')) {
          // The failed try is committed (the refusal is returned, not thrown): five of them end the code.
          await repo.updateAddress(tx, row.id, { confirmationAttempts: row.confirmationAttempts + 1 })
          return null
        }
        const usableAt = new Date(now.getTime() + lockMs)
        const confirmed = { ...row, confirmedAt: now, usableAt, confirmationHash: null, confirmationExpiresAt: null }
        await repo.updateAddress(tx, row.id, { confirmedAt: now, usableAt, confirmationHash: null, confirmationExpiresAt: null })
        await audit.record(tx, actor, {
          action: 'account.withdrawal_address.confirm',
          targetUserId: actor.userId,
          after: { asset: row.asset, address: row.address, label: row.label, usableAt: lockTimeText(usableAt) },
        })
        return toItem(confirmed, now)
      })
      if (!outcome) throw new AppError('ADDRESS_CONFIRMATION_INVALID')
      mailLater(actor.email, translatedMail('addressSaved', outcome.assetId, outcome.address, new Date(outcome.usableAt!)))
      return outcome
    },

    /** Removing narrows where funds may go: no second factor, but it is logged and mailed like every change. */
    async removeAddress(actor: Actor, addressId: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await repo.lockProtection(tx, actor.userId)
        const row = await repo.deleteOwn(tx, actor.userId, addressId)
        if (!row) throw new AppError('WITHDRAWAL_ADDRESS_NOT_FOUND')
        await audit.record(tx, actor, {
          action: 'account.withdrawal_address.remove',
          targetUserId: actor.userId,
          after: { asset: row.asset, address: row.address, label: row.label },
        })
        return row
      })
      mailLater(actor.email, translatedMail('addressRemoved', removed.asset, removed.address))
    },

    /**
     * Inside a send's transaction: refuses an address that is not saved, or saved and still locked, while the
     * allowlist holds. Times are the app clock's at the send, whether or not the job has sent its mails yet.
     */
    async checkSend(tx: Tx, userId: string, asset: AssetId, address: string): Promise<void> {
      const now = clock.now()
      if (!allowlistHolds(await repo.protection(tx, userId), now)) return
      const saved = await repo.findByKey(tx, userId, asset, addressKey(address))
      if (!saved?.confirmedAt) throw new AppError('ADDRESS_NOT_ALLOWED', { message: ALLOWLIST_REFUSALS.notSaved(asset) })
      if (saved.usableAt! > now) throw new AppError('ADDRESS_LOCKED', worded('addressLocked', { until: lockTimeText(saved.usableAt!) }))
    },

    /**
     * Payment methods are destinations for fiat withdrawals (docs/decisions/126). Inside the transaction adding one: the
     * protection row locked (a turn-on at the same moment waits or is waited for), and, while the allowlist holds, the
     * moment the new method may first be withdrawn to; null when it holds not and the method is usable at once.
     */
    async newDestinationLock(tx: Tx, userId: string): Promise<Date | null> {
      const now = clock.now()
      return allowlistHolds(await repo.lockProtection(tx, userId), now) ? new Date(now.getTime() + lockMs) : null
    },

    /** Whether a payment method's lock (its `usable_at`) still keeps withdrawals from it: while the allowlist holds. */
    async destinationLocks(db: DbOrTx, userId: string): Promise<{ holds: boolean; lockHours: number; now: Date }> {
      const now = clock.now()
      return { holds: allowlistHolds(await repo.protection(db, userId), now), lockHours: deps.lockHours, now }
    },

    /** Inside a fiat withdrawal's transaction: refuses a payment method still in its lock while the allowlist holds. */
    async checkWithdrawalTo(tx: Tx, userId: string, usableAt: Date | null): Promise<void> {
      const now = clock.now()
      if (!usableAt || usableAt <= now || !allowlistHolds(await repo.protection(tx, userId), now)) return
      throw new AppError('PAYMENT_METHOD_LOCKED', worded('paymentMethodLocked', { until: lockTimeText(usableAt) }))
    },

    /** The staff profile's read-only view, within the staff member's scope. */
    async staffAllowlist(actor: Actor, customerId: string): Promise<AllowlistState> {
      await customers.access(db, actor, customerId, 'customers:view')
      return allowlistState(customerId)
    },

    /** The job: mails each address whose lock has ended, and ends each allowlist whose turn-off has waited out its lock. */
    async runDue(): Promise<{ usable: number; turnedOff: number }> {
      const now = clock.now()
      const usable = await db.transaction(async (tx) => {
        const due = await repo.claimNewlyUsable(tx, now, JOB_BATCH)
        for (const row of due) await repo.updateAddress(tx, row.id, { usableMailedAt: now })
        return due
      })
      const turnedOff = await db.transaction(async (tx) => {
        const due = await repo.claimDueTurnOffs(tx, now, JOB_BATCH)
        for (const row of due) await repo.updateProtection(tx, row.userId, { allowlistEnabled: false, allowlistOffAt: null })
        return due
      })
      // Marked first, mailed after the commit: a failed mail is logged, never sent twice.
      await Promise.allSettled([
        ...usable.map((row) => mailer.send({ to: row.email, ...translatedMail('addressUsable', row.asset, row.address) })),
        ...turnedOff.map((row) => mailer.send({ to: row.email, ...translatedMail('allowlistOff') })),
      ])
      return { usable: usable.length, turnedOff: turnedOff.length }
    },
  }
}

export type AccountProtectionService = ReturnType<typeof createAccountProtectionService>
