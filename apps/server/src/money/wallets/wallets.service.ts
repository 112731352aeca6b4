import { ASSETS, type AssetId } from '@wallet/shared/assets'
import { walletAddressProblem } from '@wallet/shared/back-office/customers'
import { money } from '@wallet/shared/amounts'
import { SEND_MESSAGES, type SendBody, type Wallet } from '@wallet/shared/money/wallets'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { AccountProtectionService } from '../../identity/anti-phishing-and-allowlist/anti-phishing-and-allowlist.service.ts'
import { applied, type DefineStaffAction, type StaffActionContext } from '../../back-office/audit/staff-action.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import { AppError, ValidationError } from '../../lib/errors.ts'
import type { ChainDepositsService } from '../chain/chain-deposits.service.ts'
import { insufficientFunds, type IdempotentWrite, type Ledger } from '../ledger/ledger.service.ts'
import { toTransactionItem } from '../ledger/transaction-item.ts'
import { walletsRepository as repo } from './wallets.repository.ts'
import { translatedMail } from '../../support/notifications/mail-translations.ts'
import { notice } from '../../support/notifications/notices.ts'

export interface WalletsDeps {
  db: Db
  ledger: Ledger
  customers: CustomersService
  defineStaffAction: DefineStaffAction
  /** The customer's withdrawal address allowlist: a send to an address it refuses fails with the reason. */
  allowlist: Pick<AccountProtectionService, 'checkSend'>
  /** The assets whose deposit address comes from a connected chain (docs/decisions/140). */
  chainDeposits: Pick<ChainDepositsService, 'connectedAssets' | 'confirmations'>
}

export function createWalletsService({ db, ledger, customers, defineStaffAction, allowlist, chainDeposits }: WalletsDeps) {
  /** set-user-wallet-address: the customer's Receive dialog shows it; they are told in the bell and by mail. */
  const setAddress = defineStaffAction({
    action: 'customer.address.set',
    permission: 'customers:manage',
    target: 'customer',
    async run({ tx, actor, target, input }: StaffActionContext<{ asset: AssetId; address: string }, 'customer'>) {
      const before = await repo.lockDepositAddress(tx, target.id, input.asset)
      await repo.setDepositAddress(tx, target.id, input.asset, input.address, actor.userId)
      return applied({
        before: { asset: input.asset, address: before },
        after: { asset: input.asset, address: input.address },
        notify: notice('addressSet', input.asset, input.address),
        email: translatedMail('addressSet', input.asset, input.address),
        result: undefined,
      })
    },
  })

  async function list(userId: string): Promise<Wallet[]> {
    const [figures, addresses] = await Promise.all([ledger.figures(db, userId), repo.depositAddresses(db, userId)])
    return ASSETS.map((asset) => ({
      assetId: asset.id,
      name: asset.name,
      ...figures[asset.id],
      address: addresses.find((a) => a.asset === asset.id)?.address ?? null,
      ...(chainDeposits.connectedAssets.has(asset.id) ? { onChain: { confirmations: chainDeposits.confirmations } } : {}),
    }))
  }

  return {
    /** The staff action behind `setAddress`, whose permission guards its route. */
    actions: { setAddress },

    /** Every asset with its figures and deposit address (get-user-profile-details for the customer). */
    list,

    depositAddresses: (userId: string) => repo.depositAddresses(db, userId),

    /** The Wallets tab of the staff profile: the customer's assets as they see them. */
    async staffList(actor: Actor, customerId: string): Promise<Wallet[]> {
      await customers.access(db, actor, customerId, 'customers:view')
      return list(customerId)
    },

    /** Trimmed, non-empty and valid for the chain (the same checks as a customer's send). */
    async setAddress(actor: Actor, customerId: string, asset: AssetId, address: string): Promise<void> {
      const problem = walletAddressProblem(asset, address)
      if (problem) throw new ValidationError(problem)
      if (chainDeposits.connectedAssets.has(asset)) throw new AppError('ADDRESS_FROM_CHAIN')
      await setAddress(actor, customerId, { asset, address })
    },

    /** create-pending-withdrawal: reserves the amount as a Pending withdrawal awaiting staff approval. */
    async send(actor: Actor, body: SendBody, idempotency: IdempotentWrite | null) {
      return db.transaction(async (tx) => {
        await customers.assertAllowed(tx, actor.userId, 'send')
        await allowlist.checkSend(tx, actor.userId, body.assetId, body.recipientAddress)
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
