import { money, toAmountString } from '@wallet/shared/money'
import { HIDDEN_ENTRY_LABEL, RECENT_TRANSACTIONS, TRANSACTIONS_PAGE_SIZE, type TransactionItem, type TransactionPage } from '@wallet/shared/transactions'
import type { Db } from '../../db/client.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { TransactionRow } from '../ledger/ledger.service.ts'
import { toSwapItem, toTransactionItem } from '../ledger/transaction-item.ts'
import { transactionsRepository as repo } from './transactions.repository.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createTransactionsService({ db }: { db: Db }) {
  async function entries(userId: string, limit: number, offset: number): Promise<TransactionItem[]> {
    const keys = await repo.pageKeys(db, userId, limit, offset)
    const rows = await repo.rowsOfEntries(db, userId, keys)
    return keys.map((key) => {
      const legs = rows.filter((r) => r.requestId === key)
      if (legs.length > 0) return toSwapItem(legs)
      return toTransactionItem(rows.find((r) => r.id === key)!)
    })
  }

  return {
    async page(userId: string, page: number): Promise<TransactionPage> {
      const [items, total] = await Promise.all([
        entries(userId, TRANSACTIONS_PAGE_SIZE, (page - 1) * TRANSACTIONS_PAGE_SIZE),
        repo.countEntries(db, userId),
      ])
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

    /** Every entry that affects the balance, hidden ones as 'Account adjustment', with a running balance per asset. */
    async statementCsv(userId: string): Promise<string> {
      const rows = await repo.allForStatement(db, userId)
      const running = new Map<string, string>()
      const lines = [['Date', 'Asset', 'Type', 'Description', 'Status', 'Amount', 'Balance'].join(',')]
      for (const row of rows) {
        if (row.status === 'Complete') running.set(row.asset, toAmountString(money(running.get(row.asset) ?? '0').plus(row.amount)))
        lines.push(
          [
            row.sentAt.toISOString(),
            row.asset,
            row.isHidden ? 'adjustment' : (row.type ?? ''),
            row.isHidden ? HIDDEN_ENTRY_LABEL : describe(row),
            row.status,
            toAmountString(row.amount),
            running.get(row.asset) ?? '0',
          ]
            .map(csvCell)
            .join(','),
        )
      }
      return `${lines.join('\r\n')}\r\n`
    },
  }
}

export type TransactionsService = ReturnType<typeof createTransactionsService>

function describe(row: TransactionRow): string {
  if (row.note) return row.note
  return `${row.asset} ${row.amount.startsWith('-') ? 'Sent' : 'Received'}`
}

/** A plain decimal number: the only cell that may begin with a minus sign as it is. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/
/** What a spreadsheet reads as the start of a formula (OWASP CSV injection), after any leading spaces. */
const FORMULA_START = /^(?:[\t\r]| *[=+\-@\uff1d\uff0b\uff0d\uff20])/

/** RFC 4180 quoting, and a leading quote for every cell a spreadsheet would run as a formula (numbers excepted). */
function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
