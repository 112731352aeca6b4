import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userProfiles } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser } from '../../../test/factories.ts'

describe('GET /api/profile', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
  })
  afterAll(() => t.close())

  it('answers the defaults for a new customer: not_started and every can_* true', async () => {
    const user = await createUser(t, { fullName: 'Ada Lovelace' })
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      user_id: user.id,
      email: user.email,
      full_name: 'Ada Lovelace',
      kyc_status: 'not_started',
      first_name: null,
      dashboard_note: null,
      can_buy: true,
      can_sell: true,
      can_swap: true,
      can_stake: true,
      can_send: true,
      send_disabled_note: null,
      banned_until: null,
    })
    expect(Number.isNaN(Date.parse(res.json().created_at))).toBe(false)
    expect(res.json()).not.toHaveProperty('balances')
  })

  it('answers not_started when the profile row is missing', async () => {
    const user = await createUser(t)
    await t.database.db.delete(userProfiles).where(eq(userProfiles.userId, user.id))
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ kyc_status: 'not_started', can_send: true, can_buy: true })
  })

  it("shows the staff's note and disabled flags with their reasons", async () => {
    const user = await createUser(t)
    await t.database.db
      .update(userProfiles)
      .set({ dashboardNote: 'Please call us.', canSend: false, sendDisabledNote: 'Under review', canSwap: false, kycStatus: 'rejected', firstName: 'Ada' })
      .where(eq(userProfiles.userId, user.id))
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers() })
    expect(res.json()).toMatchObject({
      dashboard_note: 'Please call us.',
      can_send: false,
      send_disabled_note: 'Under review',
      can_swap: false,
      can_buy: true,
      kyc_status: 'rejected',
      first_name: 'Ada',
    })
  })

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' })
    expect(res.statusCode).toBe(401)
  })
})
