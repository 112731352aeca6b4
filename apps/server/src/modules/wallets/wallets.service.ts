import { ASSETS } from '@wallet/shared/assets'
import { money } from '@wallet/shared/money'
import { SEND_MESSAGES, type SendBody, type Wallet } from '@wallet/shared/wallets'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/actor.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import { insufficientFunds, type IdempotentWrite, type Ledger } from '../ledger/ledger.service.ts'
import { toTransactionItem } from '../ledger/transaction-item.ts'
import { walletsRepository as repo } from './wallets.repository.ts'

export function createWalletsService({ db, ledger, customers }: { db: Db; ledger: Ledger; customers: CustomersService }) {
  return {
    /** Every asset with its figures and deposit address (get-user-profile-details for the customer). */
    async list(userId: string): Promise<Wallet[]> {
      const [figures, addresses] = await Promise.all([ledger.figures(db, userId), repo.depositAddresses(db, userId)])
      return ASSETS.map((asset) => ({
        assetId: asset.id,
        name: asset.name,
        ...figures[asset.id],
        address: addresses.find((a) => a.asset === asset.id)?.address ?? null,
      }))
    },

    /** create-pending-withdrawal: reserves the amount as a Pending withdrawal awaiting staff approval. */
    async send(actor: Actor, body: SendBody, idempotency: IdempotentWrite | null) {
      return db.transaction(async (tx) => {
        await customers.assertAllowed(tx, actor.userId, 'send')
        const figures = await ledger.lockBalance(tx, actor.userId, body.assetId)
        if (money(body.amount).greaterThan(figures.available)) throw insufficientFunds()
        const row = await ledger.record(tx, {
          userId: actor.userId,
          asset: body.assetId,
          amount: money(body.amount).negated().toFixed(),
          status: 'Pending',
          type: 'withdrawal',
          recipientAddress: body.recipientAddress,
          note: `Send to ${body.recipientAddress}`,
          createdBy: actor.userId,
          idempotencyKey: idempotency?.key ?? null,
        })
        const answer = { message: SEND_MESSAGES.success, transaction: toTransactionItem(row) }
        await idempotency?.commit(tx, 201, answer)
        return answer
      })
    },
  }
}

export type WalletsService = ReturnType<typeof createWalletsService>
