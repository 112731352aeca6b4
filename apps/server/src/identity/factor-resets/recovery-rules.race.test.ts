import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FactorResetAnswer } from '@wallet/shared/identity/factor-resets'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { enrolThroughRoutes } from '../../../test/auth-support.ts'
import { createUser } from '../../../test/factories.ts'
import { createTeams, signInAsHolder, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog } from '../../db/schema.ts'

const onPostgres = !!process.env.TEST_DATABASE_URL

/**
 * A manager's puppet sets a customer's password at the moment the manager approves a factor reset of that customer
 * (docs/decisions/122): whichever commits first, the approval never lands after the password change it should have seen.
 */
describe('a password set by a linked account while the approval runs', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  it.skipIf(!onPostgres)('is seen by the approval, or comes after it', async () => {
    const created = await staffCall(t, teams.m1, 'POST', '/api/manager/workers', {
      fullName: 'Rex Race',
      email: 'rex.race@example.com',
      password: 'temporary pass 1',
    })
    expect(created.statusCode).toBe(201)
    const puppet = await signInAsHolder(t, 'rex.race@example.com', 'temporary pass 1')
    for (let round = 0; round < 12; round++) {
      const customer = await createUser(t, { fullName: `Race ${round}` })
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, puppet.id)
      await enrolThroughRoutes(t, customer.cookie)
      const asked = await staffCall(t, teams.admin, 'POST', `/api/customers/${customer.id}/second-factor/resets`, { reason: 'Lost phone' })
      const resetId = asked.json<FactorResetAnswer>().state.waiting!.id
      const [password, approval] = await Promise.all([
        staffCall(t, puppet, 'POST', `/api/customers/${customer.id}/password`, { newPassword: 'set by the puppet 1' }),
        staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/second-factor/resets/${resetId}/approve`, {}),
      ])
      expect(password.statusCode).toBe(200)
      expect([200, 409], approval.body).toContain(approval.statusCode)
      if (approval.statusCode === 409) expect(approval.json().code).toBe('FACTOR_RESET_RECENT_CHANGE')
      const rows = await t.database.db
        .select({ id: auditLog.id, action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetUserId, customer.id), inArray(auditLog.action, ['customer.password.reset', 'customer.second_factor.reset'])))
        .orderBy(auditLog.id)
      // An approval that went through came first; one that came second was refused.
      expect(
        rows.map((r) => r.action),
        `round ${round}`,
      ).toEqual(approval.statusCode === 200 ? ['customer.second_factor.reset', 'customer.password.reset'] : ['customer.password.reset'])
    }
  })
})
