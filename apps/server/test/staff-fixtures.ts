import { eq } from 'drizzle-orm'
import type { Role } from '@wallet/shared/roles'
import { auditLog, notifications, staff } from '../src/db/schema.ts'
import type { TestApp } from './build-test-app.ts'
import { cookiesOf } from './account-fixtures.ts'
import { enrolThroughRoutes, passMailedCode, totpCode } from './auth-support.ts'
import { createUser, ORIGIN, type TestUser } from './factories.ts'

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

/**
 * Signs in as a staff account the way whoever holds its password, its mailbox and (when it has one) its authenticator
 * would: the second factor it asks for, its forced password change, then its own authenticator's enrolment
 * (decision 072). For tests of an insider who holds a second account; `totpStep` passes a later code than one
 * already used for this account.
 */
export async function signInAsHolder(t: TestApp, email: string, password: string, options: { totpSecret?: string; totpStep?: number } = {}): Promise<TestUser> {
  const call = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, payload })
  const first = await call('/api/auth/sign-in/email', { email, password })
  if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.statusCode} ${first.body}`)
  let cookie = cookiesOf(first.headers['set-cookie'])
  const method = first.json<{ method?: string }>().method
  if (method === 'email') {
    cookie = await passMailedCode(t, email, cookie)
  } else if (method === 'totp') {
    if (!options.totpSecret) throw new Error(`${email} asks for an authenticator code`)
    const code = totpCode(options.totpSecret, Date.now() + (options.totpStep ?? 1) * 30_000)
    cookie = cookiesOf((await call('/api/auth/two-factor/verify-totp', { code }, cookie)).headers['set-cookie'])
  }
  const state = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json<{
      user: { id: string; requiresPasswordChange: boolean; authenticatorRequired: boolean }
    }>().user
  const user = await state()
  if (user.requiresPasswordChange) await call('/api/account/forced-password', { password: 'chosen by the holder 1' }, cookie)
  if ((await state()).authenticatorRequired) await enrolThroughRoutes(t, cookie)
  return { id: user.id, email, cookie, headers: (extra = {}) => ({ cookie, origin: ORIGIN, ...extra }) }
}
