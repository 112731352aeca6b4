import createClient, { type ClientPathsWithMethod, type MaybeOptionalInit, type MethodResponse, type Middleware } from 'openapi-fetch'
import type { ApiErrorBody, ErrorCode } from '@wallet/shared/errors'
import type { paths } from './api-schema'
import { type WordedParams, wordedParamsOf, wordedText } from './i18n/worded'

/** The words for a failure nobody named (a network failure, an answer without a body). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.'

/** Who is signed in. Its own answer decides the session, so a 401 from it is not reported (that could only loop). */
export const SESSION_URL = '/api/session' as const

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
  /** For a sentence with values in it: its key and values, to word it in the page's language (decision 164). */
  readonly params: WordedParams | undefined
  constructor(body: ApiErrorBody, status: number) {
    super(body.error)
    this.name = 'ApiError'
    this.code = body.code
    this.status = status
    this.requestId = body.requestId
    this.params = body.params
  }
  get error(): string {
    return this.message
  }
}

/**
 * The spec's words for a code. The table of every error is large and an answer almost always carries its own words, so
 * it is loaded only when one does not: the sign-in page's first script does not carry it (docs/performance.md).
 */
async function specWordsFor(code: string): Promise<string | undefined> {
  const { ERRORS } = await import('@wallet/shared/errors')
  return Object.hasOwn(ERRORS, code) ? ERRORS[code as ErrorCode].message : undefined
}

/**
 * The error of an answer that is not a success: the body's words, else the spec's words for its code (ERRORS), else
 * the generic ones; its code, else `HTTP_<status>`; its request id from the body, else from the header.
 */
export async function apiErrorOf(status: number, body: unknown, headers: Headers): Promise<ApiError> {
  const parsed = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof ApiErrorBody, unknown>>
  const code = typeof parsed.code === 'string' ? parsed.code : `HTTP_${status}`
  const words = typeof parsed.error === 'string' ? parsed.error : ((await specWordsFor(code)) ?? UNEXPECTED_ERROR_MESSAGE)
  return new ApiError(
    {
      error: words,
      code,
      // A proxy's own error page has no body of ours, but the header still names the request when it reached the app.
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : (headers.get(REQUEST_ID_HEADER) ?? undefined),
      // Only with the body's own words: they are what the params word.
      params: typeof parsed.error === 'string' ? wordedParamsOf(parsed.params) : undefined,
    },
    status,
  )
}

/** Every answer that is not a success becomes a thrown `ApiError`; a 401 also tells the listeners. */
const failuresAsApiErrors: Middleware = {
  async onResponse({ response, schemaPath }) {
    if (response.ok) return undefined
    if (response.status === 401 && schemaPath !== SESSION_URL) for (const listener of [...unauthorizedListeners]) listener()
    const text = await response.text()
    throw await apiErrorOf(response.status, text ? safeJson(text) : undefined, response.headers)
  },
  onError({ error }) {
    // An aborted request (a query no longer wanted) stays an abort.
    if (error instanceof DOMException && error.name === 'AbortError') return undefined
    return new ApiError({ error: UNEXPECTED_ERROR_MESSAGE, code: 'NETWORK_ERROR' }, 0)
  },
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The request openapi-fetch builds, keeping the path and the options it was built from: the app's own fetch is then
 * called as `fetch('/api/…', init)`, same-origin and relative, as it was before the client was typed.
 */
class SameOriginRequest extends Request {
  readonly path: string
  constructor(
    input: RequestInfo | URL,
    readonly init: RequestInit = {},
  ) {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    super(new URL(href, globalThis.location?.href ?? 'http://localhost'), init)
    this.path = href
  }
}

const client = createClient<paths>({
  Request: SameOriginRequest,
  credentials: 'include',
  headers: { accept: 'application/json' },
  // Looked up on every call, not once: tests stub the global.
  fetch: (request) => {
    const { path, init } = request as SameOriginRequest
    return globalThis.fetch(path, init)
  },
})
client.use(failuresAsApiErrors)

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete'
type Client = typeof client
/** The paths of the description that answer `M`. */
export type ApiPath<M extends Method> = ClientPathsWithMethod<Client, M>
/** What a call of `M` on `P` takes: its parameters, its body and its headers. */
export type ApiInit<M extends Method, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>
/** The options as a call's rest parameter: optional when none of them is required. */
export type ApiInitParam<I> = undefined extends I ? [init?: I] : [init: I]
/** A success answer's body as the description gives it; `undefined` for an answer without one (204). */
export type ApiAnswer<M extends Method, P extends ApiPath<M>, I> = AnswerOf<MethodResponse<Client, M, P, I>>
type AnswerOf<T> = [T] extends [never] ? undefined : T
/**
 * One method of the API: the path and its parameters, body and answer typed by the description (lib/api-schema.d.ts),
 * resolving to the answer's body and rejecting with an `ApiError`.
 */
type Call<M extends Method> = <P extends ApiPath<M>, I extends ApiInit<M, P>>(path: P, ...init: ApiInitParam<I>) => Promise<ApiAnswer<M, P, I>>

function call<M extends Method>(method: Uppercase<M>): Call<M> {
  const send = client[method] as (path: string, init?: object) => Promise<{ data?: unknown }>
  return ((path: string, init?: object) => send(path, init).then((answer) => answer.data)) as Call<M>
}

/**
 * The API over fetch with the session cookie, typed by its OpenAPI description (docs/decisions/136-typed-api-client.md):
 * `api.POST('/api/wallets/send', { body, headers })`. Every failure is an `ApiError`.
 */
export const api = {
  GET: call<'get'>('GET'),
  POST: call<'post'>('POST'),
  PUT: call<'put'>('PUT'),
  PATCH: call<'patch'>('PATCH'),
  DELETE: call<'delete'>('DELETE'),
}

type TextOf<V> = V extends number ? string : V
/**
 * Query parameters as a URL carries them (the description types them as text): numbers as their digits. Keys with
 * an undefined value are left out of the URL.
 */
export function inQuery<T extends Record<string, string | number | undefined>>(values: T): { [K in keyof T]: TextOf<T[K]> } {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value])) as {
    [K in keyof T]: TextOf<T[K]>
  }
}

/** A multipart body (fields and files): pass as a call's `bodySerializer`; the browser sets the boundary. */
export function multipart(fields: Record<string, string | Blob>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
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
 * The one way a thrown value becomes the message on screen: the server's words where `options` trusts them (a sentence
 * with values worded in the page's language when the answer sent its params), else
 * `fallback`. A failure inside the server (5xx) also names its request, so that a customer's report of it leads
 * support to the log (docs/decisions/111-request-id-in-error-answers.md).
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE, options: ErrorMessageOptions = {}): string {
  if (!(error instanceof ApiError)) return fallback
  const fixed = options.byStatus?.[error.status]
  const words = fixed ?? (showsServerWords(error, options.serverWords ?? 'any') ? wordedText(error.message, error.params) : fallback)
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
