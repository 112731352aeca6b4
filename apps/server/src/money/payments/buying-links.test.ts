import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuyingLinkFields, STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { CONTROL_CHARACTERS_MESSAGE } from '@wallet/shared/text'
import { ERRORS } from '@wallet/shared/errors'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { addPaymentMethod } from '../../../test/factories.ts'
import { auditRowsOf, createTeams, notificationsOf, staffCall, type Teams } from '../../../test/staff-fixtures.ts'

/** A real 1×1 PNG, then padded to the size a test needs. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)])
/** The PNG with the width and height of its IHDR chunk changed (bytes 16–23). */
function declaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return bytes
}

function form(fields: Record<string, string>, logo?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----wallet${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (logo) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${logo.name}"\r\nContent-Type: ${logo.type}\r\n\r\n`))
    parts.push(logo.bytes, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('custom buying links and payment methods on the staff profile', () => {
  let t: TestApp
  let teams: Teams
  const logosOnDisk = () => readdirSync(path.join(t.env.DATA_DIR, 'uploads', 'logos')).sort()

  beforeAll(async () => {
    t = await buildTestApp()
    teams = await createTeams(t)
  })
  afterAll(() => t.close())

  const post = (fields: Record<string, string>, logo?: { name: string; type: string; bytes: Buffer }, who = teams.w1) => {
    const { payload, contentType } = form(fields, logo)
    return t.app.inject({
      method: 'POST',
      url: `/api/customers/${teams.c1.id}/buying-links`,
      headers: { ...who.headers(), 'content-type': contentType },
      payload,
    })
  }
  const png = { name: 'logo.png', type: 'image/png', bytes: PNG }

  it('refuses each bad form with the spec’s message and keeps no file', async () => {
    const before = logosOnDisk()
    const cases: Array<[Record<string, string>, typeof png | undefined, number, string]> = [
      [{ url: '', name: 'Shop' }, png, 400, 'Please enter a valid URL'],
      [{ url: 'javascript:alert(1)', name: 'Shop' }, png, 400, 'Please enter a valid URL with http:// or https://'],
      [{ url: 'data:text/html,<b>x</b>', name: 'Shop' }, png, 400, 'Please enter a valid URL with http:// or https://'],
      [{ url: 'ftp://example.com', name: 'Shop' }, png, 400, 'Please enter a valid URL with http:// or https://'],
      [{ url: 'https://shop.example', name: '  ' }, png, 400, 'Please enter a name for the link'],
      [{ url: 'https://shop.example', name: 'Shop' }, undefined, 400, 'Please upload a logo image'],
      [
        { url: 'https://shop.example', name: 'Shop' },
        { name: 'logo.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png at all') },
        415,
        'Please upload a PNG file only',
      ],
      [
        { url: 'https://shop.example', name: 'Shop' },
        { name: 'logo.png', type: 'image/png', bytes: padded(512_001) },
        413,
        'File size should be less than 500KB',
      ],
    ]
    for (const [fields, logo, status, error] of cases) {
      const res = await post(fields, logo)
      expect([res.statusCode, res.json().error], JSON.stringify(fields)).toEqual([status, error])
    }
    expect(logosOnDisk()).toEqual(before)
    expect((await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c1.id}/buying-links`)).json().links).toEqual([])
    expect(await auditRowsOf(t, teams.c1.id)).toEqual([])
  })

  it('refuses a logo that declares more than 2048×2048 pixels, or no image header at all, and keeps no file', async () => {
    const before = logosOnDisk()
    const fields = { url: 'https://shop.example', name: 'Shop' }
    const cases: Array<[Buffer, number, string, string]> = [
      [declaring(65535, 65535), 400, ERRORS.LOGO_DIMENSIONS.message, 'LOGO_DIMENSIONS'],
      [declaring(2049, 16), 400, ERRORS.LOGO_DIMENSIONS.message, 'LOGO_DIMENSIONS'],
      [declaring(16, 2049), 400, ERRORS.LOGO_DIMENSIONS.message, 'LOGO_DIMENSIONS'],
      [declaring(0, 16), 400, ERRORS.LOGO_DIMENSIONS.message, 'LOGO_DIMENSIONS'],
      [PNG.subarray(0, 20), 415, STAFF_PROFILE_MESSAGES.logoPngOnly, 'LOGO_NOT_PNG'],
      [Buffer.concat([PNG.subarray(0, 12), Buffer.from('tEXt'), PNG.subarray(16)]), 415, STAFF_PROFILE_MESSAGES.logoPngOnly, 'LOGO_NOT_PNG'],
    ]
    for (const [bytes, status, error, code] of cases) {
      const res = await post(fields, { ...png, bytes })
      expect([res.statusCode, res.json()]).toEqual([status, { error, code, requestId: expect.any(String) }])
    }
    expect(logosOnDisk()).toEqual(before)
    expect(await auditRowsOf(t, teams.c1.id)).toEqual([])
    // The largest size allowed is taken (on another team's customer, whose links the other tests do not count).
    const { payload, contentType } = form(fields, { ...png, bytes: declaring(2048, 2048) })
    const largest = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${teams.c2.id}/buying-links`,
      headers: { ...teams.w2.headers(), 'content-type': contentType },
      payload,
    })
    expect(largest.statusCode).toBe(201)
    expect((await staffCall(t, teams.w2, 'DELETE', `/api/customers/${teams.c2.id}/buying-links/${largest.json().id}`)).statusCode).toBe(200)
  })

  it.each([
    ['credentials', 'https://user:pass@shop.example/buy', 'URL_CREDENTIALS'],
    ['a user name alone', 'https://user@shop.example/buy', 'URL_CREDENTIALS'],
    ['an empty user part', 'https://@shop.example/buy', 'URL_CREDENTIALS'],
    ['no host', 'https:///x', 'URL_WITHOUT_HOST'],
    ['no slashes', 'https:shop.example', 'URL_WITHOUT_HOST'],
    ['a backslash for a slash', 'https:\\\\shop.example', 'URL_WITHOUT_HOST'],
  ] as const)('refuses a URL with %s, in the shared schema the form uses too', async (_what, url, code) => {
    const res = await post({ url, name: 'Shop' }, png)
    expect([res.statusCode, res.json()]).toEqual([400, { error: ERRORS[code].message, code, requestId: expect.any(String) }])
    expect(BuyingLinkFields.safeParse({ url, name: 'Shop' }).error?.issues[0]?.message).toBe(ERRORS[code].message)
  })

  it.each([
    ['a right-to-left override', 'Shop\u202Egnp.exe', { error: ERRORS.FORMAT_CHARACTERS.message, code: 'FORMAT_CHARACTERS', requestId: expect.any(String) }],
    ['a zero-width joiner', 'Sh\u200Dop', { error: ERRORS.FORMAT_CHARACTERS.message, code: 'FORMAT_CHARACTERS', requestId: expect.any(String) }],
    ['a byte-order mark inside', 'Sh\uFEFFop', { error: ERRORS.FORMAT_CHARACTERS.message, code: 'FORMAT_CHARACTERS', requestId: expect.any(String) }],
    ['a left-to-right isolate', 'Shop\u2066', { error: ERRORS.FORMAT_CHARACTERS.message, code: 'FORMAT_CHARACTERS', requestId: expect.any(String) }],
    ['a NUL byte', 'Shop\u0000', { error: CONTROL_CHARACTERS_MESSAGE, code: 'VALIDATION_FAILED', requestId: expect.any(String) }],
  ])('refuses a link name with %s', async (_what, name, answer) => {
    const res = await post({ url: 'https://shop.example', name }, png)
    expect([res.statusCode, res.json()]).toEqual([400, answer])
    expect(await auditRowsOf(t, teams.c1.id)).toEqual([])
  })

  it('answers a body that is not well-formed multipart with a 400, not a 500 (found by fuzzing)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${teams.c1.id}/buying-links`,
      headers: { ...teams.w1.headers(), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '[YP"!Kg',
    })
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: 'The upload could not be read. Please send the form again.', code: 'VALIDATION_FAILED', requestId: expect.any(String) },
    ])
    expect(await auditRowsOf(t, teams.c1.id)).toEqual([])
  })

  it('adds a link whose logo the customer sees on their Payments page, and deletes it again', async () => {
    const res = await post({ url: 'https://buy.example.com/btc', name: 'Example Exchange' }, { ...png, bytes: padded(512_000) })
    expect(res.statusCode).toBe(201)
    const link = res.json()
    expect(link).toMatchObject({
      user_id: teams.c1.id,
      name: 'Example Exchange',
      url: 'https://buy.example.com/btc',
      logo_url: `/api/buying-links/${link.id}/logo`,
    })

    const own = (await t.app.inject({ method: 'GET', url: '/api/payments/buying-links', headers: teams.c1.headers() })).json().items
    expect(own).toEqual([expect.objectContaining({ id: link.id, name: 'Example Exchange', logoUrl: link.logo_url })])
    const logo = await t.app.inject({ method: 'GET', url: link.logo_url, headers: teams.c1.headers() })
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toBe('image/png')
    expect(logo.rawPayload.subarray(0, PNG.length).equals(PNG)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: link.logo_url, headers: teams.w1.headers() })).statusCode).toBe(200)
    // Nobody else: another customer or another team's worker sees nothing there.
    expect((await t.app.inject({ method: 'GET', url: link.logo_url, headers: teams.c2.headers() })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: link.logo_url, headers: teams.w2.headers() })).statusCode).toBe(404)
    expect((await notificationsOf(t, teams.c1.id)).map((n) => n.message)).toContain(
      'A new way to buy crypto was added to your Payments page: Example Exchange.',
    )

    const removed = await staffCall(t, teams.m1, 'DELETE', `/api/customers/${teams.c1.id}/buying-links/${link.id}`)
    expect(removed.json()).toEqual({ success: true, message: 'Crypto buying link deleted successfully!' })
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/buying-links', headers: teams.c1.headers() })).json().items).toEqual([])
    expect(logosOnDisk()).toEqual([])
    expect((await auditRowsOf(t, teams.c1.id)).map((r) => r.action)).toEqual(['customer.buying_link.add', 'customer.buying_link.delete'])
  })

  it('shows the customer’s payment methods as stored, to their staff only', async () => {
    await addPaymentMethod(t, teams.c1.id, 'credit_card')
    await addPaymentMethod(t, teams.c1.id, 'bank_account')
    const res = await staffCall(t, teams.w1, 'GET', `/api/customers/${teams.c1.id}/payment-methods`)
    expect(res.statusCode).toBe(200)
    const methods = res.json().paymentMethods
    expect(methods).toHaveLength(2)
    expect(methods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'credit_card', card_brand: 'Visa', last4: '4242' }),
        expect.objectContaining({ type: 'bank_account', bank_name: 'Test Bank', bank_last4: '6789' }),
      ]),
    )
    expect((await staffCall(t, teams.w2, 'GET', `/api/customers/${teams.c1.id}/payment-methods`)).statusCode).toBe(403)
  })
})
