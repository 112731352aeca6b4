import type { AssetId } from '@wallet/shared/assets'
import { toAmountString } from '@wallet/shared/amounts'
import { can, scopeOf } from '@wallet/shared/roles'
import {
  type ApprovalQueuePage,
  WORK_QUEUES,
  WORK_SUMMARY_TOP,
  type WorkItem,
  type WorkItemKind,
  type WorkQueue,
  type WorkQueueFilters,
  type WorkQueuePage,
  type WorkSummary,
} from '@wallet/shared/back-office/work'
import { or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creditApprovals, secondFactorResets, supportTickets, userProfiles } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import type { FactorResetsService } from '../../identity/factor-resets/factor-resets.service.ts'
import type { CreditApprovalsService } from '../../money/transactions/credit-approvals.service.ts'
import { queuesRepository as repo, type Paging, type QueueRow } from './queues.repository.ts'

export interface QueuesDeps {
  db: Db
  customers: Pick<CustomersService, 'inScope' | 'unclaimed' | 'profileRowInScope' | 'profileRowUnclaimed'>
  approvals: Pick<CreditApprovalsService, 'approvableBy' | 'decidableAmong'>
  factorResets: Pick<FactorResetsService, 'approvableBy'>
}

type Filters = Omit<WorkQueueFilters, 'page' | 'pageSize'>

/**
 * The staff Work area (docs/decisions/076-work-queues.md): what waits for staff, oldest first, within the actor's reach.
 * Reach is never decided here: the customers service gives the customer scope (the same one `customers.access`
 * checks), the credit-approvals and factor-resets services who may approve a credit or a reset. Acting on an item goes through the existing
 * staff actions (the transaction edit, claim-user), so audit, four eyes, limits and idempotency apply unchanged.
 */
export function createQueuesService({ db, customers, approvals, factorResets }: QueuesDeps) {
  /** The condition that limits a queue to the actor; null when the queue is not part of their work. */
  function reachOf(actor: Actor, queue: WorkQueue): SQL | null {
    const viewScope = scopeOf(actor.role, 'customers:view')
    if (!viewScope) return null
    switch (queue) {
      case 'transactions':
        return customers.profileRowInScope(actor, 'customers:view')
      case 'kyc':
        return customers.profileRowInScope(actor, 'customers:view')
      case 'approvals':
        return approvals.approvableBy(actor, creditApprovals.customerId, creditApprovals.requestedBy)
      case 'resets':
        return factorResets.approvableBy(actor, secondFactorResets.customerId, secondFactorResets.requestedBy)
      case 'tickets': {
        const own = customers.inScope(actor, 'customers:view', supportTickets.userId)
        // A worker answers their own customers' tickets; a manager or an admin also sees those of nobody's customers.
        return viewScope === 'assigned' ? own : (or(own, customers.unclaimed(supportTickets.userId)) ?? own)
      }
      case 'unclaimed':
        // Workers claim them; an admin reaches every customer anyway. A manager's team is their workers' customers.
        return can(actor.role, 'customers:claim') || viewScope === 'any' ? customers.profileRowUnclaimed() : null
    }
  }

  function toItem(queue: WorkQueue, row: QueueRow): WorkItem {
    return {
      queue,
      kind: (row.kind ?? queue) as WorkItemKind,
      id: row.id,
      customerId: row.customerId,
      customerEmail: row.customerEmail,
      since: new Date(row.since).toISOString(),
      assetId: (row.asset as AssetId | null) ?? null,
      amount: row.amount === null ? null : toAmountString(row.amount),
      title: row.title,
      txType: row.txType,
    }
  }

  async function read(actor: Actor, queue: WorkQueue, filters: Filters, paging: Paging) {
    const scope = reachOf(actor, queue)
    if (!scope) throw new AppError('WORK_QUEUE_DENIED')
    const { rows, total, more } = await repo.read(db, queue, { scope, ...filters }, paging)
    return { items: rows.map((r) => toItem(queue, r)), total, more }
  }

  /** The queues this actor has. */
  const queuesOf = (actor: Actor): WorkQueue[] => WORK_QUEUES.filter((q) => reachOf(actor, q) !== null)

  return {
    queuesOf,

    async page(actor: Actor, queue: WorkQueue, query: WorkQueueFilters): Promise<WorkQueuePage> {
      const { page, pageSize, ...filters } = query
      const { items, total, more } = await read(actor, queue, filters, { limit: pageSize, offset: (page - 1) * pageSize })
      return { queue, items, total, more, page, pageSize }
    },

    /**
     * The approvals queue's page with each request in full, to decide it in place: the queue's own read (scope,
     * filters, order, count), then the requests it lists, described by the service that decides them.
     */
    async approvalsPage(actor: Actor, query: WorkQueueFilters): Promise<ApprovalQueuePage> {
      const { page, pageSize, ...filters } = query
      const { items, total, more } = await read(actor, 'approvals', filters, { limit: pageSize, offset: (page - 1) * pageSize })
      const decidable = await approvals.decidableAmong(
        actor,
        items.map((item) => item.id),
      )
      return { approvals: decidable, total, more, page, pageSize }
    },

    /** What waits in each queue over every customer, whoever may act on it (the metrics' gauges). */
    totals(): Promise<Record<WorkQueue, number>> {
      return repo.totals(db, customers.unclaimed(userProfiles.userId))
    },

    /** "Waiting for me": every queue's count and its oldest few items. */
    async summary(actor: Actor): Promise<WorkSummary> {
      const queues = await Promise.all(
        queuesOf(actor).map(async (queue) => {
          const { items, total, more } = await read(actor, queue, {}, { limit: WORK_SUMMARY_TOP, offset: 0 })
          return { queue, count: total, more, items }
        }),
      )
      return { queues, total: queues.reduce((sum, q) => sum + q.count, 0), more: queues.some((q) => q.more) }
    },
  }
}
