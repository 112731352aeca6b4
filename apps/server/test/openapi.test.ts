import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import { REPO_ROOT } from '../src/config/env.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { answerChecker, openApiPath, type OpenApiDocument } from './openapi-answers.ts'
import { createUser } from './factories.ts'

/**
 * The API description (docs/decisions/110-openapi-description.md): generated from the routes' own schemas, so these
 * tests check that nothing escapes it — every route is in it with its answers, it is valid OpenAPI 3.1, every error
 * code is named, and the hand-written tables of docs/api/*.md list exactly its operations. That real answers keep to
 * it is checked where every route is called anyway, in the authorization matrix.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
/** The reference page's own files (Swagger UI's, hidden from the description it shows). */
const REFERENCE_PAGE = /^\/api\/docs(\/|$)/

describe('the OpenAPI description', () => {
  let t: TestApp
  let document: OpenApiDocument & { paths: Record<string, Record<string, Operation>> }
  beforeAll(async () => {
    t = await buildTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    document = res.json()
  })
  afterAll(() => t.close())

  const routeKeys = () =>
    t.app
      .routeTable()
      .filter((r) => !REFERENCE_PAGE.test(r.url))
      .flatMap((r) => r.method.split(',').map((m) => ({ method: m, url: r.url })))
      .filter((r) => r.method !== 'HEAD')

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('has every route, and nothing that is not a route', () => {
    const routes = routeKeys().map((r) => `${r.method} ${openApiPath(r.url)}`)
    const operations = Object.entries(document.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`))
    expect(
      routes.filter((r) => !operations.includes(r)),
      'routes missing from the description',
    ).toEqual([])
    expect(
      operations.filter((o) => !routes.includes(o)),
      'operations without a route',
    ).toEqual([])
    expect(routes.length).toBeGreaterThan(100)
  })

  it('describes each route’s success answer, its path parameters and its body', () => {
    const gaps: string[] = []
    for (const { method, url } of routeKeys()) {
      const operation = document.paths[openApiPath(url)]![method.toLowerCase()]!
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status))
      // A success answer either has content with a schema, or is one that never has a body (204, a redirect).
      const described = successes.filter(([status, r]) =>
        r.content ? Object.values(r.content).every((c) => c.schema) : ['204', '302', '303'].includes(status),
      )
      if (described.length === 0 || described.length !== successes.length) gaps.push(`${method} ${url}: no schema for its success answer`)
      for (const name of url.match(/:(\w+)/g) ?? []) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1))) gaps.push(`${method} ${url}: path parameter ${name} undescribed`)
      }
      const route = t.app.routeTable().find((r) => r.url === url && r.method.split(',').includes(method))!
      if (route.schema.body && !operation.requestBody) gaps.push(`${method} ${url}: its body schema is missing`)
      if (!operation.responses?.['4XX'] || !operation.responses['5XX']) gaps.push(`${method} ${url}: its error answers are missing`)
    }
    expect(gaps).toEqual([])
  })

  it('names every error code of errors.ts in the error answer’s schema, and the request id', () => {
    const apiError = document.components!.schemas!.ApiError as { properties: { code: { enum: string[] } }; required: string[] }
    expect([...apiError.properties.code.enum].sort()).toEqual(Object.keys(ERRORS).sort())
    expect(apiError.required).toEqual(expect.arrayContaining(['error', 'code', 'requestId']))
  })

  it('tells an answer outside the description from one inside it (the check the authorization matrix runs on every answer)', async () => {
    const check = answerChecker(document)
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(check('GET', '/api/health', health.statusCode, health.headers['content-type'] as string, health.body)).toBeNull()
    expect(check('GET', '/api/health', 200, 'application/json', '{"status":"fine"}')).toMatch(/outside its schema/)
    expect(check('GET', '/api/health', 200, 'text/html', '<p>ok</p>')).toMatch(/as text\/html/)
    expect(check('GET', '/api/health', 302, undefined, '')).toMatch(/does not list/)
    const refusal = { error: 'You must be signed in.', code: 'UNAUTHENTICATED', requestId: 'e0c1a4c2-5d1b-4c07-9a57-0d6c1a3f2b11' }
    expect(check('GET', '/api/wallets', 401, 'application/json', JSON.stringify(refusal))).toBeNull()
    expect(check('GET', '/api/wallets', 401, 'application/json', JSON.stringify({ ...refusal, code: 'FST_ERR_SOMETHING' }))).toMatch(/outside its schema/)
    expect(check('GET', '/api/wallets', 401, 'application/json', JSON.stringify({ error: refusal.error, code: refusal.code }))).toMatch(/outside its schema/)
  })

  it('lists the allowlisted better-auth endpoints with the schemas their bodies are checked with', () => {
    const signIn = document.paths['/api/auth/sign-in/email']!.post!
    const body = signIn.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
    expect(Object.keys(body.content['application/json']!.schema.properties)).toEqual(expect.arrayContaining(['email', 'password']))
    expect(document.paths['/api/auth/reset-password/{token}']!.get!.responses!['302']).toBeDefined()
  })

  it('is what docs/api/*.md lists: every call there is an operation here, and every operation is there', () => {
    const dir = path.join(REPO_ROOT, 'docs', 'api')
    const documented = new Set(readdirSync(dir).flatMap((file) => documentedCalls(readFileSync(path.join(dir, file), 'utf8'))))
    const operations = new Set(
      Object.entries(document.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${normalisePath(p)}`)),
    )
    // The reference page is a page, not an operation.
    documented.delete('GET /api/docs')
    expect(
      [...documented].filter((c) => !operations.has(c)),
      'calls in docs/api that the API does not have',
    ).toEqual([])
    expect(
      [...operations].filter((o) => !documented.has(o)),
      'operations docs/api does not list',
    ).toEqual([])
  })
})

describe('who may read the description', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost:3000',
    ALLOW_INSECURE_HTTP: 'true',
    AUTH_SECRET: 'a'.repeat(64),
    ENCRYPTION_KEY: 'b'.repeat(64),
    AUDIT_KEY: 'c'.repeat(64),
  }

  it('is anyone outside production', async () => {
    const t = await buildTestApp()
    try {
      for (const url of ['/api/openapi.json', '/api/docs']) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('serves the reference page with every script and style it links to, from the app itself', async () => {
    const t = await buildTestApp()
    try {
      for (const page of ['/api/docs', '/api/docs/']) {
        const html = await t.app.inject({ method: 'GET', url: page })
        expect(html.statusCode).toBe(200)
        const links = [...html.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1]!, `http://localhost${page}`))
        expect(links.length).toBeGreaterThanOrEqual(4)
        for (const link of links) {
          expect(link.host, String(link)).toBe('localhost')
          const res = await t.app.inject({ method: 'GET', url: link.pathname })
          expect(res.statusCode, `${page} → ${link.pathname}`).toBe(200)
          expect(res.headers['content-type']).not.toContain('text/html')
        }
      }
    } finally {
      await t.close()
    }
  })

  it('is signed-in staff in production, unless API_DOCS_PUBLIC opens it to everyone', async () => {
    const t = await buildTestApp({ env: production })
    try {
      const customer = await createUser(t)
      const worker = await createUser(t, { role: 'WORKER' })
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, `${url} signed out`).toBe(401)
        expect((await t.app.inject({ method: 'GET', url, headers: customer.headers() })).statusCode, `${url} as a customer`).toBe(403)
        expect((await t.app.inject({ method: 'GET', url, headers: worker.headers() })).statusCode, `${url} as staff`).toBe(200)
      }
    } finally {
      await t.close()
    }
    const open = await buildTestApp({ env: { ...production, API_DOCS_PUBLIC: 'true' } })
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200)
    } finally {
      await open.close()
    }
  })
})

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>
  parameters?: Array<{ in: string; name: string }>
  requestBody?: unknown
}

/** `/api/customers/{customerId}`, `/customers/:id` and `/reset-password/<token>` alike: every parameter `{}`. */
function normalisePath(p: string): string {
  return p.replace(/\{[^}]*\}|:\w+|<\w+>/g, '{}').replace(/(.)\/$/, '$1')
}

/**
 * The calls a docs/api page lists: those in the first cell of a table row, and one that starts a line, such as
 * `` `POST /x/{id}?page=N` ``. A path without the /api prefix is under the page's own base, the path its first
 * "All under `…`" names.
 */
function documentedCalls(markdown: string): string[] {
  const base = markdown.match(/All under `(\/api[^`]*)`/)?.[1] ?? '/api'
  const calls: string[] = []
  for (const line of markdown.split('\n')) {
    const firstCell = line.startsWith('| ') ? line.slice(2).split(/(?<!\\)\|/)[0]! : line.startsWith('`') ? line.slice(0, line.indexOf('`', 1) + 1) : ''
    for (const [, method, rawPath] of firstCell.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)/g)) {
      const full = rawPath!.startsWith('/api/') ? rawPath! : `${base}${rawPath === '/' ? '' : rawPath}`
      calls.push(`${method} ${normalisePath(full)}`)
    }
  }
  return calls
}
