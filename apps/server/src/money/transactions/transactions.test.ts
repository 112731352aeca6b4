import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import type { LedgerEntry } from '../ledger/ledger.service.ts'

describe('transactions', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let bobsRowId: string
  let hiddenId: string
  let swapOutId: string
  const requestId = randomUUID()

  const record = (entry: Omit<LedgerEntry, 'type'> & { type?: LedgerEntry['type'] }) =>
    t.database.db.transaction((tx) => t.app.services.ledger.record(tx, { type: 'deposit', ...entry }))
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute))

  beforeAll(async () => {
    t = await buildTestApp()
    alice = await createUser(t)
    bob = await createUser(t)
    // 12 plain entries, one hidden adjustment and one swap (two legs) for Alice: 13 visible entries.
    for (let i = 0; i < 12; i++) await record({ userId: alice.id, asset: 'BTC', amount: '1', status: 'Complete', sentAt: at(i) })
    hiddenId = (await record({ userId: alice.id, asset: 'BTC', amount: '-0.5', status: 'Complete', type: 'adjustment', isHidden: true, sentAt: at(20) })).id
    swapOutId = (
      await record({
        userId: alice.id,
        asset: 'BTC',
        amount: '-2',
        status: 'Complete',
        type: 'swap',
        requestId,
        note: `Swap: BTC to ETH (Req ID: ${requestId})`,
        sentAt: at(30),
      })
    ).id
    await record({
      userId: alice.id,
      asset: 'ETH',
      amount: '30',
      status: 'Complete',
      type: 'swap',
      requestId,
      note: `Swap: BTC to ETH (Req ID: ${requestId})`,
      sentAt: at(30),
    })
    bobsRowId = (await record({ userId: bob.id, asset: 'ETH', amount: '3', status: 'Complete', sentAt: at(5) })).id
  })
  afterAll(() => t.close())

  const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user ? user.headers() : {} })

  it('pages 10 entries newest first with the exact total, a swap as one entry and hidden rows left out', async () => {
    const first = (await get(alice, '/api/transactions?page=1')).json()
    expect(first.total).toBe(13)
    expect(first.pageSize).toBe(10)
    expect(first.items).toHaveLength(10)
    expect(first.items[0]).toMatchObject({
      id: swapOutId,
      assetId: 'BTC',
      amount: '-2',
      swap: { requestId, from: { assetId: 'BTC', amount: '-2' }, to: { assetId: 'ETH', amount: '30' } },
    })
    expect(first.items[1].sentAt).toBe(at(11).toISOString())
    const second = (await get(alice, '/api/transactions?page=2')).json()
    expect(second.items.map((i: { sentAt: string }) => i.sentAt)).toEqual([at(2), at(1), at(0)].map((d) => d.toISOString()))
    const ids = [...first.items, ...second.items].map((i: { id: string }) => i.id)
    expect(ids).not.toContain(hiddenId)
    expect(new Set(ids).size).toBe(13)
    expect((await get(alice, '/api/transactions?page=3')).json().items).toEqual([])
    expect((await get(alice, '/api/transactions')).json().page).toBe(1)
  })

  it('refuses a malformed page number, reading digits only (no hex, exponent, spaces or repeats)', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '99999999999', '0x10', '0x1', '1e1', '0b1', ' 2', '2 ', '+2', 'Infinity', '', '٣']) {
      expect((await get(alice, `/api/transactions?page=${encodeURIComponent(page)}`)).statusCode, JSON.stringify(page)).toBe(400)
    }
  })

  it('recent: the newest 3 visible entries', async () => {
    const res = (await get(alice, '/api/transactions/recent')).json()
    expect(res.items).toHaveLength(3)
    expect(res.items[0].id).toBe(swapOutId)
  })

  it("detail: own rows only; another customer's, a hidden one and a malformed id are 404", async () => {
    const mine = await get(alice, `/api/transactions/${swapOutId}`)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().swap.to.amount).toBe('30')
    expect((await get(alice, `/api/transactions/${bobsRowId}`)).statusCode).toBe(404)
    expect((await get(alice, `/api/transactions/${hiddenId}`)).statusCode).toBe(404)
    expect((await get(alice, '/api/transactions/not-a-uuid')).statusCode).toBe(404)
    expect((await get(null, `/api/transactions/${swapOutId}`)).statusCode).toBe(401)
  })

  it('the statement lists every entry, hidden ones as Account adjustment, with a running balance per asset', async () => {
    const res = await get(alice, '/api/transactions/statement.csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe('Date,Asset,Type,Description,Status,Amount,Balance')
    expect(lines).toHaveLength(1 + 15)
    expect(lines[12]).toBe(`${at(11).toISOString()},BTC,deposit,BTC Received,Complete,1,12`)
    expect(lines[13]).toBe(`${at(20).toISOString()},BTC,adjustment,Account adjustment,Complete,-0.5,11.5`)
    expect(lines[14]).toContain(',BTC,swap,')
    expect(lines[14]!.endsWith(',Complete,-2,9.5')).toBe(true)
    expect(lines[15]!.endsWith(',Complete,30,30')).toBe(true)
    // The last running balance per asset is the balance.
    const figures = await t.app.services.ledger.figures(t.database.db, alice.id)
    expect(figures.BTC.balance).toBe('9.5')
    expect(res.body).not.toContain(bob.id)
  })

  it('neutralises statement cells a spreadsheet would run as a formula, and leaves numbers as numbers', async () => {
    const carol = await createUser(t)
    const notes = ['=HYPERLINK("http://evil.example","Refund")', "-2+3+cmd|' /C calc'!A0", '+1+1', '@SUM(A1:A9)', ' =1+1', '\t=1+1']
    for (const [i, note] of notes.entries()) await record({ userId: carol.id, asset: 'ETH', amount: '1', status: 'Complete', note, sentAt: at(i) })
    await record({ userId: carol.id, asset: 'ETH', amount: '-0.25', status: 'Complete', type: 'withdrawal', note: 'Paid out', sentAt: at(10) })

    const res = await get(carol, '/api/transactions/statement.csv')
    const lines = res.body.trim().split('\r\n').slice(1)
    const descriptions = lines.slice(0, notes.length).map((line) => parseCsvLine(line)[3])
    expect(descriptions).toEqual(notes.map((note) => `'${note}`))
    // Amounts and balances, negative ones included, stay plain numbers.
    expect(parseCsvLine(lines.at(-1)!).slice(5)).toEqual(['-0.25', '5.75'])
  })
})

/** RFC 4180 fields of one CSV line. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}
