import { eq } from 'drizzle-orm'
import { isStaffRole } from '@wallet/shared/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { staff, userProfiles, users } from '../db/schema.ts'
import { cookiesOf, post, signIn, stepUpWithAuthenticator, totpCode } from '../../test/auth-support.ts'
import { seedDemo } from './demo.ts'

describe('demo data', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it.skipIf(!!process.env.TEST_DATABASE_URL)('creates one confirmed account per role on an empty embedded database, once', async () => {
    const printed: string[] = []
    const seen: string[] = []
    const demo = await seedDemo({
      database: t.database,
      services: t.app.services,
      print: (s) => printed.push(s),
      onAccountsCreated: async (a) => void seen.push(a.customer.id),
    })
    expect(demo).not.toBeNull()
    expect(seen).toEqual([demo!.customer.id])

    for (const account of Object.values(demo!)) {
      expect(printed.join('\n')).toContain(`${account.email}`)
      expect(printed.join('\n')).toContain(`password: ${account.password}`)
      const res = await signIn(t, { email: account.email, password: account.password })
      expect(res.statusCode).toBe(200)
      expect(Boolean(account.totpSecret)).toBe(isStaffRole(account.role))
      if (account.totpSecret) {
        // Staff sign in with the printed authenticator secret's code (decision 072).
        expect(printed.join('\n')).toContain(`authenticator secret: ${account.totpSecret}`)
        expect(res.json()).toEqual({ twoFactorRedirect: true, method: 'totp' })
        const verified = await post(t, '/api/auth/two-factor/verify-totp', { code: totpCode(account.totpSecret) }, { cookie: cookiesOf(res) })
        expect(verified.statusCode).toBe(200)
        const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookiesOf(verified) } })
        expect(session.json().user).toMatchObject({ role: account.role, authenticatorRequired: false })
        // …and pass a step-up with the same authenticator's next code.
        const stepUp = await stepUpWithAuthenticator(t, cookiesOf(verified), account.totpSecret)
        expect(stepUp.statusCode, stepUp.body).toBe(200)
      }
      const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, account.id))
      expect(row!.role).toBe(account.role)
    }
    expect(Object.values(demo!).map((a) => a.role)).toEqual(['USER', 'WORKER', 'MANAGER', 'ADMIN'])

    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, demo!.customer.id))
    expect(profile!.assignedWorkerId).toBe(demo!.worker.id)
    expect(await t.database.db.select().from(staff)).toEqual([expect.objectContaining({ workerId: demo!.worker.id, managerId: demo!.manager.id })])

    // The database is no longer empty: nothing more is created.
    expect(await seedDemo({ database: t.database, services: t.app.services, print: () => {} })).toBeNull()
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('creates nothing on PostgreSQL', async () => {
    expect(await seedDemo({ database: t.database, services: t.app.services, print: () => {} })).toBeNull()
    expect(await t.database.db.select().from(users)).toHaveLength(0)
  })
})
