import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, PASSWORD, post, randomTotpSecret, signIn } from './auth-support.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { answerChecker, type OpenApiDocument } from './openapi-answers.ts'

/**
 * better-auth's answers the web reads are described as far as it reads them (docs/decisions/136-typed-api-client.md):
 * the web's types come from that description, so real answers, successes included, must keep to it. The authorization
 * matrix sees only their refusals.
 */
describe("the description of better-auth's answers", () => {
  let t: TestApp
  let check: ReturnType<typeof answerChecker>
  beforeAll(async () => {
    t = await buildTestApp()
    check = answerChecker((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>())
  })
  afterAll(() => t.close())

  const keepsToIt = (method: string, url: string, res: Awaited<ReturnType<TestApp['app']['inject']>>) =>
    check(method, url, res.statusCode, res.headers['content-type'], res.body)

  it('describes a sign-in that is done and one that owes the second factor', async () => {
    const { email } = await makeAccount(t)
    const done = await signIn(t, { email, password: PASSWORD })
    expect(done.json()).toMatchObject({ user: { email } })
    expect(keepsToIt('POST', '/api/auth/sign-in/email', done)).toBeNull()

    const withAuthenticator = await makeAccount(t, { totpSecret: randomTotpSecret() })
    const owed = await signIn(t, { email: withAuthenticator.email, password: PASSWORD })
    expect(owed.json()).toEqual({ twoFactorRedirect: true, method: 'totp' })
    expect(keepsToIt('POST', '/api/auth/sign-in/email', owed)).toBeNull()
  })

  it('describes the passkey sign-in options, with their challenge', async () => {
    const options = await post(t, '/api/auth/passkey/sign-in-options', {})
    expect(options.json()).toMatchObject({ challenge: expect.any(String) })
    expect(keepsToIt('POST', '/api/auth/passkey/sign-in-options', options)).toBeNull()
  })
})
