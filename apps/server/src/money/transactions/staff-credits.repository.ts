import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { staffCredits } from '../../db/schema.ts'

/** Advisory lock namespaces (the two-key form) of the daily credit totals: one per customer, one per maker. */
const CUSTOMER_DAY_LOCK = 7240101
const MAKER_DAY_LOCK = 7240102

/** What the rolling 24 hours hold for one customer and one maker: booked USD, and whether a credit waits on the day's limit. */
export interface CreditDay {
  customerUsd: string
  makerUsd: string
  customerWaiting: boolean
  makerWaiting: boolean
}

/** Staff credits as booked, with their USD value, for the rolling 24-hour limits (docs/decisions/071). */
export const staffCreditsRepository = {
  /**
   * Serialises the daily check and the booking of credits to this customer and by this maker until the transaction
   * ends. Always customer first, then maker: a transaction takes one of each, so two can never wait on each other.
   */
  async lockDay(tx: Tx, customerId: string, makerId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_DAY_LOCK}, hashtext(${customerId}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(${MAKER_DAY_LOCK}, hashtext(${makerId}))`)
  },

  /** The last 24 hours of the customer and the maker, in one statement (read under `lockDay`). */
  async day(tx: Tx, customerId: string, makerId: string): Promise<CreditDay> {
    const since = sql`now() - interval '24 hours'`
    type Row = { customer_usd: string; maker_usd: string; customer_waiting: boolean; maker_waiting: boolean }
    const result = (await tx.execute(sql`
      select
        (select coalesce(sum(usd_value), 0) from staff_credits where customer_id = ${customerId} and booked_at > ${since})::text as customer_usd,
        (select coalesce(sum(usd_value), 0) from staff_credits where maker_id = ${makerId} and booked_at > ${since})::text as maker_usd,
        exists (select 1 from credit_approvals where state = 'awaiting' and requested_at > ${since}
          and customer_id = ${customerId} and wait_reason = 'customer_daily_limit') as customer_waiting,
        exists (select 1 from credit_approvals where state = 'awaiting' and requested_at > ${since}
          and requested_by = ${makerId} and wait_reason = 'maker_daily_limit') as maker_waiting`)) as { rows: Row[] }
    const [row] = result.rows
    return { customerUsd: row!.customer_usd, makerUsd: row!.maker_usd, customerWaiting: row!.customer_waiting, makerWaiting: row!.maker_waiting }
  },

  async record(tx: Tx, values: { customerId: string; makerId: string; transactionId: string; usdValue: string | null }): Promise<void> {
    await tx.insert(staffCredits).values(values)
  },
}
