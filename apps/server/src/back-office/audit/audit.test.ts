import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { asc, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { loadEnv, REPO_ROOT } from '../../config/env.ts'
import { openDatabase, type DbOrTx } from '../../db/client.ts'
import { auditLog, users } from '../../db/schema.ts'
import { createMailer } from '../../lib/mailer.ts'
import { createServices } from '../../services.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { canonicalJson, chainHash, GENESIS_HASH } from './audit-chain.ts'

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 'staff-1',
  email: 'staff@example.com',
  fullName: 'Sam Staff',
  role: 'WORKER',
  requiresPasswordChange: false,
  authenticatorRequired: false,
  activeMfaMethod: 'totp',
  sessionId: 'session-1',
  ip: '203.0.113.9',
  requestId: 'req-1',
  ...overrides,
})

/** The accounts the rows name (the log refers to real users, which can then never be deleted). */
async function ensureUsers(db: DbOrTx, ids: string[]) {
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.com` })))
    .onConflictDoNothing()
}

/** Changes rows behind the app's back, as a superuser who switches the append-only triggers off first. */
async function behindTheAppsBack(db: DbOrTx, statement: ReturnType<typeof sql>) {
  await db.execute(sql`alter table audit_log disable trigger user`)
  try {
    await db.execute(statement)
  } finally {
    await db.execute(sql`alter table audit_log enable trigger user`)
  }
}

describe('canonical content and chain hash', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: undefined, w: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"w":null,"y":2}]},"b":1}')
    expect(canonicalJson(new Date('2026-01-02T03:04:05.006Z'))).toBe('"2026-01-02T03:04:05.006Z"')
  })

  it('hashes the same content the same way whatever the key order, and differently after any change', () => {
    const content = {
      id: 1,
      createdAt: new Date('2026-01-02T03:04:05.006Z'),
      actorId: 'a',
      actorRole: 'ADMIN',
      targetUserId: 't',
      action: 'customer.ban',
      before: { banned: false, until: null },
      after: { until: null, banned: true },
      reason: null,
      ip: '1.2.3.4',
      requestId: 'r',
    }
    const hash = chainHash(GENESIS_HASH, content)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(chainHash(GENESIS_HASH, { ...content, after: { banned: true, until: null } })).toBe(hash)
    expect(chainHash(GENESIS_HASH, { ...content, after: { banned: false, until: null } })).not.toBe(hash)
    expect(chainHash('1'.repeat(64), content)).not.toBe(hash)
  })
})

describe('audit log', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await ensureUsers(t.database.db, ['staff-1', 'x', ...[1, 2, 3, ...Array.from({ length: 20 }, (_, i) => 100 + i)].map((n) => `customer-${n}`)])
  })
  afterAll(() => t.close())

  const record = (n: number, extra: Partial<Actor> = {}) =>
    t.database.db.transaction((tx) =>
      t.app.services.audit.record(tx, actor(extra), {
        action: 'customer.note.set',
        targetUserId: `customer-${n}`,
        before: { note: null },
        after: { note: `note ${n}`, at: new Date('2026-11-23T10:00:00Z') },
        reason: n % 2 ? 'asked by the customer' : null,
      }),
    )

  it('appends rows 1, 2, 3 … each pointing to the previous hash, with actor, role, ip and request id', async () => {
    const rows = [await record(1), await record(2), await record(3)]
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3])
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH)
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash)
    expect(rows[2]!.prevHash).toBe(rows[1]!.hash)
    expect(rows[0]).toMatchObject({ actorId: 'staff-1', actorRole: 'WORKER', ip: '203.0.113.9', requestId: 'req-1', reason: 'asked by the customer' })
    // Dates inside before/after are stored as ISO text, exactly as they were hashed.
    expect(rows[0]!.after).toEqual({ note: 'note 1', at: '2026-11-23T10:00:00.000Z' })
    expect(await t.app.services.audit.verify()).toEqual({ ok: true, rows: 3, verifiedThrough: 3 })
  })

  it('writes nothing when the caller’s transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.audit.record(tx, actor(), { action: 'customer.ban', targetUserId: 'x', before: {}, after: {} })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect((await t.app.services.audit.verify()).rows).toBe(3)
  })

  it('refuses an action that is not in the typed list', async () => {
    await expect(
      t.database.db.transaction((tx) => t.app.services.audit.record(tx, actor(), { action: 'customer.erase' as never, targetUserId: 'x' })),
    ).rejects.toThrow('Unknown audit action')
  })

  it('cannot be changed or emptied through the database role the app uses', async () => {
    await expect(t.database.db.execute(sql`update audit_log set reason = 'edited' where id = 1`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from audit_log where id = 1`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow()
  })

  it('detects a row changed behind the app’s back, and names it', async () => {
    const [original] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`id = 2`)
    await behindTheAppsBack(t.database.db, sql`update audit_log set after = '{"note":"forged"}'::jsonb where id = 2`)
    expect(await t.app.services.audit.verify()).toEqual({
      ok: false,
      rows: 1,
      verifiedThrough: 1,
      brokenAt: 2,
      problem: 'its content does not match its hash',
    })
    // Re-hashing the forged row does not help: its audit-key mark no longer matches (and the next row still points to
    // the original hash).
    const forged = { ...original!, after: { note: 'forged' } }
    await behindTheAppsBack(
      t.database.db,
      sql`update audit_log set after = '{"note":"forged"}'::jsonb, hash = ${chainHash(forged.prevHash, forged)} where id = 2`,
    )
    expect(await t.app.services.audit.verify()).toMatchObject({
      ok: false,
      brokenAt: 2,
      problem: 'its audit-key mark does not match: it was written or rehashed without the key',
    })
    await behindTheAppsBack(t.database.db, sql`update audit_log set after = ${JSON.stringify(original!.after)}::jsonb, hash = ${original!.hash} where id = 2`)
    expect(await t.app.services.audit.verify()).toEqual({ ok: true, rows: 3, verifiedThrough: 3 })
  })

  it('detects a row removed from the middle', async () => {
    const [removed] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`id = 2`)
    await behindTheAppsBack(t.database.db, sql`delete from audit_log where id = 2`)
    expect(await t.app.services.audit.verify()).toMatchObject({ ok: false, verifiedThrough: 1, brokenAt: 3, problem: 'row 2 is missing' })
    await behindTheAppsBack(
      t.database.db,
      sql`insert into audit_log select * from json_populate_record(null::audit_log, ${JSON.stringify({
        ...removed,
        actor_id: removed!.actorId,
        actor_role: removed!.actorRole,
        target_user_id: removed!.targetUserId,
        request_id: removed!.requestId,
        created_at: removed!.createdAt.toISOString(),
        prev_hash: removed!.prevHash,
      })}::json)`,
    )
    expect(await t.app.services.audit.verify()).toEqual({ ok: true, rows: 3, verifiedThrough: 3 })
  })

  it('keeps one linear chain when many staff actions commit at the same time', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => record(100 + i, { requestId: `req-${i}` })))
    const rows = await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1))
    expect(await t.app.services.audit.verify()).toEqual({ ok: true, rows: 23, verifiedThrough: 23 })
  })
})

describe('npm run cli -- verify-audit', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-audit-cli-'))
  const run = promisify(execFile)
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    )
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  /** Opens the embedded database the CLI uses, does some work and closes it again (one process at a time). */
  async function withDatabase(work: (db: DbOrTx, services: ReturnType<typeof createServices>) => Promise<void>) {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
    try {
      const services = createServices({ database, env, mailer: createMailer({ from: env.MAIL_FROM, outboxDir: dataDir, log: pino({ level: 'silent' }) }) })
      await work(database.db, services)
    } finally {
      await database.close()
    }
  }

  it('says the chain is verified, then finds the row changed behind the app’s back and exits 1', async () => {
    await withDatabase(async (db, services) => {
      await ensureUsers(db, ['staff-1', 'c1', 'c2', 'c3'])
      for (const n of [1, 2, 3]) {
        await db.transaction((tx) =>
          services.audit.record(tx, actor(), { action: 'customer.ban', targetUserId: `c${n}`, before: { banned: false }, after: { banned: true } }),
        )
      }
    })
    expect(await cli('verify-audit')).toEqual({ code: 0, out: 'Audit chain verified through row 3 (3 rows).\n' })

    await withDatabase((db) => behindTheAppsBack(db, sql`update audit_log set actor_role = 'ADMIN' where id = 2`))
    expect(await cli('verify-audit')).toEqual({
      code: 1,
      out: 'Audit chain broken at row 2: its content does not match its hash. Verified through row 1.\n',
    })
  }, 180_000)
})
