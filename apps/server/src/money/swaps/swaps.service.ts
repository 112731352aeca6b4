import { randomUUID } from 'node:crypto'
import type { AssetId } from '@wallet/shared/assets'
import { money } from '@wallet/shared/amounts'
import { priceOf } from '@wallet/shared/platform/prices'
import { quoteSwap, swapNote, SWAP_MESSAGES, type CreateSwapBody, type SwapQuote, type SwapRequestResponse } from '@wallet/shared/money/swap'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../../back-office/customers/customers.service.ts'
import type { IdempotentWrite, Ledger } from '../ledger/ledger.service.ts'
import { notice } from '../../support/notifications/notices.ts'
import type { NotificationsService } from '../../support/notifications/notifications.service.ts'
import type { Prices } from '../../platform/prices/prices.service.ts'
import { swapsRepository, type SwapLeg } from './swaps.repository.ts'

export interface SwapService {
  quote(input: CreateSwapBody): Promise<SwapQuote>
  /** create-swap-request: reserves the from amount and writes both legs as Pending. */
  create(actor: Actor, input: CreateSwapBody, idempotency?: IdempotentWrite | null): Promise<SwapRequestResponse>
  /** The settlement job: completes pending swaps (both legs) and tells the customer. Returns how many settled. */
  settlePending(limit?: number): Promise<number>
}

export interface SwapServiceDeps {
  db: Db
  ledger: Ledger
  prices: Prices
  notifications: NotificationsService
  customers: CustomersService
}

function isInsufficientFunds(err: unknown): boolean {
  return err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS'
}

export function createSwapService({ db, ledger, prices, notifications, customers }: SwapServiceDeps): SwapService {
  async function quote(input: CreateSwapBody): Promise<SwapQuote> {
    const current = await prices.current()
    const fromPrice = priceOf(current, input.fromTokenId)
    const toPrice = priceOf(current, input.toTokenId)
    if (!fromPrice || !toPrice) throw new AppError('PRICES_UNAVAILABLE')
    const q = quoteSwap({ ...input, fromPrice, toPrice })
    // Too small to credit anything, or too large for the ledger to hold.
    if (!money(q.toAmount).greaterThan(0) || money(q.toAmount).greaterThanOrEqualTo('1e20')) throw new AppError('SWAP_INVALID_AMOUNT')
    return q
  }

  return {
    quote,

    async create(actor, input, idempotency = null) {
      const q = await quote(input)
      const requestId = randomUUID()
      const note = swapNote(q, requestId)
      // The Idempotency-Key goes on the outgoing leg only: the ledger holds one entry per (user, key).
      const leg = (id: string, asset: AssetId, amount: string, key: string | null) =>
        ({ id, userId: actor.userId, asset, amount, status: 'Pending', type: 'swap', note, requestId, createdBy: actor.userId, idempotencyKey: key }) as const
      const [fromId, toId] = [randomUUID(), randomUUID()]
      const answer: SwapRequestResponse = {
        ...q,
        message: SWAP_MESSAGES.submitted,
        requestId,
        status: 'Pending',
        fromTransactionId: fromId,
        toTransactionId: toId,
      }
      try {
        // The permission check, both balances rows, both legs and the request's answer in one statement, all or nothing
        // by itself, so no transaction around it: one round trip. The profile is share-locked first, then the rows in
        // the global order (two opposite swaps of one user cannot deadlock), the outgoing row changed only if it can
        // carry the amount (docs/decisions/067-money-path-one-statement.md, 088-swap-in-one-round-trip.md).
        await ledger.recordManyChecked(
          db,
          customers.permissionCheck(actor.userId, 'swap'),
          [leg(fromId, q.fromTokenId, `-${q.fromAmount}`, idempotency?.key ?? null), leg(toId, q.toTokenId, q.toAmount, null)],
          idempotency ? [idempotency.answer(201, answer)] : [],
        )
        return answer
      } catch (err) {
        if (isInsufficientFunds(err)) throw new AppError('SWAP_INSUFFICIENT_BALANCE')
        throw err
      }
    },

    async settlePending(limit = 100) {
      return db.transaction(async (tx) => {
        const legs = await swapsRepository.claimPendingLegs(tx, limit)
        // Every balance these legs touch, locked up front in the global order (no deadlock with other writers).
        await ledger.lockBalances(tx, legs)
        const byRequest = new Map<string, SwapLeg[]>()
        for (const l of legs) byRequest.set(l.requestId, [...(byRequest.get(l.requestId) ?? []), l])
        let settled = 0
        for (const [requestId, pair] of byRequest) {
          // A pair split by the limit, or half-held by another instance, waits for the next run.
          if (pair.length !== 2 || (await swapsRepository.legCount(tx, requestId)) !== 2) continue
          const from = pair.find((l) => money(l.amount).isNegative())
          const to = pair.find((l) => money(l.amount).greaterThan(0))
          if (!from || !to) continue
          await ledger.setStatus(tx, from.id, 'Complete')
          await ledger.setStatus(tx, to.id, 'Complete')
          await notifications.notify(tx, from.userId, notice('swapCompleted', from.amount, from.asset as AssetId, to.amount, to.asset as AssetId), to.id)
          settled++
        }
        return settled
      })
    },
  }
}
