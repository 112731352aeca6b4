import { sql } from 'drizzle-orm'
import type { Database, Tx } from '../../db/client.ts'

/** NOTIFY channel for ledger changes. Lowercase: PGlite puts the name into SQL as it is. */
export const TRANSACTION_CHANNEL = 'transaction_inserted'

export interface TransactionEvent {
  userId: string
  transactionId: string
  kind: 'inserted' | 'updated'
}

export interface TransactionEvents {
  /** Queues the event inside the caller's transaction: listeners hear it only once that transaction commits. */
  notifyTransaction(tx: Tx, userId: string, transactionId: string, kind?: TransactionEvent['kind']): Promise<void>
  /** Calls `onEvent` for every committed ledger change of this user. Returns the unsubscribe function. */
  subscribe(userId: string, onEvent: (event: TransactionEvent) => void): Promise<() => Promise<void>>
}

export function createTransactionEvents(database: Pick<Database, 'listen'>): TransactionEvents {
  return {
    async notifyTransaction(tx, userId, transactionId, kind = 'inserted') {
      const payload: TransactionEvent = { userId, transactionId, kind }
      await tx.execute(sql`select pg_notify(${TRANSACTION_CHANNEL}, ${JSON.stringify(payload)})`)
    },
    subscribe(userId, onEvent) {
      return database.listen(TRANSACTION_CHANNEL, (raw) => {
        const event = parseEvent(raw)
        if (event?.userId === userId) onEvent(event)
      })
    },
  }
}

function parseEvent(raw: string): TransactionEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<TransactionEvent>
    return typeof value.userId === 'string' && typeof value.transactionId === 'string'
      ? { userId: value.userId, transactionId: value.transactionId, kind: value.kind === 'updated' ? 'updated' : 'inserted' }
      : null
  } catch {
    return null
  }
}
