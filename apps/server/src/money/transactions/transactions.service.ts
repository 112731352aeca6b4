import { money, toAmountString } from '@wallet/shared/amounts'
import { HIDDEN_ENTRY_LABEL, RECENT_TRANSACTIONS, TRANSACTIONS_PAGE_SIZE, type TransactionItem, type TransactionPage } from '@wallet/shared/money/transactions'
import type { Db } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { pageWithTotal } from '../../lib/paging.ts'
import type { TransactionRow } from '../ledger/ledger.service.ts'
import { toSwapItem, toTransactionItem } from '../ledger/transaction-item.ts'
import { csvCell } from '../../lib/csv.ts'
import { transactionsRepository as repo } from './transactions.repository.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createTransactionsService({ db }: { db: Db }) {
  async function entries(userId: string, limit: number, offset: number, total?: number): Promise<TransactionItem[]> {
    const keys = await repo.pageKeys(db, userId, limit, offset, total)
    const rows = await repo.rowsOfEntries(db, userId, keys)
    return keys.map((key) => {
      const legs = rows.filter((r) => r.requestId === key)
      if (legs.length > 0) return toSwapItem(legs)
      return toTransactionItem(rows.find((r) => r.id === key)!)
    })
  }

  return {
    async page(userId: string, page: number): Promise<TransactionPage> {
      const offset = (page - 1) * TRANSACTIONS_PAGE_SIZE
      const [items, total] = await pageWithTotal(
        offset,
        () => repo.countEntries(db, userId),
        (known) => entries(userId, TRANSACTIONS_PAGE_SIZE, offset, known),
      )
      return { items, page, pageSize: TRANSACTIONS_PAGE_SIZE, total }
    },

    recent(userId: string): Promise<TransactionItem[]> {
      return entries(userId, RECENT_TRANSACTIONS, 0)
    },

    async detail(userId: string, id: string): Promise<TransactionItem> {
      const row = UUID.test(id) ? await repo.findOwn(db, userId, id) : undefined
      if (!row) throw new NotFoundError()
      return row.requestId ? toSwapItem(await repo.swapLegs(db, userId, row.requestId)) : toTransactionItem(row)
    },

    /**
     * Every entry that affects the balance, hidden ones as 'Account adjustment', with a running balance per asset:
     * CSV text produced batch by batch as it is sent.
     */
    async *statementCsv(userId: string): AsyncGenerator<string> {
      const running = new Map<string, string>()
      yield `${['Date', 'Asset', 'Type', 'Description', 'Status', 'Amount', 'Balance'].join(',')}\r\n`
      for await (const rows of repo.statementBatches(db, userId)) {
        let chunk = ''
        for (const row of rows) {
          if (row.status === 'Complete') running.set(row.asset, toAmountString(money(running.get(row.asset) ?? '0').plus(row.amount)))
          const cells = [
            row.sentAt.toISOString(),
            row.asset,
            row.isHidden ? 'adjustment' : (row.type ?? ''),
            row.isHidden ? HIDDEN_ENTRY_LABEL : describe(row),
            row.status,
            toAmountString(row.amount),
            running.get(row.asset) ?? '0',
          ]
          chunk += `${cells.map(csvCell).join(',')}\r\n`
        }
        yield chunk
      }
    },
  }
}

function describe(row: TransactionRow): string {
  if (row.note) return row.note
  return `${row.asset} ${row.amount.startsWith('-') ? 'Sent' : 'Received'}`
}
