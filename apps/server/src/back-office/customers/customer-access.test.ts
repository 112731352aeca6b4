import { eq } from 'drizzle-orm'
import type { Role } from '@wallet/shared/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser } from '../../../test/factories.ts'
import { auditLog, notifications, staff } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../../identity/sign-in/actor.ts'
import { applied, type StaffActionContext } from '../audit/staff-action.ts'

const actorOf = (id: string, role: Role): Actor => ({
  userId: id,
  email: `${id}@example.com`,
  fullName: null,
  role,
  requiresPasswordChange: false,
  authenticatorRequired: false,
  activeMfaMethod: 'totp',
  sessionId: 's',
  ip: '198.51.100.7',
  requestId: `req-${id}`,
})

describe('customer access and staff actions', () => {
  let t: TestApp
  /** Two teams: manager M1 → worker W1 → customer C1, manager M2 → worker W2 → customer C2; C3 is unassigned. */
  const ids: Record<'c1' | 'c2' | 'c3' | 'w1' | 'w2' | 'm1' | 'm2' | 'admin', string> = {} as never
  const actors: Record<string, Actor> = {}

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = { c1: 'USER', c2: 'USER', c3: 'USER', w1: 'WORKER', w2: 'WORKER', m1: 'MANAGER', m2: 'MANAGER', admin: 'ADMIN' } as const
    for (const [key, role] of Object.entries(roles)) {
      const user = await createUser(t, { role })
      ids[key as keyof typeof ids] = user.id
      actors[key] = actorOf(user.id, role)
    }
    await t.database.db.insert(staff).values([
      { workerId: ids.w1, managerId: ids.m1 },
      { workerId: ids.w2, managerId: ids.m2 },
    ])
    await t.app.services.customers.setAssignedWorker(t.database.db, ids.c1, ids.w1)
    await t.app.services.customers.setAssignedWorker(t.database.db, ids.c2, ids.w2)
  })
  afterAll(() => t.close())

  const access = (who: string, customer: string, permission?: Parameters<TestApp['app']['services']['customers']['access']>[3]) =>
    t.app.services.customers.access(t.database.db, actors[who]!, customer, permission).then(
      (ref) => ref.scope,
      (err: AppError) => err.message,
    )

  const SAME_TEAM = 'Access Denied: You do not have permission to view this profile.'
  const ROLE = 'Access Denied: Your role cannot view user profiles.'

  it('lets a worker reach only the customers they claimed', async () => {
    expect(await access('w1', ids.c1)).toBe('assigned')
    expect(await access('w1', ids.c2)).toBe(SAME_TEAM)
    expect(await access('w1', ids.c3)).toBe(SAME_TEAM)
  })

  it("lets a manager reach the customers of their own workers, not another manager's", async () => {
    expect(await access('m1', ids.c1)).toBe('team')
    expect(await access('m1', ids.c2)).toBe(SAME_TEAM)
    expect(await access('m2', ids.c2)).toBe('team')
    expect(await access('m1', ids.c3)).toBe(SAME_TEAM)
  })

  it('lets an admin reach every customer, and nobody reach a staff account or an unknown id as a customer', async () => {
    for (const c of [ids.c1, ids.c2, ids.c3]) expect(await access('admin', c)).toBe('any')
    expect(await access('admin', ids.w1)).toBe(SAME_TEAM)
    expect(await access('m1', ids.w1)).toBe(SAME_TEAM)
    expect(await access('admin', 'no-such-user')).toBe(SAME_TEAM)
  })

  it('tells a customer their role cannot view profiles, and lets them reach only their own data under customer:self', async () => {
    expect(await access('c1', ids.c2)).toBe(ROLE)
    expect(await access('c1', ids.c1)).toBe(ROLE)
    expect(await access('c1', ids.c1, 'customer:self')).toBe('own')
    expect(await access('c1', ids.c2, 'customer:self')).toBe(SAME_TEAM)
  })

  it('follows a change of assignment at once', async () => {
    await t.app.services.customers.setAssignedWorker(t.database.db, ids.c3, ids.w2)
    expect(await access('w2', ids.c3)).toBe('assigned')
    expect(await access('m2', ids.c3)).toBe('team')
    expect(await access('m1', ids.c3)).toBe(SAME_TEAM)
    await t.app.services.customers.setAssignedWorker(t.database.db, ids.c3, null)
    expect(await access('w2', ids.c3)).toBe(SAME_TEAM)
  })

  describe('defineStaffAction', () => {
    const rename = () =>
      t.app.services.defineStaffAction({
        action: 'customer.note.set',
        permission: 'customers:manage',
        target: 'customer',
        async run({ target, input }: StaffActionContext<{ note: string; fail?: boolean }, 'customer'>) {
          if (input.fail) throw new AppError('VALIDATION_FAILED', { message: 'refused inside the action' })
          return applied({
            before: { note: null },
            after: { note: input.note },
            reason: 'test',
            notify: { text: `Note for ${target.email}`, parts: [] },
            result: { done: true },
          })
        },
      })
    const auditRows = (customerId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customerId))
    const notes = (customerId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, customerId))

    it('writes exactly one audit row and the customer’s notification with the change', async () => {
      expect(await rename()(actors.w1!, ids.c1, { note: 'hello' })).toEqual({ done: true })
      const rows = await auditRows(ids.c1)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        actorId: ids.w1,
        actorRole: 'WORKER',
        action: 'customer.note.set',
        before: { note: null },
        after: { note: 'hello' },
        reason: 'test',
        ip: '198.51.100.7',
        requestId: `req-${ids.w1}`,
      })
      expect((await notes(ids.c1)).map((n) => n.message)).toContain(
        `Note for ${(await t.app.services.customers.access(t.database.db, actors.admin!, ids.c1)).email}`,
      )
      expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
    })

    it('writes nothing when the actor may not act on the customer', async () => {
      await expect(rename()(actors.w1!, ids.c2, { note: 'not mine' })).rejects.toThrow(SAME_TEAM)
      await expect(rename()(actors.c1!, ids.c2, { note: 'not staff' })).rejects.toThrow(ROLE)
      expect(await auditRows(ids.c2)).toHaveLength(0)
      expect(await notes(ids.c2)).toHaveLength(0)
    })

    it('writes nothing when the change itself fails', async () => {
      await expect(rename()(actors.m2!, ids.c2, { note: 'x', fail: true })).rejects.toThrow('refused inside the action')
      expect(await auditRows(ids.c2)).toHaveLength(0)
      expect(await notes(ids.c2)).toHaveLength(0)
    })
  })
})
