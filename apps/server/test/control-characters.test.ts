import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE } from '@wallet/shared/text'
import { WORKER_MESSAGES } from '@wallet/shared/back-office/workers'
import { auditLog, kycDocuments, paymentMethods, staff, supportTickets, userProfiles, users } from '../src/db/schema.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { createUser, type TestUser } from './factories.ts'
import { KYC_DETAILS, kycSubmission, multipart } from './multipart.ts'
import { PASSWORD, post, solveCaptcha, uniqueEmail } from './auth-support.ts'
import { createTeams, staffCall, type Teams } from './staff-fixtures.ts'

const REFUSED = { error: CONTROL_CHARACTERS_MESSAGE, code: 'VALIDATION_FAILED', requestId: expect.any(String) }

/** The probe's U+0000 payloads (which crashed the insert with a 500) and their neighbours: each a 400, nothing written. */
describe('control characters in free text', () => {
  let t: TestApp
  let user: TestUser
  beforeAll(async () => {
    t = await buildTestApp()
    user = await createUser(t)
  })
  afterAll(() => t.close())

  const rows = async () => ({
    tickets: await t.database.db.$count(supportTickets),
    methods: await t.database.db.$count(paymentMethods),
    documents: await t.database.db.$count(kycDocuments),
  })

  it.each([
    ['ticket subject', '/api/tickets', { subject: 'Help\u0000', message: 'Please look at my account.' }],
    ['ticket message', '/api/tickets', { subject: 'Help', message: 'nul \u0000 here' }],
    ['ticket subject with an escape sequence', '/api/tickets', { subject: '\u001b[2J', message: 'hi' }],
    ['bank name', '/api/payment-methods', { type: 'bank_account', bank_name: 'Bank\u0000', account_number: '12345678' }],
    [
      'card holder',
      '/api/payment-methods',
      { type: 'credit_card', cardNumber: '4242 4242 4242 4242', cardHolderName: 'A\u0007B', expiryDate: '12/39', cvv: '123' },
    ],
    ['payment notes', '/api/payment-methods', { type: 'bank_account', bank_name: 'Bank', account_number: '12345678', notes: 'x\u0000' }],
    ['a lone surrogate', '/api/tickets', { subject: 'Help \ud800', message: 'hi' }],
  ])('refuses %s with a clear 400', async (_what, url, payload) => {
    const before = await rows()
    const res = await t.app.inject({ method: 'POST', url, headers: user.headers(), payload })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(REFUSED)
    expect(await rows()).toEqual(before)
  })

  it('refuses a ticket reply with a NUL byte', async () => {
    const ticket = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: user.headers(),
        payload: { subject: 'Fine', message: 'Two\nlines\tand a tab are fine.' },
      })
    ).json()
    expect(ticket.message).toBe('Two\nlines\tand a tab are fine.')
    const res = await t.app.inject({ method: 'POST', url: `/api/tickets/${ticket.id}/responses`, headers: user.headers(), payload: { message: '\u0000' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(REFUSED)
  })

  it.each(['firstName', 'lastName', 'city', 'country', 'postalCode', 'fullAddress'])(
    'refuses a KYC %s with a NUL byte, keeping no file and no row',
    async (field) => {
      const { payload, contentType } = multipart(kycSubmission({ details: { ...KYC_DETAILS, [field]: 'Ada\u0000' } }))
      const before = await rows()
      const res = await t.app.inject({ method: 'POST', url: '/api/kyc', headers: user.headers({ 'content-type': contentType }), payload })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(REFUSED)
      expect(await rows()).toEqual(before)
      const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))
      expect(profile!.kycStatus).toBe('not_started')
    },
  )

  it('keeps a KYC document whose file name carries control characters, under a clean name', async () => {
    const other = await createUser(t)
    const identity = { name: 'identityDoc', filename: 'pass\u0001port.pdf', content: kycPdf(), type: 'application/pdf' }
    const { payload, contentType } = multipart(kycSubmission({ identity }))
    const res = await t.app.inject({ method: 'POST', url: '/api/kyc', headers: other.headers({ 'content-type': contentType }), payload })
    expect(res.statusCode).toBe(201)
    const names = await t.database.db.select({ name: kycDocuments.originalName }).from(kycDocuments).where(eq(kycDocuments.userId, other.id))
    expect(names.map((n) => n.name).sort()).toEqual(['bill.png', 'passport.pdf'])
  })

  it.each([
    ['full name', { fullName: 'Eve\u0000', email: uniqueEmail('nul'), password: PASSWORD }],
    ['greeting name', { name: 'E\u0000', fullName: 'Eve', email: uniqueEmail('nul'), password: PASSWORD }],
  ])('refuses a registration whose %s carries a NUL byte', async (_what, body) => {
    const before = await t.database.db.$count(users)
    const res = await post(t, '/api/auth/sign-up/email', body, { headers: { 'x-captcha-response': await solveCaptcha(t) } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(REFUSED)
    expect(await t.database.db.$count(users)).toBe(before)
  })
})

/** The probe's NUL bytes in the ids of staff bodies (a 500 from PostgreSQL): refused by the schema, as ids in paths are. */
describe('control characters in ids', () => {
  let t: TestApp
  let teams: Teams
  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  it.each([
    ['a NUL byte', 'abc\u0000def'],
    ['only a NUL byte', '\u0000'],
    ['an escape sequence', '\u001b[2J'],
    ['a line break', 'abc\ndef'],
    ['a right-to-left override', 'abc\u202edef'],
  ])('refuses a worker claim and a manager move whose id carries %s, writing nothing', async (_what, id) => {
    const before = { audit: await t.database.db.$count(auditLog), staff: await t.database.db.select().from(staff) }
    const claim = await staffCall(t, teams.w1, 'POST', '/api/worker/claim-user', { userIdToClaim: id })
    expect([claim.statusCode, claim.json()]).toEqual([400, { error: WORKER_MESSAGES.claimConflict, code: 'VALIDATION_FAILED', requestId: expect.any(String) }])
    const move = await staffCall(t, teams.admin, 'PUT', `/api/admin/workers/${teams.w1.id}/manager`, { managerId: id })
    expect([move.statusCode, move.json()]).toEqual([400, { error: 'Please choose a manager.', code: 'VALIDATION_FAILED', requestId: expect.any(String) }])
    expect({ audit: await t.database.db.$count(auditLog), staff: await t.database.db.select().from(staff) }).toEqual(before)
  })
})

function kycPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256, 0x20), Buffer.from('%%EOF\n')])
}
