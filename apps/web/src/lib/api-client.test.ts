import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, onUnauthorized, SESSION_URL } from './api-client'

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
