import { z } from 'zod'
import { ASSET_IDS } from '../assets.ts'
import { DECIMAL_PATTERN, isWithinMaxAmount } from '../amounts.ts'
import { queryInteger } from '../query.ts'
import { CreditApproval } from '../money/staff-transactions.ts'

/**
 * The staff Work area (docs/decisions/076-work-queues.md): what waits for staff, oldest first, each queue scoped to the
 * actor as customer access is (a worker's own customers, a manager's team's, an admin's all).
 */
export const WORK_QUEUES = ['transactions', 'kyc', 'approvals', 'resets', 'tickets', 'unclaimed'] as const
export type WorkQueue = (typeof WORK_QUEUES)[number]

export const WORK_PAGE_SIZE = 20
export const WORK_PAGE_SIZE_MAX = 50
/** How many items of each queue the summary ("Waiting for me") carries. */
export const WORK_SUMMARY_TOP = 3
/** A queue is counted up to this many items (the staff navigation's badge already shows 99+); beyond it, `more` says so (docs/decisions/100). */
export const WORK_COUNT_CAP = 100

/** What an item is: the ledger row's kind for the transactions queue, else the queue itself. */
export const WORK_ITEM_KINDS = ['withdrawal', 'deposit', 'send', 'kyc', 'approval', 'factor_reset', 'ticket', 'unclaimed'] as const
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number]

export const WORK_TEXTS = {
  title: 'Work',
  waitingForMe: 'Waiting for me',
  allCaughtUp: 'All caught up',
  empty: 'Nothing waiting here.',
  queues: {
    transactions: 'Transactions',
    kyc: 'KYC reviews',
    approvals: 'Approvals',
    resets: 'Second-factor resets',
    tickets: 'Tickets',
    unclaimed: 'Unclaimed customers',
  } satisfies Record<WorkQueue, string>,
  kinds: {
    withdrawal: 'Withdrawal',
    deposit: 'Deposit request',
    send: 'Send',
    kyc: 'KYC submission',
    approval: 'Credit approval',
    factor_reset: 'Second-factor reset',
    ticket: 'Ticket',
    unclaimed: 'New registration',
  } satisfies Record<WorkItemKind, string>,
  complete: 'Complete',
  fail: 'Fail',
  claim: 'Claim',
  review: 'Review',
  decide: 'Decide',
  open: 'Open',
  confirmComplete: 'Complete this transaction? The customer is told at once.',
  confirmFail: 'Fail this transaction? A withdrawal or send gives its reserved amount back.',
  completed: 'Transaction completed.',
  failed: 'Transaction failed.',
  claimed: 'Customer claimed.',
  filterAsset: 'Asset',
  filterAnyAsset: 'Any asset',
  filterMinAge: 'Waiting at least',
  filterMinAmount: 'Minimum amount',
  badge: (count: number, more = false) => `${count.toLocaleString('en-US')}${more ? '+' : ''} waiting`,
  moreThanCounted: (count: number) => `More than ${count.toLocaleString('en-US')} waiting: narrow the list by age to reach the others.`,
  newApproval: (amount: string, asset: string, email: string) => `A credit of ${amount} ${asset} to ${email} waits for your approval.`,
} as const

/** Minimum ages a queue can be filtered by, in minutes (0: any age). */
export const WORK_MIN_AGES = [0, 60, 240, 1440, 4320] as const

export const WorkQueueParams = z.object({ queue: z.enum(WORK_QUEUES, { error: 'Unknown queue.' }) })

export const WorkQueueQuery = z.object({
  asset: z.enum(ASSET_IDS, { error: 'Unknown asset.' }).optional(),
  minAgeMinutes: queryInteger('Please choose a valid minimum age.', { min: 0, max: 525_600 }).optional(),
  minAmount: z
    .string()
    .trim()
    .refine((v) => DECIMAL_PATTERN.test(v) && isWithinMaxAmount(v), 'Please enter a valid amount.')
    .optional(),
  page: queryInteger('Please choose a valid page.', { min: 1, max: 1_000_000 }).default(1),
  pageSize: queryInteger(`A page holds at most ${WORK_PAGE_SIZE_MAX} items.`, { min: 1, max: WORK_PAGE_SIZE_MAX }).default(WORK_PAGE_SIZE),
})
export type WorkQueueQuery = z.input<typeof WorkQueueQuery>
export type WorkQueueFilters = z.output<typeof WorkQueueQuery>

/** One waiting item: whose it is, since when, and (for money) what. */
export const WorkItem = z.object({
  queue: z.enum(WORK_QUEUES),
  kind: z.enum(WORK_ITEM_KINDS),
  /** The transaction, customer, approval or ticket. */
  id: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  /** When it started waiting: created, submitted, requested or registered. */
  since: z.string(),
  assetId: z.enum(ASSET_IDS).nullable(),
  /** Unsigned decimal string. */
  amount: z.string().nullable(),
  /** A ticket's subject, a ledger row's note, or why a reset was asked for. */
  title: z.string().nullable(),
  /** The ledger row's type, for an edit that keeps it. */
  txType: z.string().nullable(),
})
export type WorkItem = z.infer<typeof WorkItem>

export const WorkQueuePage = z.object({
  queue: z.enum(WORK_QUEUES),
  items: z.array(WorkItem),
  /** The items waiting, counted up to WORK_COUNT_CAP; `more` when there are more than that. */
  total: z.number().int(),
  more: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type WorkQueuePage = z.infer<typeof WorkQueuePage>

/** Every queue the actor has, with its count and its oldest items. */
export const WorkSummary = z.object({
  queues: z.array(z.object({ queue: z.enum(WORK_QUEUES), count: z.number().int(), more: z.boolean(), items: z.array(WorkItem) })),
  /** The queues' counts added up; `more` when any of them has more than it counts. */
  total: z.number().int(),
  more: z.boolean(),
})
export type WorkSummary = z.infer<typeof WorkSummary>

/**
 * A page of the approvals queue with each request in full (who asked, why it waits, its value), so that it is decided
 * where it is listed (docs/decisions/079-approvals-decided-in-the-queue.md). Counted and paged as the queue is.
 */
export const ApprovalQueuePage = WorkQueuePage.omit({ queue: true, items: true }).extend({ approvals: z.array(CreditApproval) })
export type ApprovalQueuePage = z.infer<typeof ApprovalQueuePage>
