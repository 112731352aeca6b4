import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, kycDocuments, staff, userProfiles } from '../../db/schema.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { JPEG, KYC_DETAILS, kycSubmission, multipart, PDF, PNG, type Part } from '../../../test/multipart.ts'
import { createSigner } from '../../lib/crypto.ts'
import { createKycDocumentLinks, KYC_LINK_MAX_SECONDS } from './kyc-documents.ts'

const TEXT = Buffer.from('just some text pretending to be an image\n')
const DETAILS = KYC_DETAILS
const submission = kycSubmission

describe('KYC submission', () => {
  let t: TestApp
  let uploadDir: string

  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    uploadDir = path.join(t.env.DATA_DIR, 'uploads', 'kyc')
  })
  afterAll(() => t.close())

  const submit = (user: TestUser, parts: Part[]) => {
    const { payload, contentType } = multipart(parts)
    return t.app.inject({ method: 'POST', url: '/api/kyc', headers: user.headers({ 'content-type': contentType }), payload })
  }
  const filesOnDisk = () => readdirSync(uploadDir).sort()
  const statusOf = async (userId: string) => (await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.kycStatus

  /** Nothing of a refused submission is kept: no file, no row, the status unchanged. */
  async function expectNothingWritten(user: TestUser, files: string[], status = 'not_started') {
    expect(filesOnDisk()).toEqual(files)
    expect(await t.database.db.$count(kycDocuments, eq(kycDocuments.userId, user.id))).toBe(0)
    expect(await statusOf(user.id)).toBe(status)
  }

  it('stores both documents under generated names, records them and sets the status to pending', async () => {
    const user = await createUser(t)
    const res = await submit(user, submission({ identity: { name: 'identityDoc', filename: '../../etc/passwd.jpg', content: JPEG, type: 'image/jpeg' } }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ kyc_status: 'pending' })

    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))
    expect(profile).toMatchObject({
      kycStatus: 'pending',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1990-12-10',
      country: 'United Kingdom',
      city: 'London',
      postalCode: 'W1 1AA',
      fullAddress: '12 St James Square',
    })
    expect(profile?.kycSubmittedAt).toBeInstanceOf(Date)

    const docs = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, user.id))
    expect(docs.map((d) => [d.kind, d.mimeType, d.sizeBytes]).sort()).toEqual([
      ['identity', 'image/jpeg', JPEG.length],
      ['residence', 'image/png', PNG.length],
    ])
    for (const doc of docs) {
      expect(doc.storageKey).toMatch(/^[0-9a-f-]{36}$/)
      const onDisk = readFileSync(path.join(uploadDir, doc.storageKey))
      expect(doc.sha256).toBe(createHash('sha256').update(onDisk).digest('hex'))
      expect(onDisk.equals(doc.kind === 'identity' ? JPEG : PNG)).toBe(true)
    }
    const profileRes = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers() })
    expect(profileRes.json()).toMatchObject({ kyc_status: 'pending', first_name: 'Ada', postal_code: 'W1 1AA' })
  })

  it('refuses a second submission while pending, and accepts one after a rejection', async () => {
    const user = await createUser(t)
    expect((await submit(user, submission())).statusCode).toBe(201)
    const files = filesOnDisk()
    const again = await submit(user, submission())
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'Your verification is already under review.', code: 'KYC_NOT_SUBMITTABLE', requestId: expect.any(String) })
    expect(filesOnDisk()).toEqual(files)
    expect(await t.database.db.$count(kycDocuments, eq(kycDocuments.userId, user.id))).toBe(2)

    await t.database.db.update(userProfiles).set({ kycStatus: 'rejected' }).where(eq(userProfiles.userId, user.id))
    const resubmitted = await submit(user, submission({ details: { ...DETAILS, city: 'Manchester' } }))
    expect(resubmitted.statusCode).toBe(201)
    expect(await statusOf(user.id)).toBe('pending')
    expect(await t.database.db.$count(kycDocuments, eq(kycDocuments.userId, user.id))).toBe(4)

    await t.database.db.update(userProfiles).set({ kycStatus: 'verified' }).where(eq(userProfiles.userId, user.id))
    const verified = await submit(user, submission())
    expect(verified.statusCode).toBe(409)
    expect(verified.json().error).toBe('Your identity has already been verified.')
  })

  it('checks every basic field and the date of birth, writing nothing', async () => {
    const user = await createUser(t)
    const files = filesOnDisk()
    const cases: Array<[unknown, number, string]> = [
      [{ ...DETAILS, firstName: '' }, 400, 'This field is required.'],
      [{ ...DETAILS, city: '   ' }, 400, 'This field is required.'],
      [{ ...DETAILS, fullAddress: undefined }, 400, 'This field is required.'],
      [{ ...DETAILS, postalCode: 12345 }, 400, 'This field is required.'],
      [{ ...DETAILS, dob: '1990-02-30' }, 400, 'Please enter a valid date of birth.'],
      [{ ...DETAILS, dob: 'yesterday' }, 400, 'Please enter a valid date of birth.'],
      [{ ...DETAILS, dob: '2999-01-01' }, 400, 'Date of birth must be in the past.'],
      [{ ...DETAILS, lastName: 'x'.repeat(101) }, 400, 'This field is too long.'],
      [{ ...DETAILS, lastName: 'x'.repeat(10_001) }, 400, 'The basic details are too long.'],
      [[], 400, 'This field is required.'],
      ['{"firstName": "Ada",', 400, 'The basic details are not valid JSON.'],
      ['', 400, 'This field is required.'],
    ]
    for (const [details, status, message] of cases) {
      const res = await submit(user, submission({ details }))
      expect(res.statusCode, JSON.stringify(details).slice(0, 60)).toBe(status)
      expect(res.json().error, JSON.stringify(details).slice(0, 60)).toBe(message)
    }
    const noDetails = await submit(user, submission().slice(1))
    expect(noDetails.json().error).toBe('This field is required.')
    await expectNothingWritten(user, files)
  })

  it('names the missing documents with the spec messages', async () => {
    const user = await createUser(t)
    const files = filesOnDisk()
    const both = await submit(user, submission({ identity: null, residence: null }))
    expect(both.statusCode).toBe(400)
    expect(both.json().error).toBe('Required documents are missing.')
    expect((await submit(user, submission({ identity: null }))).json().error).toBe('Identity document is required')
    expect((await submit(user, submission({ residence: null }))).json().error).toBe('Proof of residence document is required')
    await expectNothingWritten(user, files)
  })

  it('checks the type by content: a PNG renamed .pdf and a text file renamed .png are refused', async () => {
    const user = await createUser(t)
    const files = filesOnDisk()
    const renamedPng = await submit(user, submission({ identity: { name: 'identityDoc', filename: 'passport.pdf', content: PNG, type: 'application/pdf' } }))
    expect(renamedPng.statusCode).toBe(415)
    expect(renamedPng.json()).toEqual({
      error: 'Identity document is a PNG file but its name ends in .pdf. Please upload the original PDF, JPEG or PNG file.',
      code: 'KYC_DOCUMENT_TYPE',
      params: { key: 'kycDocumentRenamed', values: { kind: 'identity', type: 'PNG', extension: 'pdf' } },
      requestId: expect.any(String),
    })
    const renamedText = await submit(user, submission({ residence: { name: 'residenceDoc', filename: 'bill.png', content: TEXT, type: 'image/png' } }))
    expect(renamedText.statusCode).toBe(415)
    expect(renamedText.json().error).toBe('Proof of residence document must be a PDF, JPEG or PNG file.')
    const empty = await submit(user, submission({ residence: { name: 'residenceDoc', filename: 'bill.pdf', content: Buffer.alloc(0) } }))
    expect(empty.statusCode).toBe(415)
    await expectNothingWritten(user, files)
  })

  it('refuses a document over 10 MB with 413 and keeps nothing', async () => {
    const user = await createUser(t)
    const files = filesOnDisk()
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)])
    const res = await submit(user, submission({ residence: { name: 'residenceDoc', filename: 'bill.pdf', content: big, type: 'application/pdf' } }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'Proof of residence document is larger than 10 MB.', code: 'KYC_DOCUMENT_TOO_LARGE', requestId: expect.any(String) })
    await expectNothingWritten(user, files)
  })

  it('refuses extra files, unknown fields and non-multipart bodies', async () => {
    const user = await createUser(t)
    const files = filesOnDisk()
    const twice = await submit(user, [...submission(), { name: 'identityDoc', filename: 'second.pdf', content: PDF }])
    expect(twice.statusCode).toBeGreaterThanOrEqual(400)
    expect(twice.statusCode).toBeLessThan(500)
    const unknown = await submit(user, [...submission({ residence: null }), { name: 'selfie', filename: 'me.png', content: PNG }])
    expect(unknown.statusCode).toBe(400)
    const json = await t.app.inject({ method: 'POST', url: '/api/kyc', headers: user.headers(), payload: { basicDetails: DETAILS } })
    expect(json.statusCode).toBe(415)
    await expectNothingWritten(user, files)
  })

  it.each([
    ['a body that is not multipart at all', '(A%&c",__l'],
    ['a file cut off mid-way', '--x\r\nContent-Disposition: form-data; name="identityDoc"; filename="a.pdf"\r\n\r\n%PDF-1.4'],
    ['a part without headers', '--x\r\nnot a header\r\n\r\nzz\r\n--x--\r\n'],
  ])('answers %s with a clear 400 and keeps nothing', async (_what, payload) => {
    const user = await createUser(t)
    const files = filesOnDisk()
    const res = await t.app.inject({ method: 'POST', url: '/api/kyc', headers: user.headers({ 'content-type': 'multipart/form-data; boundary=x' }), payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(res.json().error).not.toMatch(/unexpected error/i)
    await expectNothingWritten(user, files)
  })

  it('removes the written files when the database write fails', async () => {
    const user = await createUser(t)
    const files = filesOnDisk()
    await t.database.db.execute(sql`create function refuse_kyc_documents() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`)
    await t.database.db.execute(sql`create trigger refuse_kyc_documents before insert on kyc_documents for each row execute function refuse_kyc_documents()`)
    try {
      const res = await submit(user, submission())
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({ error: 'An unexpected error occurred. Please try again later.', code: 'INTERNAL', requestId: expect.any(String) })
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_kyc_documents on kyc_documents`)
      await t.database.db.execute(sql`drop function refuse_kyc_documents()`)
    }
    await expectNothingWritten(user, files)
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id))
    expect(profile?.firstName).toBeNull()
  })

  it('needs a session', async () => {
    const { payload, contentType } = multipart(submission())
    const res = await t.app.inject({ method: 'POST', url: '/api/kyc', headers: { 'content-type': contentType, origin: 'http://localhost:3000' }, payload })
    expect(res.statusCode).toBe(401)
  })

  describe('signed document links', () => {
    it('serves a document only with a valid, unexpired signature', async () => {
      const user = await createUser(t)
      expect((await submit(user, submission())).statusCode).toBe(201)
      const docs = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, user.id))
      const identity = docs.find((d) => d.kind === 'identity')!
      const residence = docs.find((d) => d.kind === 'residence')!
      const links = createKycDocumentLinks(t.env.AUTH_SECRET)
      // Links are opened by staff who may view the customer (an admin here).
      const admin = await createUser(t, { role: 'ADMIN' })

      const url = links.signKycDocumentUrl(identity.id, 60)
      const ok = await t.app.inject({ method: 'GET', url, headers: admin.headers() })
      expect(ok.statusCode).toBe(200)
      expect(ok.headers['content-type']).toBe('application/pdf')
      expect(ok.headers['cache-control']).toBe('private, no-store')
      expect(ok.headers['x-content-type-options']).toBe('nosniff')
      expect(ok.rawPayload.equals(PDF)).toBe(true)

      const refused = async (target: string) => {
        const res = await t.app.inject({ method: 'GET', url: target, headers: admin.headers() })
        expect(res.statusCode, target).toBe(404)
        expect(res.json()).toEqual({ error: 'This document link is invalid or has expired.', code: 'KYC_LINK_INVALID', requestId: expect.any(String) })
      }
      const signed = new URL(url, 'http://x')
      const sig = signed.searchParams.get('sig')!
      const expires = Number(signed.searchParams.get('expires'))
      await refused(`/api/kyc/documents/${identity.id}`)
      await refused(`/api/kyc/documents/${identity.id}?expires=${expires}&sig=${sig.slice(0, -2)}AA`)
      await refused(`/api/kyc/documents/${identity.id}?expires=${expires + 3600}&sig=${sig}`)
      await refused(`/api/kyc/documents/${residence.id}?expires=${expires}&sig=${sig}`)
      await refused(links.signKycDocumentUrl(identity.id, 60, Date.now() - 120_000))
      await refused(`/api/kyc/documents/not-a-document?expires=${expires}&sig=${sig}`)
      await refused(createKycDocumentLinks('another-secret-of-at-least-32-characters').signKycDocumentUrl(identity.id, 60))
    })

    it('caps a link’s lifetime on the server: a long one is made short, and one that claims a far expiry is refused', async () => {
      const user = await createUser(t)
      expect((await submit(user, submission())).statusCode).toBe(201)
      const [doc] = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, user.id))
      const links = createKycDocumentLinks(t.env.AUTH_SECRET)
      const admin = await createUser(t, { role: 'ADMIN' })

      const long = new URL(links.signKycDocumentUrl(doc!.id, 30 * 24 * 3600), 'http://x')
      const expires = Number(long.searchParams.get('expires'))
      expect(expires - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(KYC_LINK_MAX_SECONDS)
      expect((await t.app.inject({ method: 'GET', url: long.pathname + long.search, headers: admin.headers() })).statusCode).toBe(200)

      // Correctly signed, but for a year: made by nothing the app runs, and refused all the same.
      const signer = createSigner(t.env.AUTH_SECRET, 'kyc-document-url')
      const farExpiry = Math.floor(Date.now() / 1000) + 365 * 24 * 3600
      const forged = `/api/kyc/documents/${doc!.id}?expires=${farExpiry}&sig=${signer.sign(`${doc!.id}.${farExpiry}`)}`
      const res = await t.app.inject({ method: 'GET', url: forged, headers: admin.headers() })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('KYC_LINK_INVALID')
    })
  })

  describe('the staff Verification tab', () => {
    it('says KYC was not started, then gives both documents through short-lived links whose opening is audited', async () => {
      const customer = await createUser(t)
      const worker = await createUser(t, { role: 'WORKER' })
      const manager = await createUser(t, { role: 'MANAGER' })
      const otherWorker = await createUser(t, { role: 'WORKER' })
      await t.database.db.insert(staff).values({ workerId: worker.id, managerId: manager.id })
      await t.app.services.customers.setAssignedWorker(t.database.db, customer.id, worker.id)
      const details = (who: TestUser) => t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}/kyc`, headers: who.headers() })

      expect((await details(worker)).json()).toMatchObject({
        kyc_status: 'not_started',
        first_name: null,
        identity_doc_path: null,
        identityDocSignedUrl: null,
        residenceDocSignedUrl: null,
      })
      expect((await submit(customer, submission())).statusCode).toBe(201)
      const answer = (await details(manager)).json()
      expect(answer).toMatchObject({
        kyc_status: 'pending',
        first_name: 'Ada',
        last_name: 'Lovelace',
        dob: '1990-12-10',
        country: 'United Kingdom',
        city: 'London',
        postal_code: 'W1 1AA',
        full_address: '12 St James Square',
        identity_doc_path: 'passport.pdf',
        residence_doc_path: 'bill.png',
      })
      const url = new URL(answer.identityDocSignedUrl, 'http://x')
      expect(Number(url.searchParams.get('expires')) * 1000 - Date.now()).toBeLessThanOrEqual(300_000)

      const open = (who: TestUser | null, target: string) => t.app.inject({ method: 'GET', url: target, headers: who ? who.headers() : {} })
      const ok = await open(worker, answer.residenceDocSignedUrl)
      expect([ok.statusCode, ok.headers['content-type']]).toEqual([200, 'image/png'])
      expect((await open(customer, answer.residenceDocSignedUrl)).json().error).toBe('Access Denied: Your role cannot view user profiles.')
      expect((await open(otherWorker, answer.residenceDocSignedUrl)).json().error).toBe('Access Denied: You do not have permission to view this profile.')
      expect((await open(null, answer.residenceDocSignedUrl)).statusCode).toBe(401)
      expect((await details(otherWorker)).statusCode).toBe(403)

      const views = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, customer.id))
      expect(views).toEqual([
        expect.objectContaining({ action: 'customer.kyc.document.view', actorId: worker.id, after: expect.objectContaining({ kind: 'residence' }) }),
      ])
    })
  })

  describe.skipIf(!process.env.TEST_DATABASE_URL)('under concurrent submissions', () => {
    it('accepts exactly one of several simultaneous submissions and keeps only its files', async () => {
      const user = await createUser(t)
      const files = filesOnDisk()
      const results = await Promise.all(Array.from({ length: 4 }, () => submit(user, submission())))
      const codes = results.map((r) => r.statusCode).sort()
      expect(codes).toEqual([201, 409, 409, 409])
      const docs = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, user.id))
      expect(docs).toHaveLength(2)
      expect(filesOnDisk()).toEqual([...files, ...docs.map((d) => d.storageKey)].sort())
    })
  })
})
