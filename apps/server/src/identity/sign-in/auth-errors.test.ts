import { describe, expect, it } from 'vitest'
import { toApiError } from './auth-errors.ts'

const DEFAULT = 'An unexpected error occurred. Please try again later.'

describe('better-auth refusals as the app words them', () => {
  it('maps a known code to the spec’s message', () => {
    expect(toApiError(401, JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }))).toEqual({
      error: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    })
  })

  it.each([
    [403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' }],
    [400, { code: 'SOMETHING_NEW', message: 'Some library wording' }],
    [400, { message: 'no code at all' }],
    [400, 'not json'],
  ])('never passes the library’s own wording through (%s %j)', (status, body) => {
    const answer = toApiError(status, typeof body === 'string' ? body : JSON.stringify(body))
    expect(answer.error).toBe(DEFAULT)
    expect(answer.code).not.toBe('')
  })
})
