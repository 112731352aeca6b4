import { worded } from '@wallet/shared/support/worded-messages'
import { amountWithFee, feeFor } from '@wallet/shared/money/fees'
import { formatAsset, money } from '@wallet/shared/amounts'
import type { PaymentRequestBody } from '@wallet/shared/money/payments'
import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import type { IdempotentWrite, Ledger } from '../ledger/ledger.service.ts'
import { toTransactionItem } from '../ledger/transaction-item.ts'
import type { AccountProtectionService } from '../../identity/anti-phishing-and-allowlist/anti-phishing-and-allowlist.service.ts'
import { methodLabel } from '../payment-methods/method-label.ts'
import { paymentsRepository as repo } from './payments.repository.ts'

type Method = NonNullable<Awaited<ReturnType<typeof repo.ownMethod>>>

export interface PaymentsDeps {
  db: Db
  ledger: Ledger
  customers: CustomersService
  /** The withdrawal allowlist's lock on new payment methods (docs/decisions/126). */
  destinations: Pick<AccountProtectionService, 'checkWithdrawalTo'>
}

export function createPaymentsService({ db, ledger, customers, destinations }: PaymentsDeps) {
  async function ownMethod(tx: Tx, userId: string, id: string): Promise<Method> {
    const method = await repo.ownMethod(tx, userId, id)
    if (!method) throw new AppError('PAYMENT_METHOD_NOT_FOUND')
    return method
  }

  return {
    /** create-deposit-request: a Pending deposit of the amount, paid by one of the caller's credit cards. */
    async deposit(actor: Actor, body: PaymentRequestBody, idempotency: IdempotentWrite | null) {
      const fee = feeFor(body.amount)
      return db.transaction(async (tx) => {
        await customers.assertAllowed(tx, actor.userId, 'buy')
        const method = await ownMethod(tx, actor.userId, body.paymentMethodId)
        if (method.type !== 'credit_card') throw new AppError('DEPOSIT_NEEDS_CARD')
        const row = await ledger.record(tx, {
          userId: actor.userId,
          asset: body.tokenId,
          amount: money(body.amount).toFixed(),
          status: 'Pending',
          type: 'deposit',
          paymentMethodId: method.id,
          note: `Deposit request via ${methodLabel(method)} (fee ${fee} ${body.tokenId})`,
          createdBy: actor.userId,
          idempotencyKey: idempotency?.key ?? null,
        })
        const answer = { transaction: toTransactionItem(row), fee }
        await idempotency?.commit(tx, 201, answer)
        return answer
      })
    },

    /** create-withdrawal-request: reserves amount + 1% fee in one Pending withdrawal (docs/decisions/010), to a method out of its lock (126). */
    async withdraw(actor: Actor, body: PaymentRequestBody, idempotency: IdempotentWrite | null) {
      const fee = feeFor(body.amount)
      const total = amountWithFee(body.amount)
      return db.transaction(async (tx) => {
        await customers.assertAllowed(tx, actor.userId, 'sell')
        const method = await ownMethod(tx, actor.userId, body.paymentMethodId)
        await destinations.checkWithdrawalTo(tx, actor.userId, method.usableAt)
        const figures = await ledger.lockBalance(tx, actor.userId, body.tokenId)
        if (money(total).greaterThan(figures.available)) {
          throw new AppError('INSUFFICIENT_FUNDS', worded('insufficientWithFee', { total: formatAsset(total), asset: body.tokenId }))
        }
        const row = await ledger.record(tx, {
          userId: actor.userId,
          asset: body.tokenId,
          amount: money(total).negated().toFixed(),
          status: 'Pending',
          type: 'withdrawal',
          paymentMethodId: method.id,
          note: `Withdrawal request of ${money(body.amount).toFixed()} ${body.tokenId} + fee ${fee} ${body.tokenId} to ${methodLabel(method)}`,
          createdBy: actor.userId,
          idempotencyKey: idempotency?.key ?? null,
        })
        const answer = { transaction: toTransactionItem(row), fee }
        await idempotency?.commit(tx, 201, answer)
        return answer
      })
    },
  }
}
