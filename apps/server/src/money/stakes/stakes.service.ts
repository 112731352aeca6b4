import { worded } from '@wallet/shared/support/worded-messages'
import type { AssetId } from '@wallet/shared/assets'
import { money, toAmountString } from '@wallet/shared/amounts'
import {
  estimatedEarnings,
  findStakeOption,
  STAKE_MESSAGES,
  STAKE_PLANS,
  stakePayout,
  type ActiveStake,
  type StakePlan,
} from '@wallet/shared/money/stake-plans'
import type { Db, DbOrTx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import type { IdempotentWrite, Ledger } from '../ledger/ledger.service.ts'
import { notice } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import { stakesRepository, type ScheduledRow } from './stakes.repository.ts'

type StakeInput = { assetId: AssetId; amount: string; durationDays: number; rate: string }

export interface StakeService {
  plans(): StakePlan[]
  /** create-stake-transaction: takes the amount out of the balance and schedules principal plus interest. */
  create(actor: Actor, input: StakeInput, idempotency?: IdempotentWrite | null): Promise<{ message: string; stake: ActiveStake }>
  active(actor: Actor): Promise<ActiveStake[]>
  /** The payout job: pays every due stake exactly once, however many instances run it. Returns how many paid. */
  payDue(options?: { now?: Date; batch?: number }): Promise<number>
  /** Whether a ledger row belongs to a stake (its principal or its payout): such rows change only through the stake. */
  isStakeLeg(db: DbOrTx, transactionId: string): Promise<boolean>
}

const DAY_MS = 24 * 3600_000

function toActiveStake(row: ScheduledRow): ActiveStake {
  const amount = toAmountString(row.principal)
  const rate = toAmountString(row.rate)
  return {
    id: row.id,
    assetId: row.asset as AssetId,
    amount,
    durationDays: row.durationDays,
    rate,
    startedAt: row.createdAt.toISOString(),
    payoutAt: row.scheduledAt.toISOString(),
    payoutAmount: toAmountString(row.amount),
    estimatedEarnings: estimatedEarnings(amount, rate, row.durationDays),
    status: 'Holding',
  }
}

function isInsufficientFunds(err: unknown): boolean {
  return err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS'
}

export interface StakeServiceDeps {
  db: Db
  ledger: Ledger
  notifications: NotificationsService
  customers: CustomersService
}

export function createStakeService({ db, ledger, notifications, customers }: StakeServiceDeps): StakeService {
  return {
    plans: () => STAKE_PLANS,

    isStakeLeg: (dbOrTx, transactionId) => stakesRepository.isStakeLeg(dbOrTx, transactionId),

    async create(actor, input, idempotency = null) {
      const option = findStakeOption(input.assetId, input.durationDays)
      if (!option || !money(input.rate).equals(option.rate)) throw new AppError('STAKE_PLAN_MISSING')
      const { assetId: asset, amount, durationDays } = input
      const rate = option.rate
      try {
        return await db.transaction(async (tx) => {
          await customers.assertAllowed(tx, actor.userId, 'stake')
          const figures = await ledger.lockBalance(tx, actor.userId, asset)
          if (money(amount).greaterThan(figures.available)) {
            throw new AppError('STAKE_INSUFFICIENT_BALANCE', { message: STAKE_MESSAGES.insufficient(figures.available, asset) })
          }
          if (money(amount).lessThan(option.min)) throw new AppError('STAKE_BELOW_MIN', worded('stakeBelowMin', { min: option.min, asset }))
          if (money(amount).greaterThan(option.max)) throw new AppError('STAKE_ABOVE_MAX', worded('stakeAboveMax', { max: option.max, asset }))
          const stake = await ledger.record(tx, {
            userId: actor.userId,
            asset,
            amount: `-${amount}`,
            status: 'Complete',
            type: 'stake',
            note: `Stake: ${amount} ${asset} for ${durationDays} days at ${rate}% APY`,
            createdBy: actor.userId,
            idempotencyKey: idempotency?.key ?? null,
          })
          const row = await stakesRepository.insertPayout(tx, {
            userId: actor.userId,
            asset,
            amount: stakePayout(amount, rate, durationDays),
            principal: amount,
            durationDays,
            rate,
            type: 'stake_payout',
            status: 'pending',
            scheduledAt: new Date(stake.createdAt.getTime() + durationDays * DAY_MS),
            stakeTransactionId: stake.id,
            createdAt: stake.createdAt,
          })
          const answer = { message: STAKE_MESSAGES.created, stake: toActiveStake(row) }
          await idempotency?.commit(tx, 201, answer)
          return answer
        })
      } catch (err) {
        if (isInsufficientFunds(err)) {
          const figures = (await ledger.figures(db, actor.userId))[asset]
          throw new AppError('STAKE_INSUFFICIENT_BALANCE', { message: STAKE_MESSAGES.insufficient(figures.available, asset) })
        }
        throw err
      }
    },

    async active(actor) {
      return (await stakesRepository.pendingOf(db, actor.userId)).map(toActiveStake)
    },

    async payDue({ now = new Date(), batch = 50 } = {}) {
      let paid = 0
      for (;;) {
        const count = await db.transaction(async (tx) => {
          const due = await stakesRepository.claimDue(tx, now, batch)
          // Every balance these payouts touch, locked up front in the global order (no deadlock with other writers).
          await ledger.lockBalances(tx, due)
          for (const row of due) {
            const asset = row.asset as AssetId
            const payout = await ledger.record(tx, {
              userId: row.userId,
              asset,
              amount: toAmountString(row.amount),
              status: 'Complete',
              type: 'stake_payout',
              note: `Stake payout: ${toAmountString(row.principal)} ${asset} for ${row.durationDays} days at ${toAmountString(row.rate)}% APY`,
            })
            await stakesRepository.markPaid(tx, row.id, payout.id, now)
            await notifications.notify(tx, row.userId, notice('stakePaidOut', toAmountString(row.amount), asset), payout.id)
          }
          return due.length
        })
        paid += count
        if (count < batch) return paid
      }
    },
  }
}
