import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, errorMessage, onUnauthorized, SESSION_URL, NAMED_REFUSALS, UNEXPECTED_ERROR_MESSAGE } from './api-client'

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('api client: a 401 means signed out', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('tells every listener about a 401 from an API call, and still rejects with the error of the body', async () => {
    fetchMock.mockImplementation(async () => answer(401, { error: 'You must be signed in.', code: 'UNAUTHENTICATED' }))
    const heard = vi.fn()
    const stop = onUnauthorized(heard)
    const failure = await api.get('/api/wallets').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'You must be signed in.' })
    expect(heard).toHaveBeenCalledTimes(1)

    await api.post('/api/tickets', { subject: 'x' }).catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(2)

    stop()
    await api.get('/api/wallets').catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('stays quiet for other failures', async () => {
    const heard = vi.fn()
    const stop = onUnauthorized(heard)
    for (const status of [400, 403, 404, 500]) {
      fetchMock.mockResolvedValueOnce(answer(status, { error: 'No.', code: 'X' }))
      await expect(api.get('/api/wallets')).rejects.toMatchObject({ status })
    }
    stop()
    expect(heard).not.toHaveBeenCalled()
  })

  it("does not report the session lookup's own 401, so asking who is signed in cannot loop", async () => {
    fetchMock.mockImplementation(async () => answer(401, { error: 'You must be signed in.', code: 'UNAUTHENTICATED' }))
    const heard = vi.fn()
    const stop = onUnauthorized(heard)
    await expect(api.get(SESSION_URL)).rejects.toMatchObject({ status: 401 })
    stop()
    expect(heard).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('errorMessage: the one way a failure becomes words on screen', () => {
  const refused = new ApiError({ error: 'Amount must be positive.', code: 'VALIDATION' }, 400)
  const taken = new ApiError({ error: 'Email taken.', code: 'CONFLICT' }, 409)
  const broken = new ApiError({ error: 'Boom.', code: 'INTERNAL' }, 500)
  const unnamed = new ApiError({ error: 'Bad gateway.', code: 'HTTP_418' }, 418)

  it("shows the server's words by default and the fallback for anything that is not an answer of the API", () => {
    expect(errorMessage(broken, 'Failed.')).toBe('Boom.')
    expect(errorMessage(new Error('x'), 'Failed.')).toBe('Failed.')
    expect(errorMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE)
  })

  it("for a staff call shows the server's words only for a refusal it named", () => {
    expect(errorMessage(refused, 'Failed.', NAMED_REFUSALS)).toBe('Amount must be positive.')
    expect(errorMessage(broken, 'Failed.', NAMED_REFUSALS)).toBe('Failed.')
    expect(errorMessage(unnamed, 'Failed.', NAMED_REFUSALS)).toBe('Failed.')
  })

  it('names the request of a failure inside the server, from its body or else its header, so a report of it can be traced', async () => {
    const id = '0f6c2b1e-8a4d-4c3e-9b7a-2d5e6f708192'
    const inside = new ApiError({ error: 'An unexpected error occurred. Please try again later.', code: 'INTERNAL', requestId: id }, 500)
    expect(errorMessage(inside)).toBe(`An unexpected error occurred. Please try again later. (Reference: ${id})`)
    expect(errorMessage(inside, 'Failed.', NAMED_REFUSALS)).toBe(`Failed. (Reference: ${id})`)
    // A refusal is the caller's to fix: its words stand alone.
    expect(errorMessage(new ApiError({ error: 'Amount must be positive.', code: 'VALIDATION_FAILED', requestId: id }, 400))).toBe('Amount must be positive.')

    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    try {
      fetchMock.mockResolvedValueOnce(answer(500, { error: 'An unexpected error occurred. Please try again later.', code: 'INTERNAL', requestId: id }))
      expect(await api.get('/api/wallets').catch((e: unknown) => e)).toMatchObject({ status: 500, requestId: id })
      fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'x-request-id': id } }))
      const gateway = await api.get('/api/wallets').catch((e: unknown) => e)
      expect(gateway).toMatchObject({ status: 502, code: 'HTTP_502', requestId: id })
      expect(errorMessage(gateway)).toBe(`${UNEXPECTED_ERROR_MESSAGE} (Reference: ${id})`)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('can trust only some statuses, and give a status words of its own', () => {
    const options = { serverWords: [400], byStatus: { 409: 'Already claimed.' } }
    expect(errorMessage(refused, 'Failed.', options)).toBe('Amount must be positive.')
    expect(errorMessage(taken, 'Failed.', options)).toBe('Already claimed.')
    expect(errorMessage(broken, 'Failed.', options)).toBe('Failed.')
  })
})
