import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { setPrices, TEST_PRICES } from '../../../test/market-fixtures.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'

describe('the admin console: audit log and approvals', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await setPrices(t, TEST_PRICES)
    // Some history: notes by w1 on c1, by m2 on c2, a ban by the admin on c3.
    await staffCall(t, teams.w1, 'PUT', `/api/customers/${teams.c1.id}/note`, { note: 'first' })
    await staffCall(t, teams.w1, 'PUT', `/api/customers/${teams.c1.id}/note`, { note: 'second' })
    await staffCall(t, teams.m2, 'PUT', `/api/customers/${teams.c2.id}/note`, { note: 'other team' })
    await staffCall(t, teams.admin, 'POST', `/api/customers/${teams.c3.id}/ban`, { duration: '7d', reason: 'Chargeback fraud' })
  })
  afterAll(() => t.close())

  const audit = (query = '') => staffCall(t, teams.admin, 'GET', `/api/admin/audit${query}`).then((r) => r.json())

  it('lists every row newest first with before and after, and the chain verified', async () => {
    const page = await audit()
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25, chain: { ok: true, rows: 4, verifiedThrough: 4 } })
    expect(page.rows.map((r: { action: string }) => r.action)).toEqual(['customer.ban', 'customer.note.set', 'customer.note.set', 'customer.note.set'])
    expect(page.rows[0]).toMatchObject({
      id: 4,
      actorEmail: teams.admin.email,
      actorRole: 'ADMIN',
      targetEmail: teams.c3.email,
      label: 'Account suspended',
      reason: 'Chargeback fraud',
      before: { banned: false },
      after: expect.objectContaining({ banned: true }),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('filters by actor, customer email, action and date range', async () => {
    expect((await audit(`?actor=${encodeURIComponent(teams.w1.email.toUpperCase())}`)).total).toBe(2)
    expect((await audit(`?customerEmail=${encodeURIComponent(teams.c2.email)}`)).rows.map((r: { after: unknown }) => r.after)).toEqual([{ note: 'other team' }])
    expect((await audit('?action=customer.ban')).total).toBe(1)
    const today = new Date().toISOString().slice(0, 10)
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(4)
    expect((await audit('?to=2000-01-01')).total).toBe(0)
    expect((await staffCall(t, teams.admin, 'GET', '/api/admin/audit?action=customer.erase')).statusCode).toBe(400)
    expect((await staffCall(t, teams.admin, 'GET', '/api/admin/audit?from=not-a-date')).statusCode).toBe(400)
  })

  it('exports the filtered rows as CSV with their hashes', async () => {
    const res = await staffCall(t, teams.admin, 'GET', `/api/admin/audit.csv?actor=${encodeURIComponent(teams.w1.email)}`)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = res.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe('id,created_at,actor_email,actor_role,target_email,action,before,after,reason,ip,request_id,prev_hash,hash')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`,${teams.w1.email},WORKER,${teams.c1.email},customer.note.set,"{""note"":""first""}","{""note"":""second""}",`)
    expect(lines[1]).toMatch(/,[0-9a-f]{64},[0-9a-f]{64}$/)
  })

  it('shows the first broken row when one is changed behind the app’s back', async () => {
    await t.database.db.execute(sql`alter table audit_log disable trigger user`)
    await t.database.db.execute(sql`update audit_log set reason = 'edited' where id = 2`)
    await t.database.db.execute(sql`alter table audit_log enable trigger user`)
    expect((await audit()).chain).toEqual({ ok: false, rows: 1, verifiedThrough: 1, brokenAt: 2, problem: 'its content does not match its hash' })
    await t.database.db.execute(sql`alter table audit_log disable trigger user`)
    await t.database.db.execute(sql`update audit_log set reason = null where id = 2`)
    await t.database.db.execute(sql`alter table audit_log enable trigger user`)
    expect((await audit()).chain).toMatchObject({ ok: true })
  })

  it('lists the credits waiting for approval across customers, to admins only', async () => {
    const add = await staffCall(t, teams.w1, 'POST', `/api/customers/${teams.c1.id}/transactions`, {
      assetId: 'BTC',
      sentAt: new Date().toISOString(),
      amount: '1',
      status: 'Complete',
      senderAddress: 'bc1q',
    })
    expect(add.json().approval).not.toBeNull()
    const { approvals } = (await staffCall(t, teams.admin, 'GET', '/api/admin/approvals')).json()
    expect(approvals).toEqual([expect.objectContaining({ customerEmail: teams.c1.email, amount: '1', usdValue: '95000.00', canDecide: true })])
    expect((await staffCall(t, teams.m1, 'GET', '/api/admin/approvals')).statusCode).toBe(403)
  })
})
