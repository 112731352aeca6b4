import type { ApiErrorBody } from '@wallet/shared/errors'

/** The words for a failure nobody named (a network failure, an answer without a body). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.'

/** Who is signed in. Its own answer decides the session, so a 401 from it is not reported (that could only loop). */
export const SESSION_URL = '/api/session'

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Hears every 401 answer of the API (the session lookup's excepted): the server no longer knows the caller.
 * Returns the function that stops listening.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The header every answer of the API names its request in (docs/decisions/056-server-request-ids.md). */
const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An error answer of the API: `{ error, code, requestId }` and the HTTP status. `status` 0 means the network failed.
 * `requestId` is the server's id of the request, the one its log lines carry.
 */
export class ApiError extends Error {
  readonly code: string
  readonly status: number
  readonly requestId: string | undefined
  constructor(body: ApiErrorBody, status: number) {
    super(body.error)
    this.name = 'ApiError'
    this.code = body.code
    this.status = status
    this.requestId = body.requestId
  }
  get error(): string {
    return this.message
  }
}

export interface RequestOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>
}

async function request<T>(method: string, url: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value))
  }
  const target = search.size > 0 ? `${url}?${search}` : url
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  // Form data (a file upload) sets its own multipart content type and boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(target, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({ error: UNEXPECTED_ERROR_MESSAGE, code: 'NETWORK_ERROR' }, 0)
  }

  const text = await response.text()
  const data: unknown = text ? safeJson(text) : undefined
  if (!response.ok) {
    if (response.status === 401 && url !== SESSION_URL) for (const listener of [...unauthorizedListeners]) listener()
    const parsed = data as Partial<ApiErrorBody> | undefined
    throw new ApiError(
      {
        error: typeof parsed?.error === 'string' ? parsed.error : UNEXPECTED_ERROR_MESSAGE,
        code: parsed?.code ?? `HTTP_${response.status}`,
        // A proxy's own error page has no body of ours, but the header still names the request when it reached the app.
        requestId: typeof parsed?.requestId === 'string' ? parsed.requestId : (response.headers.get(REQUEST_ID_HEADER) ?? undefined),
      },
      response.status,
    )
  }
  return data as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** JSON over fetch with the session cookie. Every failure is an `ApiError`. */
export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T>(url: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', url, body, options),
  patch: <T>(url: string, body: unknown = {}, options?: RequestOptions) => request<T>('PATCH', url, body, options),
  /** A multipart POST (fields and files). */
  postForm: <T>(url: string, form: FormData, options?: RequestOptions) => request<T>('POST', url, form, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
}

/**
 * When a failure shows the server's own words rather than the caller's fallback:
 * - 'any': every answer of the API (a network failure's words are the generic message);
 * - 'refused': a 4xx whose body named the problem (its code is the server's, not `HTTP_<status>`), so a call with a
 *   message of its own in the spec (part 2 §8) never shows a generic text for a 5xx;
 * - a list of statuses: only those.
 */
export type ServerWords = 'any' | 'refused' | readonly number[]

export interface ErrorMessageOptions {
  serverWords?: ServerWords
  /** A fixed message for a status, ahead of the server's words (e.g. 409 → 'already claimed'). */
  byStatus?: Readonly<Partial<Record<number, string>>>
}

function showsServerWords(error: ApiError, rule: ServerWords): boolean {
  if (rule === 'any') return true
  if (rule === 'refused') return error.status >= 400 && error.status < 500 && !error.code.startsWith('HTTP_')
  return rule.includes(error.status)
}

/**
 * The one way a thrown value becomes the message on screen: the server's words where `options` trusts them, else
 * `fallback`. A failure inside the server (5xx) also names its request, so that a customer's report of it leads
 * support to the log (docs/decisions/111-request-id-in-error-answers.md).
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE, options: ErrorMessageOptions = {}): string {
  if (!(error instanceof ApiError)) return fallback
  const fixed = options.byStatus?.[error.status]
  const words = fixed ?? (showsServerWords(error, options.serverWords ?? 'any') ? error.message : fallback)
  return error.status >= 500 && error.requestId ? `${words} ${referenceOf(error.requestId)}` : words
}

/** How a request id is shown under an unexpected error. */
function referenceOf(requestId: string): string {
  return `(Reference: ${requestId})`
}

/**
 * The server's words only when it named the problem (a refusal), otherwise the call's own fallback: every staff call
 * (part 2 §8: never a generic text where the spec gives one) and the customer's ticket creation.
 */
export const NAMED_REFUSALS: ErrorMessageOptions = { serverWords: 'refused' }
