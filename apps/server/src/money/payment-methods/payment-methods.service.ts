import {
  type AddPaymentMethodBody,
  detectCardBrand,
  normalizeCardNumber,
  type PaymentMethod,
  type PaymentMethodList,
} from '@wallet/shared/money/payment-methods'
import { lockTimeText } from '@wallet/shared/identity/anti-phishing-and-allowlist'
import type { Db } from '../../db/client.ts'
import type { BackgroundTasks } from '../../lib/background.ts'
import type { FieldCipher } from '../../lib/crypto.ts'
import { AppError } from '../../lib/errors.ts'
import type { Mailer } from '../../lib/mailer.ts'
import type { AccountProtectionService } from '../../identity/anti-phishing-and-allowlist/anti-phishing-and-allowlist.service.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { AuditService } from '../../back-office/audit/audit.service.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { translatedMail, type TranslatableMail } from '../../support/notifications/mail-translations.ts'
import type { SecurityService } from '../../identity/second-factors/second-factors.service.ts'
import { methodLabel, methodName } from './method-label.ts'
import { paymentMethodsRepository as repo, type PaymentMethodRow } from './payment-methods.repository.ts'

export interface PaymentMethodsDeps {
  db: Db
  cipher: FieldCipher
  customers: CustomersService
  /** The withdrawal allowlist: while it holds, a new method needs the step-up and waits out the lock (decision 126). */
  destinations: Pick<AccountProtectionService, 'newDestinationLock' | 'destinationLocks'>
  security: Pick<SecurityService, 'confirmStepUp'>
  audit: AuditService
  mailer: Mailer
  background: BackgroundTasks
}

/**
 * DESIGN principle 4: the full card number and the CVV are checked and dropped here; only the brand, the
 * last 4 digits and the encrypted expiry, holder and notes are kept. A payment method is where a fiat withdrawal goes:
 * adding and removing one is audited with the customer as actor and mailed, as address changes are (decision 126).
 */
export function createPaymentMethodsService({ db, cipher, customers, destinations, security, audit, mailer, background }: PaymentMethodsDeps) {
  const seal = (value: string | null | undefined) => (value ? cipher.encrypt(value) : null)
  const open = (value: string | null) => (value === null ? null : cipher.decrypt(value))
  const mailLater = (to: string, mail: TranslatableMail) => background.run('payment method mail', () => mailer.send({ to, ...mail }))

  function toPaymentMethod(row: PaymentMethodRow, locks: { holds: boolean; now: Date }): PaymentMethod {
    const locked = locks.holds && row.usableAt !== null && row.usableAt > locks.now
    return {
      id: row.id,
      user_id: row.userId,
      type: row.type as PaymentMethod['type'],
      card_brand: row.cardBrand,
      last4: row.last4,
      expiry_date: open(row.expiryEnc),
      card_holder_name: open(row.holderEnc),
      bank_name: row.bankName,
      bank_last4: row.bankLast4,
      notes: open(row.notesEnc),
      created_at: row.createdAt.toISOString(),
      locked_until: locked ? row.usableAt!.toISOString() : null,
    }
  }

  async function listOf(userId: string): Promise<PaymentMethodList> {
    const [rows, locks] = await Promise.all([repo.listUserPaymentMethods(db, userId), destinations.destinationLocks(db, userId)])
    return { paymentMethods: rows.map((row) => toPaymentMethod(row, locks)), step_up_required: locks.holds, lock_hours: locks.lockHours }
  }

  /** What is kept of the body: the card reduced to brand and last 4, the bank account to its last 4. */
  function storedFields(body: AddPaymentMethodBody) {
    if (body.type === 'credit_card') {
      // The schema has already checked the number (Luhn) and the expiry; here it is reduced to what is kept.
      const digits = normalizeCardNumber(body.cardNumber)!
      return {
        type: 'credit_card',
        cardBrand: detectCardBrand(digits),
        last4: digits.slice(-4),
        expiryEnc: seal(body.expiryDate),
        holderEnc: seal(body.cardHolderName),
        notesEnc: seal(body.notes),
      }
    }
    const account = body.account_number.replace(/[^A-Za-z0-9]/g, '')
    return { type: 'bank_account', bankName: body.bank_name, bankLast4: account.slice(-4), notesEnc: seal(body.notes) }
  }

  return {
    list: listOf,

    /** The Payment Management tab: the customer's methods as stored (staff can look, never delete). */
    async staffList(actor: Actor, customerId: string): Promise<PaymentMethodList> {
      await customers.access(db, actor, customerId, 'customers:view')
      return listOf(customerId)
    },

    /**
     * Adds a method. While the withdrawal allowlist holds, it takes the password and the second factor, and the new
     * method is locked for withdrawals for the allowlist's lock period. The allowlist is read with its row locked in the
     * insert's transaction: turning it on at the same moment cannot let a method in without the step-up.
     */
    async add(actor: Actor, body: AddPaymentMethodBody): Promise<PaymentMethod> {
      const steppedUp = body.password !== undefined && body.secondFactorCode !== undefined
      if (steppedUp) await security.confirmStepUp(actor, { password: body.password!, secondFactorCode: body.secondFactorCode! }, { factorRequired: true })
      const { row, usableAt } = await db.transaction(async (tx) => {
        const usableAt = await destinations.newDestinationLock(tx, actor.userId)
        if (usableAt && !steppedUp) throw new AppError('PAYMENT_METHOD_STEP_UP_REQUIRED')
        const row = await repo.insertPaymentMethod(tx, { userId: actor.userId, ...storedFields(body), usableAt })
        await audit.record(tx, actor, {
          action: 'account.payment_method.add',
          targetUserId: actor.userId,
          after: { method: methodLabel(row), lockedUntil: usableAt ? lockTimeText(usableAt) : null },
        })
        return { row, usableAt }
      })
      mailLater(actor.email, translatedMail('paymentMethodAdded', methodName(row), usableAt))
      // Just added: locked exactly when the allowlist gave it a lock.
      return toPaymentMethod(row, { holds: usableAt !== null, now: row.createdAt })
    },

    /** Removing narrows where funds may go: no step-up, but it is logged and mailed like every change. */
    async remove(actor: Actor, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const row = await repo.deleteUserPaymentMethod(tx, actor.userId, id)
        if (!row) throw new AppError('PAYMENT_METHOD_NOT_FOUND')
        await audit.record(tx, actor, { action: 'account.payment_method.remove', targetUserId: actor.userId, before: { method: methodLabel(row) } })
        return row
      })
      mailLater(actor.email, translatedMail('paymentMethodRemoved', methodName(removed)))
    },
  }
}
