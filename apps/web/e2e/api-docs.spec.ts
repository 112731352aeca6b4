import { expect, test } from './fixtures/test'

/**
 * The API reference page (docs/decisions/110-openapi-description.md): Swagger UI served by the app itself, reading the
 * description the server generates. It must work under the app's own Content-Security-Policy and load nothing from
 * another address.
 */
test('the API reference page shows the description, loading nothing from outside under the app’s policy', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const outside: string[] = []
  const problems: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) outside.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`))
  })

  const answer = await page.goto('/api/docs')
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'")

  await expect(page.getByRole('heading', { name: /Wallet API/ })).toBeVisible()
  // One section per area, each operation with its method and path.
  await expect(page.locator('.opblock-tag-section')).not.toHaveCount(0)
  await page
    .locator('.opblock-tag', { hasText: /^swaps/ })
    .first()
    .click()
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/swaps/quote' })).toBeVisible()
  await expect(page.getByRole('link', { name: '/api/docs/json' })).toBeVisible()

  expect(outside, 'requests to another address').toEqual([])
  expect(problems, 'console errors and refused content').toEqual([])
})

test('the description itself is JSON with every area', async ({ request }) => {
  const answer = await request.get('/api/openapi.json')
  expect(answer.status()).toBe(200)
  const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/wallets', '/api/customers/{customerId}', '/api/auth/sign-in/email']))
})
