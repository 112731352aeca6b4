import { type AddPaymentMethodBody, detectCardBrand, normalizeCardNumber, type PaymentMethod } from '@wallet/shared/payment-methods'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/actor.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import type { FieldCipher } from '../../lib/crypto.ts'
import { AppError } from '../../lib/errors.ts'
import { paymentMethodsRepository as repo, type PaymentMethodRow } from './payment-methods.repository.ts'

/**
 * DESIGN principle 4: the full card number and the CVV are checked and dropped here; only the brand, the
 * last 4 digits and the encrypted expiry, holder and notes are kept.
 */
export function createPaymentMethodsService({ db, cipher, customers }: { db: Db; cipher: FieldCipher; customers: CustomersService }) {
  const seal = (value: string | null | undefined) => (value ? cipher.encrypt(value) : null)
  const open = (value: string | null) => (value === null ? null : cipher.decrypt(value))

  function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
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
    }
  }

  return {
    async list(userId: string): Promise<PaymentMethod[]> {
      return (await repo.listUserPaymentMethods(db, userId)).map(toPaymentMethod)
    },

    /** The Payment Management tab: the customer's methods as stored (staff can look, never delete). */
    async staffList(actor: Actor, customerId: string): Promise<PaymentMethod[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      return (await repo.listUserPaymentMethods(db, customerId)).map(toPaymentMethod)
    },

    async add(userId: string, body: AddPaymentMethodBody): Promise<PaymentMethod> {
      if (body.type === 'credit_card') {
        // The schema has already checked the number (Luhn) and the expiry; here it is reduced to what is kept.
        const digits = normalizeCardNumber(body.cardNumber)!
        const row = await repo.insertPaymentMethod(db, {
          userId,
          type: 'credit_card',
          cardBrand: detectCardBrand(digits),
          last4: digits.slice(-4),
          expiryEnc: seal(body.expiryDate),
          holderEnc: seal(body.cardHolderName),
          notesEnc: seal(body.notes),
        })
        return toPaymentMethod(row)
      }
      const account = body.account_number.replace(/[^A-Za-z0-9]/g, '')
      const row = await repo.insertPaymentMethod(db, {
        userId,
        type: 'bank_account',
        bankName: body.bank_name,
        bankLast4: account.slice(-4),
        notesEnc: seal(body.notes),
      })
      return toPaymentMethod(row)
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteUserPaymentMethod(db, userId, id))) throw new AppError('PAYMENT_METHOD_NOT_FOUND')
    },
  }
}
