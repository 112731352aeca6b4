import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser } from '../../../test/factories.ts'
import { createTeams, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { staff } from '../../db/schema.ts'

describe('staff lists of customers: the manager’s team and the admin’s all', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  describe('manager', () => {
    it('lists the customers of its workers only, searched by name or email and paged', async () => {
      const worker = await createUser(t, { role: 'WORKER' })
      const manager = await createUser(t, { role: 'MANAGER' })
      await t.database.db.insert(staff).values({ workerId: worker.id, managerId: manager.id })
      for (let i = 0; i < 13; i++) {
        const c = await createUser(t, { fullName: i === 4 ? 'Zelda Quartz' : `Team Customer ${i}` })
        await t.app.services.customers.setAssignedWorker(t.database.db, c.id, worker.id)
      }
      const page = (query: string) => staffCall(t, manager, 'GET', `/api/manager/users?${query}`).then((r) => r.json())
      const first = await page('page=1&perPage=10')
      expect(first.totalCount).toBe(13)
      expect(first.users).toHaveLength(10)
      expect(first.users[0]).toMatchObject({ kyc_status: 'not_started', assigned_worker_name: 'Test Customer' })
      expect((await page('page=2&perPage=10')).users).toHaveLength(3)
      expect((await page('searchQuery=quartz')).users.map((u: { full_name: string }) => u.full_name)).toEqual(['Zelda Quartz'])
      expect((await page('searchQuery=' + encodeURIComponent(teams.c1.email))).totalCount).toBe(0)
      expect((await staffCall(t, teams.m1, 'GET', '/api/manager/users')).json().users.map((u: { id: string }) => u.id)).toEqual([teams.c1.id])
    })
  })

  describe('admin', () => {
    it('lists every customer, searched by name or email', async () => {
      const res = (await staffCall(t, teams.admin, 'GET', `/api/admin/customers?search=${encodeURIComponent('Cara')}`)).json()
      expect(res.users.map((u: { id: string }) => u.id)).toEqual([teams.c1.id])
      expect((await staffCall(t, teams.admin, 'GET', '/api/admin/customers')).json().totalCount).toBeGreaterThan(10)
    })
  })
})
