import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { z } from 'zod'
import type { RouteGuardEntry } from '../../src/plugins/route-guards.ts'
import { verifyLedger } from '../../src/money/ledger/verify-ledger.ts'
import type { TestApp } from '../build-test-app.ts'
import { ORIGIN } from '../factories.ts'
import { multipart, PDF, PNG, type Part } from '../multipart.ts'

/**
 * Fuzzing every route (fast-check): hostile bodies, query strings, path parameters and headers. The property of
 * every run: no 5xx; every 4xx is `{ error, code }` (both strings); a refused request wrote nothing (the business
 * tables below are as they were); and at the end of each route, verify-ledger finds no difference.
 */

/** The business tables: a refused request leaves every row of these as it was (sessions, rate-limit counters,
 * captcha bookkeeping, verification tokens and idempotency answers are bookkeeping, not business). */
const BUSINESS_TABLES = [
  'user',
  'account',
  'two_factor',
  'user_profiles',
  'staff',
  'deposit_addresses',
  'kyc_documents',
  'payment_methods',
  'crypto_buying_links',
  'login_history',
  'balances',
  'transactions',
  'scheduled_transactions',
  'notifications',
  'support_tickets',
  'ticket_responses',
  'announcements',
  'audit_log',
]

/**
 * Counts every row written to the business tables (insert, update or delete), with a row-level trigger on each, in
 * this test database only. A write that rolls back takes its count with it, so the counter says what was kept.
 */
export async function countWrites(t: TestApp): Promise<void> {
  await t.database.db.execute(sql.raw('create table fuzz_writes (n bigint not null)'))
  await t.database.db.execute(sql.raw('insert into fuzz_writes values (0)'))
  await t.database.db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$`),
  )
  for (const table of BUSINESS_TABLES) {
    await t.database.db.execute(
      sql.raw(`create trigger fuzz_count_write after insert or update or delete on "${table}" for each row execute function fuzz_count_write()`),
    )
  }
}

export async function writesSoFar(t: TestApp): Promise<string> {
  const result = (await t.database.db.execute(sql.raw('select n::text as n from fuzz_writes'))) as { rows: Array<{ n: string }> }
  return result.rows[0]!.n
}

/** Strings that have broken parsers, databases and spreadsheets before. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e',
  '👩‍💻',
  "' OR '1'='1",
  "'; drop table transactions; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '=cmd|"/c calc"!A0',
  '../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '\\',
  '"',
  "'",
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '1e400',
  '1e-400',
  '0x10',
  '0b1',
  '0o7',
  '9'.repeat(40),
  `0.${'0'.repeat(30)}1`,
  '-1',
  '1.5',
  '١٢٣',
  '１２３',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  '0x52908400098527886E0F7030069857D2E4169EE7',
]

/** Decimals at and past what NUMERIC(38,18) and the amount schemas hold (a total of them overflowed a balance once). */
const HUGE_DECIMALS = [
  '99999999999999999999.999999999999999999',
  '100000000000000000000',
  '1000000000000000',
  '1000000000000000.000000000000000001',
  '999999999999999999999999999999999999999',
  '0.0000000000000000001',
  '1e15',
  '1E+20',
]
export const hugeDecimal = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_DECIMALS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[1-9]\d{14,40}$/), fc.stringMatching(/^\d{0,20}$/))
      .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : whole)),
  },
)

/** Dates at the edges of what JavaScript, PostgreSQL and the schemas take (a CSV export cut its connection on one). */
const EXTREME_DATES = [
  '-271821-04-20',
  '+275760-09-13',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '+200000-01-01',
  '294277-01-01',
  '0001-01-01',
  '0001-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '1969-12-31T23:59:59Z',
  '1999-12-31',
  '2009-01-02T23:59:59Z',
  '2101-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-01-01T25:00:00Z',
  '2024-01-01T00:00:00+99:00',
]
export const extremeDate = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...EXTREME_DATES) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
)

/** An id with a NUL byte or another control character in it: PostgreSQL refuses NUL in text with an error, not a miss. */
function withControlCharacters(id: string): fc.Arbitrary<string> {
  return fc
    .constantFrom('\u0000', '\u0001', '\u001b', '\n', '\u007f', '\u0085', '\u202e')
    .chain((c) => fc.constantFrom(`${id}${c}`, `${c}${id}`, `${id.slice(0, 4)}${c}${id.slice(4)}`, c))
}

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: hugeDecimal },
  { weight: 1, arbitrary: extremeDate },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.stringMatching(/^-?\d{0,25}(\.\d{0,22})?$/) },
  { weight: 1, arbitrary: fc.uuid() },
)

export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 3 }),
  ),
})).value

/** Field names and plausible values from a zod request schema (so that runs get past the first check too). */
function fieldsOf(schema: unknown): Map<string, unknown[]> {
  const fields = new Map<string, unknown[]>()
  if (!(schema instanceof z.ZodType)) return fields
  let json: Record<string, unknown>
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  } catch {
    return fields
  }
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as {
      properties?: Record<string, { enum?: unknown[]; const?: unknown; type?: string; format?: string; pattern?: string }>
      anyOf?: unknown[]
      oneOf?: unknown[]
      allOf?: unknown[]
    }
    for (const [name, prop] of Object.entries(n.properties ?? {})) {
      const values = fields.get(name) ?? []
      if (prop.enum) values.push(...prop.enum)
      if (prop.const !== undefined) values.push(prop.const)
      if (prop.type === 'boolean') values.push(true, false)
      if (prop.type === 'number' || prop.type === 'integer') values.push(1, 7, 30)
      if (prop.format === 'uuid') values.push('00000000-0000-4000-8000-000000000000')
      if (prop.format === 'date-time') values.push(new Date().toISOString())
      fields.set(name, values)
    }
    for (const child of [...(n.anyOf ?? []), ...(n.oneOf ?? []), ...(n.allOf ?? [])]) visit(child)
  }
  visit(json)
  return fields
}

/** An object with the schema's fields (each plausible, nasty or missing) and perhaps some extra ones. */
function objectFor(schema: unknown, extras: Record<string, unknown[]> = {}): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(schema)
  const entries = [...fields.entries()].map(([name, plausible]) => {
    const candidates = [...plausible, ...(extras[name] ?? [])]
    const options: Array<fc.WeightedArbitrary<unknown>> = [{ weight: 2, arbitrary: nastyValue }]
    if (candidates.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...candidates) })
    // The shapes that got past the schemas once: every id with a NUL byte, every amount huge, every date extreme.
    if (ID_FIELD.test(name)) options.push({ weight: 1, arbitrary: fc.constantFrom(...idsFor(name, extras)).chain(withControlCharacters) })
    if (AMOUNT_FIELD.test(name)) options.push({ weight: 1, arbitrary: hugeDecimal })
    if (DATE_FIELD.test(name)) options.push({ weight: 1, arbitrary: extremeDate })
    return [name, fc.oneof(...options)] as const
  })
  const known = fc.record(Object.fromEntries(entries), { requiredKeys: [] })
  return fc
    .tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 2 }), fc.boolean())
    .map(([k, extra, withExtra]) => (withExtra ? { ...extra, ...k } : k))
}

const ID_FIELD = /(?:^id|Id|_id|ToClaim)$/
const AMOUNT_FIELD = /amount$/i
const DATE_FIELD = /^(?:from|to|sentAt|dob|expires)$|At$/

/** Known ids for a field or path parameter: its own, else any known id. */
function idsFor(name: string, extras: Record<string, unknown[]>): string[] {
  const own = (extras[name] ?? extras.id ?? []).filter((v): v is string => typeof v === 'string')
  return own.length > 0 ? own : ['00000000-0000-4000-8000-000000000000']
}

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

const HEADER_SAFE = /^[\t\x20-\x7e]*$/
const headerString = nastyString.filter((s) => HEADER_SAFE.test(s) && s.length < 2000)

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '',
]

/** Bodies as bytes: JSON of the right shape, of any shape, broken JSON, and multipart for the upload. */
function bodyFor(route: RouteGuardEntry, extras: Record<string, unknown[]>): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' })
  const options: Array<fc.WeightedArbitrary<{ payload?: string | Buffer; contentType?: string }>> = [
    { weight: 5, arbitrary: objectFor(route.schema.body, extras).map(json) },
    { weight: 2, arbitrary: nastyValue.map(json) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.string({ maxLength: 60 }), fc.constantFrom(...CONTENT_TYPES)).map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,', '{"__proto__":{"admin":true}}', 'null', '""', '1', '{"a":1}{"b":2}', '\u0000')
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  ]
  if (route.url === '/api/kyc') options.push({ weight: 6, arbitrary: multipartBody })
  return fc.oneof(...options)
}

const filePart = fc.record({
  name: fc.oneof(fc.constantFrom('identityDoc', 'residenceDoc'), fc.string({ maxLength: 12 })),
  filename: fc.oneof(
    fc.constantFrom('a.pdf', 'b.png', 'c.jpg', 'd.exe', 'e.pdf.png', ''),
    nastyString.filter((s) => !/["\r\n]/.test(s)),
  ),
  content: fc.oneof(
    fc.constantFrom(PDF, PNG, Buffer.from('GIF89a'), Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  ),
})
const fieldPart = fc.record({
  name: fc.oneof(fc.constant('basicDetails'), fc.string({ maxLength: 12 })),
  value: fc
    .oneof(
      objectFor(
        z.object({
          firstName: z.string(),
          lastName: z.string(),
          dob: z.string(),
          country: z.string(),
          city: z.string(),
          postalCode: z.string(),
          fullAddress: z.string(),
        }),
      ).map((v) => JSON.stringify(v)),
      nastyString,
    )
    .filter((s) => !s.includes('\r\n--')),
})
const multipartBody = fc.array(fc.oneof(filePart, fieldPart), { maxLength: 5 }).map((parts) => {
  const built = multipart(parts.map((p): Part => ({ ...p, name: p.name.replace(/["\r\n]/g, '') })))
  return { payload: built.payload, contentType: built.contentType }
})

/** Percent-encoding that also takes unpaired surrogates (as the raw bytes a hostile client would send). */
function encodePathSegment(value: string): string {
  return Array.from(value, (char) => {
    try {
      return encodeURIComponent(char)
    } catch {
      return '%ED%A0%80'
    }
  }).join('')
}

/** A URL for the route: its path parameters and query string filled with plausible or hostile values. */
function urlFor(route: RouteGuardEntry, extras: Record<string, unknown[]>): fc.Arbitrary<string> {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  // A parameter's own known values (customerId: the customer staff act on) come first, then any known id.
  const paramValue = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...(extras[name] ?? extras.id ?? ['00000000-0000-4000-8000-000000000000'])) },
      { weight: 1, arbitrary: fc.constantFrom(...(extras.id ?? ['00000000-0000-4000-8000-000000000000'])) },
      { weight: 2, arbitrary: nastyString.map(encodePathSegment) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...idsFor(name, extras))
          .chain(withControlCharacters)
          .map(encodePathSegment),
      },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', '%2F') },
    )
  const query = objectFor(route.schema.querystring, extras).map((q) => {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(q)) {
      for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'string' ? item : JSON.stringify(item))
    }
    return search.toString()
  })
  const rawQuery = fc.constantFrom('', '%', 'a=%zz', 'page=1&page=2', '=&=&&', 'asset[]=BTC', `x=${'y'.repeat(3000)}`)
  return fc
    .tuple(fc.tuple(...params.map((name) => paramValue(name))), fc.oneof({ weight: 4, arbitrary: query }, { weight: 1, arbitrary: rawQuery }))
    .map(([values, q]) => {
      let path = route.url
      params.forEach((name, i) => (path = path.replace(`:${name}`, () => String(values[i]))))
      return q ? `${path}?${q}` : path
    })
}

/** Headers an attacker controls: the key, the content type, forwarded addresses, captcha, request id, cookies. */
function headersFor(cookie: string | undefined): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        'idempotency-key': fc.oneof(fc.uuid(), headerString),
        'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerString),
        'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
        'x-forwarded-host': headerString,
        'x-captcha-response': headerString,
        'x-request-id': headerString,
        'x-wallet-client-ip': headerString,
        accept: fc.constantFrom('*/*', 'text/html', 'application/json', ''),
        cookie: fc.oneof(
          { weight: 4, arbitrary: fc.constant(cookie ?? '') },
          { weight: 1, arbitrary: headerString.map((s) => `wallet.session_token=${s}`) },
          { weight: 1, arbitrary: headerString.map((s) => `${cookie ?? ''}; wallet.two_factor=${s}`) },
        ),
      },
      { requiredKeys: [] },
    )
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== '')))
}

export interface RouteFuzz {
  /** The caller's session cookie for routes that need one (never for a stream or for signing out). */
  cookie: (route: RouteGuardEntry) => string | undefined
  /** Known-good values of some fields (ids of the caller's own resources, an address…). */
  extras: Record<string, unknown[]>
  /**
   * Routes whose requests also go out in bursts: the same request this many times at once (concurrent status edits of
   * a credit that needs approval met a unique index as a 500 once). Each answer must hold the property.
   */
  burst?: (route: RouteGuardEntry, method: string) => number
}

/** Burst runs per route that has them (on top of the body and header runs), each of `burst` requests. */
export const BURST_RUNS = 20

/** Requests for one route: a body or query run, or a header run. */
type Body = { payload?: string | Buffer; contentType?: string }

export function requestsFor(route: RouteGuardEntry, method: string, options: RouteFuzz, kind: 'body' | 'headers'): fc.Arbitrary<FuzzRequest> {
  const cookie = options.cookie(route)
  const base = { 'user-agent': 'fuzz', origin: ORIGIN, ...(cookie ? { cookie } : {}) }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const noBody: fc.Arbitrary<Body> = fc.constant({})
  if (kind === 'headers') {
    return fc.tuple(urlFor(route, options.extras), headersFor(cookie), hasBody ? bodyFor(route, options.extras) : noBody).map(([url, headers, body]) => ({
      method,
      url,
      headers: { ...base, ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      payload: body.payload,
    }))
  }
  return fc.tuple(urlFor(route, options.extras), hasBody ? bodyFor(route, options.extras) : noBody).map(([url, body]) => ({
    method,
    url,
    headers: { ...base, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
    payload: body.payload,
  }))
}

export interface FuzzTally {
  runs: number
  serverErrors: number
}

/** Runs `numRuns` requests for one route and checks the property on each; returns what it saw. */
export async function fuzzRoute(
  t: TestApp,
  route: RouteGuardEntry,
  method: string,
  options: RouteFuzz,
  numRuns: { body: number; headers: number },
  tally: FuzzTally,
) {
  // The count after each run is the next run's count before.
  let state = await writesSoFar(t)
  for (const kind of ['body', 'headers'] as const) {
    await fc.assert(
      fc.asyncProperty(requestsFor(route, method, options, kind), async (request) => {
        const res = await t.app.inject({ ...request, method: request.method as 'GET', remoteAddress: `10.66.${tally.runs % 250}.${(tally.runs % 249) + 1}` })
        tally.runs++
        if (res.statusCode >= 500) tally.serverErrors++
        check(res, request)
        const after = await writesSoFar(t)
        const before = state
        state = after
        if (res.statusCode >= 400 && after !== before)
          throw new Error(`${request.method} ${request.url} answered ${res.statusCode} but wrote ${Number(after) - Number(before)} rows`)
      }),
      { numRuns: numRuns[kind], seed: seedFor(route.url + method + kind), endOnFailure: true },
    )
  }
  const burst = options.burst?.(route, method) ?? 0
  if (burst > 1) {
    await fc.assert(
      fc.asyncProperty(requestsFor(route, method, options, 'body'), async (request) => {
        const answers = await Promise.all(
          Array.from({ length: burst }, (_, i) =>
            t.app.inject({ ...request, method: request.method as 'GET', remoteAddress: `10.67.${tally.runs % 250}.${i + 1}` }),
          ),
        )
        tally.runs += answers.length
        for (const res of answers) {
          if (res.statusCode >= 500) tally.serverErrors++
          check(res, request)
        }
        const after = await writesSoFar(t)
        const before = state
        state = after
        if (answers.every((res) => res.statusCode >= 400) && after !== before)
          throw new Error(`${request.method} ${request.url}: a burst refused in full wrote ${Number(after) - Number(before)} rows`)
      }),
      { numRuns: BURST_RUNS, seed: seedFor(route.url + method + 'burst'), endOnFailure: true },
    )
  }
  const differences = await verifyLedger(t.database.db)
  if (differences.length > 0) throw new Error(`verify-ledger after ${method} ${route.url}: ${JSON.stringify(differences)}`)
}

function check(res: LightMyRequestResponse, request: FuzzRequest) {
  const where = `${request.method} ${request.url.slice(0, 200)}`
  if (res.statusCode >= 500) throw new Error(`${where} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  if (res.statusCode < 400) return
  let body: unknown
  try {
    body = res.json()
  } catch {
    throw new Error(`${where} answered ${res.statusCode} without JSON: ${res.body.slice(0, 200)}`)
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown }
  if (typeof error !== 'string' || typeof code !== 'string' || error.length === 0 || code.length === 0) {
    throw new Error(`${where} answered ${res.statusCode} outside the { error, code } shape: ${res.body.slice(0, 200)}`)
  }
}

/** A fixed seed per route and kind (FUZZ_SEED shifts them all), so that a failure is replayed exactly. */
function seedFor(text: string): number {
  let hash = Number(process.env.FUZZ_SEED ?? 0)
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash
}
