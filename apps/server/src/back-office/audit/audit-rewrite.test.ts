import { asc, sql, type SQL } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog } from '../../db/schema.ts'
import { chainHash, GENESIS_HASH } from './audit-chain.ts'

/**
 * Whoever can write the database (here its superuser, on PGlite and on PostgreSQL alike: the tests connect as one) can
 * switch the append-only triggers off and rewrite the log. They still cannot make `verify-audit` pass: every row is
 * marked with AUDIT_KEY, which the database never holds, and the chain's head is published outside it after every
 * staff action (docs/decisions/048).
 */
describe('rewrites of the audit log by the database’s owner', () => {
  let t: TestApp
  let teams: Teams
  beforeEach(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    for (const note of ['one', 'two', 'three', 'four']) {
      expect((await staffCall(t, teams.w1, 'PUT', `/api/customers/${teams.c1.id}/note`, { note })).statusCode).toBe(200)
    }
  })
  afterEach(() => t.close())

  const superuser = async (...statements: SQL[]) => {
    await t.database.db.execute(sql`alter table audit_log disable trigger user`)
    try {
      for (const statement of statements) await t.database.db.execute(statement)
    } finally {
      await t.database.db.execute(sql`alter table audit_log enable trigger user`)
    }
  }
  const rows = () => t.database.db.select().from(auditLog).orderBy(asc(auditLog.id))
  const verify = () => t.app.services.audit.verify(t.app.services.audit.readHead())

  /** Rehashes every row from `fromId` on, as someone with the table but not the key would, after changing one. */
  async function rehashFrom(fromId: number) {
    let prevHash = GENESIS_HASH
    for (const row of await rows()) {
      if (row.id >= fromId) {
        const hash = chainHash(prevHash, row)
        await superuser(sql`update audit_log set prev_hash = ${prevHash}, hash = ${hash} where id = ${row.id}`)
        prevHash = hash
      } else {
        prevHash = row.hash
      }
    }
  }

  it('is clean before anything is rewritten, and the head is the last row', async () => {
    const head = t.app.services.audit.readHead()
    expect(head).toMatchObject({ seq: (await rows()).length })
    expect(await verify()).toMatchObject({ ok: true })
  })

  it('finds the last rows deleted', async () => {
    const total = (await rows()).length
    await superuser(sql`delete from audit_log where id > ${total - 2}`)
    expect(await verify()).toMatchObject({
      ok: false,
      brokenAt: total - 1,
      problem: expect.stringMatching(/^rows up to \d+, the head published at .+, are missing$/),
    })
  })

  it('finds the table emptied', async () => {
    await superuser(sql`truncate audit_log`)
    expect(await verify()).toMatchObject({ ok: false, rows: 0, brokenAt: 1, problem: expect.stringMatching(/are missing$/) })
  })

  it('finds a row edited and every later hash recomputed', async () => {
    const target = (await rows()).find((r) => r.action === 'customer.note.set' && (r.after as { note: string }).note === 'two')!
    await superuser(sql`update audit_log set after = '{"note":"rewritten"}'::jsonb where id = ${target.id}`)
    await rehashFrom(target.id)
    expect(await verify()).toMatchObject({
      ok: false,
      brokenAt: target.id,
      problem: 'its audit-key mark does not match: it was written or rehashed without the key',
    })
  })

  it('finds a row’s actor changed, and rehashed', async () => {
    const target = (await rows()).find((r) => r.action === 'customer.note.set')!
    await superuser(sql`update audit_log set actor_id = ${teams.admin.id}, actor_role = 'ADMIN' where id = ${target.id}`)
    await rehashFrom(target.id)
    expect(await verify()).toMatchObject({ ok: false, brokenAt: target.id, problem: expect.stringContaining('audit-key mark does not match') })
  })

  it('finds a forged approval appended with a well-formed hash and mark', async () => {
    const last = (await rows()).at(-1)!
    const forged = {
      ...last,
      id: last.id + 1,
      action: 'customer.credit.approve',
      actorId: teams.m1.id,
      actorRole: 'MANAGER',
      before: { state: 'awaiting' },
      after: { state: 'approved' },
      createdAt: new Date(last.createdAt.getTime() + 1000),
    }
    const hash = chainHash(last.hash, forged)
    await superuser(sql`insert into audit_log (id, actor_id, actor_role, target_user_id, action, before, after, reason, ip, request_id, created_at, prev_hash, hash, mac)
      values (${forged.id}, ${forged.actorId}, ${forged.actorRole}, ${forged.targetUserId}, ${forged.action}, ${JSON.stringify(forged.before)}::jsonb,
        ${JSON.stringify(forged.after)}::jsonb, ${forged.reason}, ${forged.ip}, ${forged.requestId}, ${forged.createdAt.toISOString()}, ${last.hash}, ${hash}, ${'f'.repeat(64)})`)
    expect(await verify()).toMatchObject({ ok: false, brokenAt: forged.id, problem: expect.stringContaining('audit-key mark does not match') })
    // Without a mark at all, it is refused as well: rows after marked ones must carry one.
    await superuser(sql`update audit_log set mac = null where id = ${forged.id}`)
    expect(await verify()).toMatchObject({ ok: false, brokenAt: forged.id, problem: 'it carries no audit-key mark, after rows that do' })
  })

  it('refuses a head that was not published with the key', async () => {
    const head = t.app.services.audit.readHead()!
    expect(await t.app.services.audit.verify({ ...head, seq: head.seq - 1 })).toMatchObject({
      ok: false,
      problem: 'the published head does not carry the audit key’s mark',
    })
  })
  it('the console verifies new rows from its checkpoint, and sees the checkpoint row rewritten', async () => {
    const console = async () => (await staffCall(t, teams.admin, 'GET', '/api/admin/audit')).json().chain
    const first = await console()
    const total = (await rows()).length
    expect(first).toMatchObject({ ok: true, rows: total, verifiedThrough: total, verifiedAt: expect.any(String) })
    await staffCall(t, teams.w1, 'PUT', `/api/customers/${teams.c1.id}/note`, { note: 'five' })
    expect(await console()).toMatchObject({ ok: true, rows: total + 1, verifiedThrough: total + 1 })
    // The checkpoint row itself rewritten and rehashed: the console says so without walking the chain again.
    await superuser(sql`update audit_log set reason = 'rewritten' where id = ${total + 1}`)
    await rehashFrom(total + 1)
    expect(await console()).toMatchObject({ ok: false, brokenAt: total + 1, problem: 'it changed after it was verified' })
  })
})
