import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERRORS } from '@wallet/shared/errors'
import { api, ApiError, errorMessage, inQuery, multipart, onUnauthorized, SESSION_URL, NAMED_REFUSALS, UNEXPECTED_ERROR_MESSAGE } from './api-client'

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
    const failure = await api.GET('/api/wallets').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'You must be signed in.' })
    expect(heard).toHaveBeenCalledTimes(1)

    await api.POST('/api/tickets', { body: { subject: 'x', message: 'y' } }).catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(2)

    stop()
    await api.GET('/api/wallets').catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('stays quiet for other failures', async () => {
    const heard = vi.fn()
    const stop = onUnauthorized(heard)
    for (const status of [400, 403, 404, 500]) {
      fetchMock.mockResolvedValueOnce(answer(status, { error: 'No.', code: 'X' }))
      await expect(api.GET('/api/wallets')).rejects.toMatchObject({ status })
    }
    stop()
    expect(heard).not.toHaveBeenCalled()
  })

  it("does not report the session lookup's own 401, so asking who is signed in cannot loop", async () => {
    fetchMock.mockImplementation(async () => answer(401, { error: 'You must be signed in.', code: 'UNAUTHENTICATED' }))
    const heard = vi.fn()
    const stop = onUnauthorized(heard)
    await expect(api.GET(SESSION_URL)).rejects.toMatchObject({ status: 401 })
    stop()
    expect(heard).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('api client: the calls the description types', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })
  const sent = (call = 0) => {
    const [url, init] = fetchMock.mock.calls[call]!
    return { url, method: init?.method, headers: new Headers(init?.headers), body: init?.body, credentials: init?.credentials }
  }

  it('turns a refusal into an ApiError with its status, code, words and request id', async () => {
    const id = '6d1f4c2a-0b3e-4f5a-8c7d-9e0f1a2b3c4d'
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'Insufficient funds.', code: 'INSUFFICIENT_FUNDS', requestId: id }))
    const failure = await api.POST('/api/wallets/send', { body: { assetId: 'ETH', amount: '1', recipientAddress: '0xabc' } }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 409, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds.', requestId: id })
  })

  it("gives a refusal whose body names only its code the spec's words for it, and its request id from the header", async () => {
    const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'RATE_LIMITED' }), { status: 429, headers: { 'x-request-id': id } }))
    await expect(api.GET('/api/wallets')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED.message, requestId: id })
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }))
    await expect(api.GET('/api/wallets')).rejects.toMatchObject({ status: 404, code: 'HTTP_404', message: UNEXPECTED_ERROR_MESSAGE })
  })

  it('tells the 401 listeners about a refused call with path parameters too', async () => {
    fetchMock.mockResolvedValue(answer(401, { error: 'You must be signed in.', code: 'UNAUTHENTICATED' }))
    const heard = vi.fn()
    const stop = onUnauthorized(heard)
    await expect(api.DELETE('/api/payment-methods/{id}', { params: { path: { id: 'pm-1' } } })).rejects.toMatchObject({ status: 401 })
    stop()
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('makes a failed network an ApiError of status 0, and leaves an abort an abort', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.GET('/api/wallets')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: UNEXPECTED_ERROR_MESSAGE })
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'))
    await expect(api.GET('/api/wallets')).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('sends the headers a call names (the Idempotency-Key, the captcha) with the body as JSON, the cookie, and the path relative', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { message: 'ok' }))
    const body = { assetId: 'ETH', amount: '0.5', recipientAddress: '0xabc' } as const
    await api.POST('/api/wallets/send', { body, headers: { 'Idempotency-Key': 'key-1', 'X-Captcha': 'solved' } })
    const request = sent()
    expect(request.url).toBe('/api/wallets/send')
    expect(request.method).toBe('POST')
    expect(request.headers.get('Idempotency-Key')).toBe('key-1')
    expect(request.headers.get('X-Captcha')).toBe('solved')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.headers.get('accept')).toBe('application/json')
    expect(request.credentials).toBe('include')
    expect(JSON.parse(request.body as string)).toEqual(body)
  })

  it('fills in path parameters encoded, leaves undefined query values out, and resolves to the body (undefined without one)', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { id: 'a/b' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
    expect(await api.GET('/api/tickets/{id}', { params: { path: { id: 'a/b' } } })).toEqual({ id: 'a/b' })
    expect(await api.GET('/api/admin/customers', { params: { query: { page: 2, search: undefined } } })).toBeUndefined()
    await api.GET('/api/transactions', { params: { query: inQuery({ page: 3 }) } })
    expect([sent(0).url, sent(1).url, sent(2).url]).toEqual(['/api/tickets/a%2Fb', '/api/admin/customers?page=2', '/api/transactions?page=3'])
    expect(sent(0).body).toBeUndefined()
  })

  it('sends a multipart body as form data with its file, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { id: 'l1' }))
    const logo = new File(['png'], 'logo.png', { type: 'image/png' })
    await api.POST('/api/customers/{customerId}/buying-links', {
      params: { path: { customerId: 'c1' } },
      body: { url: 'https://example.com', name: 'Example', logo },
      bodySerializer: multipart,
    })
    const request = sent()
    expect(request.url).toBe('/api/customers/c1/buying-links')
    expect(request.headers.get('content-type')).toBeNull()
    const form = request.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect([form.get('url'), form.get('name'), (form.get('logo') as File).name]).toEqual(['https://example.com', 'Example', 'logo.png'])
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
      expect(await api.GET('/api/wallets').catch((e: unknown) => e)).toMatchObject({ status: 500, requestId: id })
      fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'x-request-id': id } }))
      const gateway = await api.GET('/api/wallets').catch((e: unknown) => e)
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
