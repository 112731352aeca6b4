import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './build-test-app.ts'

/** A built web app as `npm run build` leaves it: hashed files under assets/, each text file with .br and .gz copies. */
function writeWebDist(): { dir: string; script: string; html: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-web-'))
  mkdirSync(path.join(dir, 'assets'))
  const script = `export const words = ${JSON.stringify('wallet '.repeat(400))}\n`
  const html = `<!doctype html><title>Wallet</title><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>${' '.repeat(2000)}`
  const files: Record<string, string> = { 'index.html': html, 'assets/index-Ab12Cd34.js': script, 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), content)
    if (name.endsWith('.svg')) continue
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content))
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content))
  }
  return { dir, script, html }
}

describe('compression and caching of the built web app', () => {
  let t: TestApp
  let web: ReturnType<typeof writeWebDist>
  beforeAll(async () => {
    web = writeWebDist()
    t = await buildTestApp({ webDist: web.dir })
  })
  afterAll(() => t.close())

  it('sends a hashed file Brotli-compressed to a browser that accepts it, cached for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.script)
  })

  it('sends gzip when the browser accepts only gzip, and the plain file when it accepts neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(web.script)

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.body).toBe(web.script)
  })

  it.each(['/login', '/dashboard/overview'])('sends the app shell for %s compressed, checked again on every use, with the CSP', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.html)
  })

  it('does not keep unhashed files for long', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('still answers /api with no-store', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(api.statusCode).toBe(200)
    expect(api.headers['cache-control']).toBe('no-store')
  })

  it('never keeps what answers a missing hashed name for long', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-Zz99Yy88.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(missing.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/)
  })
})
