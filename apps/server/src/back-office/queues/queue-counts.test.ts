import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORK_COUNT_CAP, type WorkQueuePage, type WorkSummary } from '@wallet/shared/back-office/work'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'

/** A queue is counted up to WORK_COUNT_CAP items, and says when more wait (docs/decisions/100). */
describe('work queue counts', () => {
  let t: TestApp
  let teams: Teams
  const WAITING = WORK_COUNT_CAP + 5
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    // WAITING customers of w1 whose KYC waits, and one staff account whose own KYC waits (never a customer's queue).
    await t.database.db.execute(sql`
      insert into "user" (id, name, full_name, email, email_verified, role, created_at, updated_at)
      select 'kyc-' || g, 'Kay ' || g, 'Kay ' || g, 'kyc-' || g || '@example.com', true, 'USER', now() - g * interval '1 minute', now()
      from generate_series(1, ${WAITING}) g`)
    await t.database.db.execute(sql`
      insert into user_profiles (user_id, assigned_worker_id, kyc_status, kyc_submitted_at)
      select 'kyc-' || g, ${teams.w1.id}, 'pending', now() - g * interval '1 minute' from generate_series(1, ${WAITING}) g`)
    await t.database.db.execute(sql`update user_profiles set kyc_status = 'pending' where user_id = ${teams.w2.id}`)
  })
  afterAll(() => t.close())

  it('counts up to the cap, says that more wait, and still pages through the oldest first', async () => {
    for (const who of [teams.w1, teams.m1, teams.admin]) {
      const first = (await staffCall(t, who, 'GET', '/api/work/kyc?pageSize=50')).json<WorkQueuePage>()
      expect([first.total, first.more], who.email).toEqual([WORK_COUNT_CAP, true])
      expect(first.items[0]!.customerId).toBe(`kyc-${WAITING}`)
      expect(first.items.map((i) => i.customerId)).not.toContain(teams.w2.id)
      const summary = (await staffCall(t, who, 'GET', '/api/work/summary')).json<WorkSummary>()
      expect(summary.queues.find((q) => q.queue === 'kyc')).toMatchObject({ count: WORK_COUNT_CAP, more: true })
      expect(summary.more).toBe(true)
    }
    // A filter that leaves fewer than the cap counts them exactly.
    const older = (await staffCall(t, teams.admin, 'GET', `/api/work/kyc?minAgeMinutes=${WAITING - 10}`)).json<WorkQueuePage>()
    expect([older.total, older.more]).toEqual([11, false])
    // Another team sees none of them.
    const other = (await staffCall(t, teams.m2, 'GET', '/api/work/kyc')).json<WorkQueuePage>()
    expect([other.total, other.more, other.items]).toEqual([0, false, []])
  })
})
