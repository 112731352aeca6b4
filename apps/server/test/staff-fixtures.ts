import { eq } from 'drizzle-orm'
import type { Role } from '@wallet/shared/roles'
import { auditLog, notifications, staff } from '../src/db/schema.ts'
import type { TestApp } from './build-test-app.ts'
import { createUser, type TestUser } from './factories.ts'

/**
 * Two teams and the people around them, signed in through the real endpoint:
 * manager m1 → worker w1 → customer c1, manager m2 → worker w2 → customer c2; c3 is unassigned; an admin;
 * a worker w3 of m1 who is banned once signed in.
 */
export interface Teams {
  m1: TestUser
  m2: TestUser
  w1: TestUser
  w2: TestUser
  w3: TestUser
  c1: TestUser
  c2: TestUser
  c3: TestUser
  admin: TestUser
}

export async function createTeams(t: TestApp): Promise<Teams> {
  const make = (role: Role, fullName: string) => createUser(t, { role, fullName })
  const teams: Teams = {
    m1: await make('MANAGER', 'Mia Manager'),
    m2: await make('MANAGER', 'Max Manager'),
    w1: await make('WORKER', 'Will Worker'),
    w2: await make('WORKER', 'Wanda Worker'),
    w3: await make('WORKER', 'Walt Banned'),
    c1: await make('USER', 'Cara Customer'),
    c2: await make('USER', 'Cole Customer'),
    c3: await make('USER', 'Cy Unassigned'),
    admin: await make('ADMIN', 'Ada Admin'),
  }
  await t.database.db.insert(staff).values([
    { workerId: teams.w1.id, managerId: teams.m1.id },
    { workerId: teams.w2.id, managerId: teams.m2.id },
    { workerId: teams.w3.id, managerId: teams.m1.id },
  ])
  await t.app.services.customers.setAssignedWorker(t.database.db, teams.c1.id, teams.w1.id)
  await t.app.services.customers.setAssignedWorker(t.database.db, teams.c2.id, teams.w2.id)
  return teams
}

export const auditRowsOf = (t: TestApp, customerId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customerId))
export const notificationsOf = (t: TestApp, customerId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, customerId))

/** A staff request with a JSON body (or none). */
export function staffCall(t: TestApp, who: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers() : { origin: 'http://localhost:3000' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
