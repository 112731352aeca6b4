import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { signIn } from '../../../test/account-fixtures.ts'
import { cookiesOf, passMailedCode, signIn as signInWith, solveCaptcha } from '../../../test/auth-support.ts'
import { createUser, fund } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'
import { auditLog, loginHistory, sessions, users } from '../../db/schema.ts'

const ROLE_DENIED = { error: 'Access Denied: Your role cannot view user profiles.', code: 'PROFILE_ROLE_DENIED', requestId: expect.any(String) }
const ACCESS_DENIED = { error: 'Access Denied: You do not have permission to view this profile.', code: 'PROFILE_ACCESS_DENIED', requestId: expect.any(String) }

describe('the staff customer profile', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
    await fund(t, teams.c1.id, 'BTC', '0.25')
  })
  afterAll(() => t.close())

  const profile = (who: Teams[keyof Teams] | null, customerId: string) => staffCall(t, who, 'GET', `/api/customers/${customerId}`)

  describe('who may open whom', () => {
    it('opens the customer for their worker, the worker’s manager and an admin', async () => {
      for (const who of [teams.w1, teams.m1, teams.admin]) {
        const res = await profile(who, teams.c1.id)
        expect(res.statusCode).toBe(200)
        expect(res.json()).toMatchObject({
          user_id: teams.c1.id,
          email: teams.c1.email,
          kyc_status: 'not_started',
          banned_until: null,
          can_send: true,
          balances: expect.objectContaining({ BTC: '0.25', ETH: '0' }),
          assigned_worker: { id: teams.w1.id, full_name: 'Will Worker', email: teams.w1.email },
        })
      }
      expect((await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c1.id}/access`)).json()).toEqual({ isAuthorized: true, scope: 'assigned' })
      expect((await staffCall(t, teams.m1, 'GET', `/api/customers/${teams.c1.id}/access`)).json()).toEqual({ isAuthorized: true, scope: 'team' })
      expect((await staffCall(t, teams.admin, 'GET', `/api/customers/${teams.c1.id}/access`)).json()).toEqual({ isAuthorized: true, scope: 'any' })
    })

    it('refuses another worker’s customer, another manager’s, an unassigned one and a staff account, with the spec’s words', async () => {
      for (const [who, customer] of [
        [teams.w1, teams.c2],
        [teams.w2, teams.c1],
        [teams.m2, teams.c1],
        [teams.m1, teams.c3],
        [teams.w1, teams.c3],
        [teams.admin, teams.w1],
      ] as const) {
        const res = await profile(who, customer.id)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual(ACCESS_DENIED)
      }
      expect((await profile(teams.admin, 'no-such-id')).json()).toEqual(ACCESS_DENIED)
    })

    it('tells a customer their role cannot view profiles, and an anonymous caller to sign in', async () => {
      const res = await profile(teams.c2, teams.c1.id)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual(ROLE_DENIED)
      expect((await profile(teams.c1, teams.c1.id)).json()).toEqual(ROLE_DENIED)
      expect((await profile(null, teams.c1.id)).statusCode).toBe(401)
    })

    it('applies the same check on every staff-profile endpoint, writing nothing when it refuses', async () => {
      const c = teams.c1.id
      const tx = '00000000-0000-4000-8000-000000000000'
      const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown]> = [
        ['GET', `/api/customers/${c}`],
        ['GET', `/api/customers/${c}/access`],
        ['POST', `/api/customers/${c}/ban`, {}],
        ['POST', `/api/customers/${c}/unban`],
        ['POST', `/api/customers/${c}/kyc/approve`],
        ['POST', `/api/customers/${c}/kyc/reject`, { reason: 'Blurred photo' }],
        ['GET', `/api/customers/${c}/kyc`],
        ['PUT', `/api/customers/${c}/note`, { note: 'hello' }],
        ['POST', `/api/customers/${c}/password`, { newPassword: 'secret1' }],
        ['PUT', `/api/customers/${c}/permissions`, { permissions: { can_send: false, can_swap: true, can_buy: true, can_sell: true, can_stake: true } }],
        ['GET', `/api/customers/${c}/login-history?page=1&pageSize=5`],
        ['GET', `/api/customers/${c}/wallets`],
        ['PUT', `/api/customers/${c}/addresses/BTC`, { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }],
        ['GET', `/api/customers/${c}/transactions`],
        [
          'POST',
          `/api/customers/${c}/transactions`,
          { assetId: 'BTC', sentAt: new Date().toISOString(), amount: '0.1', status: 'Complete', senderAddress: 'x' },
        ],
        ['PATCH', `/api/customers/${c}/transactions/${tx}`, { status: 'Failed', type: 'deposit', note: null }],
        ['GET', `/api/customers/${c}/payment-methods`],
        ['GET', `/api/customers/${c}/buying-links`],
        ['DELETE', `/api/customers/${c}/buying-links/${tx}`],
      ]
      const rowsBefore = (await t.database.db.select().from(auditLog)).length
      for (const [method, url, body] of calls) {
        const asOtherWorker = await staffCall(t, teams.w2, method, url, body)
        expect([asOtherWorker.statusCode, asOtherWorker.json()], `${method} ${url}`).toEqual([403, ACCESS_DENIED])
        const asCustomer = await staffCall(t, teams.c2, method, url, body)
        expect([asCustomer.statusCode, asCustomer.json()], `${method} ${url}`).toEqual([403, ROLE_DENIED])
        expect((await staffCall(t, null, method, url, body)).statusCode, `${method} ${url}`).toBe(401)
      }
      expect((await t.database.db.select().from(auditLog)).length).toBe(rowsBefore)
      expect(await notificationsOf(t, c)).toEqual([])
      const [c1] = await t.database.db.select().from(users).where(eq(users.id, c))
      expect(c1).toMatchObject({ banned: false, requiresPasswordChange: false })
    })

    it('refuses a banned staff member at once', async () => {
      await t.database.db
        .update(users)
        .set({ banned: true, banExpires: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, teams.w3.id))
      const res = await profile(teams.w3, teams.c1.id)
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('BANNED')
    })
  })

  describe('General tab', () => {
    it('bans the customer: every session ends at once, sign-in is refused, and it is audited, told and mailed', async () => {
      const customer = await createUser(t, { fullName: 'Bea Banned' })
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
      expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: customer.headers() })).statusCode).toBe(200)

      const res = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/ban`, {})
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: 'User has been banned successfully!' })
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toEqual([])
      expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: customer.headers() })).statusCode).toBe(401)
      const again = await signIn(t, customer.email, 'correct horse 1')
      expect(again.status).toBe(403)
      expect(again.body).toMatchObject({ error: 'You cannot access your account. Please contact the support team.' })

      const shown = (await profile(teams.w1, customer.id)).json()
      expect(new Date(shown.banned_until).getTime()).toBeGreaterThan(Date.now() + 50 * 365 * 86_400_000)
      const [row] = await auditRowsOf(t, customer.id)
      expect(row).toMatchObject({ action: 'customer.ban', actorId: teams.w1.id, actorRole: 'WORKER', before: { banned: false, until: null, reason: null } })
      expect(row!.after).toMatchObject({ banned: true })
      expect((await t.smtp.waitFor(customer.email, /suspended/)).text).toContain('cannot sign in')

      // Unban: the account is usable again, and the customer is told.
      const lifted = await staffCall(t, teams.m1, 'POST', `/api/customers/${customer.id}/unban`)
      expect(lifted.json()).toEqual({ success: true, message: 'User has been unbanned successfully!' })
      expect((await profile(teams.m1, customer.id)).json().banned_until).toBeNull()
      expect((await signIn(t, customer.email, 'correct horse 1')).status).toBe(200)
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain('Your account has been reactivated. Welcome back.')
      expect((await auditRowsOf(t, customer.id)).map((r) => r.action)).toEqual(['customer.ban', 'customer.unban'])
      await t.smtp.waitFor(customer.email, /reactivated/)
    })

    it('approves a pending KYC only, rejects one with a reason the customer sees, and lets them submit again', async () => {
      const customer = await createUser(t)
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
      const notPending = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/kyc/approve`)
      expect(notPending.statusCode).toBe(409)
      expect(notPending.json().error).toBe('Only a verification that is pending review can be approved or rejected.')

      const pending = async () =>
        t.database.db.transaction(async (tx) => {
          await t.app.services.customers.lockForKyc(tx, customer.id)
          await t.app.services.customers.saveKycSubmission(tx, customer.id, {
            firstName: 'Kim',
            lastName: 'Lee',
            dob: '1990-01-02',
            country: 'NL',
            city: 'Utrecht',
            postalCode: '3511',
            fullAddress: 'Main 1',
          })
        })
      await pending()
      const empty = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/kyc/reject`, { reason: '  ' })
      expect(empty.json()).toMatchObject({ error: 'Please give the customer a reason for the rejection.' })
      const rejected = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/kyc/reject`, { reason: 'The photo of your ID is blurred' })
      expect(rejected.json()).toEqual({ success: true, message: 'KYC rejected. The customer has been asked to submit again.' })
      const own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers() })).json()
      expect(own).toMatchObject({ kyc_status: 'rejected', kyc_rejection_reason: 'The photo of your ID is blurred' })
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
        'Your identity verification was not approved: The photo of your ID is blurred. Please submit it again.',
      )

      await pending()
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers() })).json().kyc_rejection_reason).toBeNull()
      const approved = await staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/kyc/approve`)
      expect(approved.json()).toEqual({ success: true, message: 'KYC approved successfully!' })
      expect((await profile(teams.w1, customer.id)).json().kyc_status).toBe('verified')
      expect((await auditRowsOf(t, customer.id)).map((r) => [r.action, r.before, r.after])).toEqual([
        ['customer.kyc.reject', { kyc_status: 'pending' }, { kyc_status: 'rejected', reason: 'The photo of your ID is blurred' }],
        ['customer.kyc.approve', { kyc_status: 'pending' }, { kyc_status: 'verified' }],
      ])
    })

    it('sets the dashboard note the overview shows, clears it when empty, and refuses an oversized one', async () => {
      const c = teams.c1
      const set = (note: string | null) => staffCall(t, teams.w1, 'PUT', `/api/customers/${c.id}/note`, { note })
      expect((await set('Your documents arrived, thank you.')).json()).toEqual({ success: true, message: 'Dashboard note updated successfully!' })
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.headers() })).json().dashboard_note).toBe(
        'Your documents arrived, thank you.',
      )
      await set('   ')
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.headers() })).json().dashboard_note).toBeNull()
      const huge = await set('x'.repeat(10_000))
      expect(huge.statusCode).toBe(400)
      expect(huge.json().error).toBe('The note can be at most 2,000 characters long.')
      const rows = (await auditRowsOf(t, c.id)).filter((r) => r.action === 'customer.note.set')
      expect(rows.map((r) => [r.before, r.after])).toEqual([
        [{ note: null }, { note: 'Your documents arrived, thank you.' }],
        [{ note: 'Your documents arrived, thank you.' }, { note: null }],
      ])
    })

    it('resets the password: at least 6 characters, every session ends and the customer must choose their own', async () => {
      const customer = await createUser(t)
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, teams.w1.id)
      const reset = (newPassword: string) => staffCall(t, teams.w1, 'POST', `/api/customers/${customer.id}/password`, { newPassword })
      expect((await reset('')).json().error).toBe('New password cannot be empty.')
      expect((await reset('12345')).json().error).toBe('Password must be at least 6 characters long.')
      expect((await reset('temp-42')).json()).toEqual({ success: true, message: 'Password reset successfully!' })
      expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: customer.headers() })).statusCode).toBe(401)
      expect((await signIn(t, customer.email, 'correct horse 1')).status).toBe(401)
      // The failed attempt turned the captcha on for this email, as it would for anyone.
      const fresh = await signInWith(t, { email: customer.email, password: 'temp-42' }, { captcha: await solveCaptcha(t) })
      expect(fresh.statusCode).toBe(200)
      // The temporary password alone opens nothing: the customer had no second factor, so a code is mailed to them.
      expect(fresh.json()).toMatchObject({ twoFactorRedirect: true })
      expect((await t.app.inject({ method: 'GET', url: '/api/wallets', headers: { cookie: cookiesOf(fresh) } })).statusCode).toBe(401)
      const signedIn = await passMailedCode(t, customer.email, cookiesOf(fresh))
      const blocked = await t.app.inject({ method: 'GET', url: '/api/wallets', headers: { cookie: signedIn } })
      expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED')
      const [row] = (await auditRowsOf(t, customer.id)).filter((r) => r.action === 'customer.password.reset')
      expect(JSON.stringify(row)).not.toContain('temp-42')
      expect((await notificationsOf(t, customer.id)).map((n) => n.message)).toContain(
        'Support has reset your password. You will choose a new one the next time you sign in.',
      )
      expect((await t.smtp.waitFor(customer.email, /reset by support/)).text).toContain('also asks for a code mailed to this address')
    })

    it('switches permissions with a reason the customer sees on a refused send; enabling clears the reason', async () => {
      const c = teams.c1
      const set = (can_send: boolean, sendDisabledNote: string | null) =>
        staffCall(t, teams.m1, 'PUT', `/api/customers/${c.id}/permissions`, {
          permissions: { can_send, can_swap: true, can_buy: true, can_sell: true, can_stake: true },
          sendDisabledNote,
          swapDisabledNote: null,
        })
      expect((await set(false, 'Sending is paused while we check your documents.')).json()).toEqual({
        success: true,
        message: 'Permissions updated successfully!',
      })
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/wallets/send',
        headers: c.headers(),
        payload: { assetId: 'BTC', amount: '0.01', recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toBe('Sending is paused while we check your documents.')
      expect((await notificationsOf(t, c.id)).map((n) => n.message)).toContain(
        'Your account permissions were changed: sending funds is now disabled (reason: Sending is paused while we check your documents.).',
      )
      await set(true, 'ignored while allowed')
      const own = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: c.headers() })).json()
      expect(own).toMatchObject({ can_send: true, send_disabled_note: null })
      const rows = (await auditRowsOf(t, c.id)).filter((r) => r.action === 'customer.permissions.set')
      expect(rows[0]).toMatchObject({
        before: { can_send: true, send_disabled_note: null },
        after: { can_send: false, send_disabled_note: 'Sending is paused while we check your documents.' },
      })
      expect(rows[1]).toMatchObject({ after: { can_send: true, send_disabled_note: null } })
    })

    it('pages the login history five at a time, newest first', async () => {
      const c = teams.c3
      await t.app.services.customers.setAssignedWorker(t.database.db, c.id, teams.w2.id)
      await t.database.db.delete(loginHistory).where(eq(loginHistory.userId, c.id))
      await t.database.db.insert(loginHistory).values(
        Array.from({ length: 7 }, (_, i) => ({
          userId: c.id,
          ipAddress: `10.0.0.${i}`,
          userAgent: `agent ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      const page = (n: number) => staffCall(t, teams.w2, 'GET', `/api/customers/${c.id}/login-history?page=${n}&pageSize=5`).then((r) => r.json())
      const first = await page(1)
      expect(first.map((e: { ip_address: string }) => e.ip_address)).toEqual(['10.0.0.6', '10.0.0.5', '10.0.0.4', '10.0.0.3', '10.0.0.2'])
      expect(first[0]).toMatchObject({ timestamp: '2026-01-07T00:00:00.000Z', user_agent: 'agent 6' })
      expect((await page(2)).map((e: { ip_address: string }) => e.ip_address)).toEqual(['10.0.0.1', '10.0.0.0'])
      expect(await page(3)).toEqual([])
    })
  })

  describe('Wallets tab', () => {
    it('shows the ten assets and sets a deposit address the customer’s Receive dialog shows, told and mailed', async () => {
      const c = teams.c1
      const wallets = (await staffCall(t, teams.w1, 'GET', `/api/customers/${c.id}/wallets`)).json().wallets
      expect(wallets).toHaveLength(10)
      expect(wallets.find((w: { assetId: string }) => w.assetId === 'BTC')).toMatchObject({ balance: '0.25', address: null })

      const set = (asset: string, address: string) => staffCall(t, teams.w1, 'PUT', `/api/customers/${c.id}/addresses/${asset}`, { address })
      expect((await set('BTC', '   ')).json().error).toBe('Missing required information or address is empty.')
      expect((await set('BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).json().error).toBe('Please enter a valid Bitcoin address.')
      expect((await set('ETH', 'not-an-address')).json().error).toBe('Please enter a valid Ethereum address.')
      const ok = await set('BTC', '  bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4  ')
      expect(ok.json()).toEqual({ success: true, message: 'Address updated successfully!' })
      const own = (await t.app.inject({ method: 'GET', url: '/api/wallets', headers: c.headers() })).json().wallets
      expect(own.find((w: { assetId: string }) => w.assetId === 'BTC').address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
      expect((await notificationsOf(t, c.id)).map((n) => n.message)).toContain('Your BTC deposit address is now bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4.')
      await t.smtp.waitFor(c.email, /BTC deposit address has changed/)
      const rows = (await auditRowsOf(t, c.id)).filter((r) => r.action === 'customer.address.set')
      expect(rows.map((r) => [r.before, r.after])).toEqual([
        [
          { asset: 'BTC', address: null },
          { asset: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
        ],
      ])
    })
  })

  describe('Account activity', () => {
    it('lists every staff action on the customer’s own account, newest first, with the staff role and not the name', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/account/activity', headers: teams.c1.headers() })
      expect(res.statusCode).toBe(200)
      const items = res.json().items as Array<{ label: string; by: string; details: string[]; at: string }>
      expect(items.length).toBeGreaterThanOrEqual(5)
      expect(items[0]).toMatchObject({
        label: 'Deposit address changed',
        by: 'Support',
        details: ['Asset: BTC', 'Address: none → bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
      })
      // The same lines as fields and values, for a page in another language to word.
      expect(res.json().items[0]).toMatchObject({
        changes: [
          { field: 'asset', after: { text: 'BTC' } },
          { field: 'address', before: { word: 'none' }, after: { text: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' } },
        ],
        reason: null,
      })
      expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['Account permissions changed', 'Dashboard note changed']))
      const permissions = items.find((i) => i.label === 'Account permissions changed' && i.details.includes('Sending funds: allowed → disabled'))
      expect(permissions).toMatchObject({ by: 'Manager' })
      expect(JSON.stringify(items)).not.toContain('Mia Manager')
      expect(JSON.stringify(items)).not.toContain(teams.w1.email)
      // Nobody else's activity.
      const other = (await t.app.inject({ method: 'GET', url: '/api/account/activity', headers: teams.c2.headers() })).json()
      expect(other.items).toEqual([])
    })

    it('leaves the audit chain verifiable after all of it', async () => {
      expect(await t.app.services.audit.verify()).toMatchObject({ ok: true })
    })
  })
})
