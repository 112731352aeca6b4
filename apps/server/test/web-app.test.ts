import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './build-test-app.ts'

describe('serving the built web app', () => {
  let t: TestApp
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'wallet-web-'))
    mkdirSync(path.join(webDist, 'assets'))
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Wallet</title><div id="root"></div>')
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app")')
    t = await buildTestApp({ webDist })
  })
  afterAll(() => t.close())

  it.each(['/', '/login', '/dashboard/overview', '/no/such/page'])('answers %s with the app shell', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('<div id="root"></div>')
  })

  it('serves the built files themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log("app")')
  })

  it('keeps the JSON 404 for unknown API paths and other methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND', requestId: expect.any(String) })
    const post = await t.app.inject({ method: 'POST', url: '/login', payload: {} })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND', requestId: expect.any(String) })
  })

  it.each(['/login', '/api/health'])('sends the security headers with %s, the same on every answer', async (url) => {
    const [first, second] = [await t.app.inject({ method: 'GET', url }), await t.app.inject({ method: 'GET', url })]
    const csp = first.headers['content-security-policy']
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(first.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' })
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(second.headers['content-security-policy']).toBe(csp)
  })
})
