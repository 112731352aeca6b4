import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { stableJson } from '@wallet/shared/stable-json'
import { useState } from 'react'
import { api, type ApiAnswer, ApiError, type ApiInit, type ApiInitParam, type ApiPath } from './api-client'

/** A money-moving call: what the server hashes under the key (its route, with its parameters, and its body). */
export interface MoneyRequest {
  method: 'POST' | 'PATCH'
  /** The path as the description names it (`/api/customers/{customerId}/debits`); `params` fills it in. */
  path: string
  params?: unknown
  body: unknown
}

/** A money request ready to go: `send` makes the call with the intent's key. */
export interface MoneyCall<T> extends MoneyRequest {
  send: (idempotencyKey: string) => Promise<T>
}

type MoneyMethod = 'post' | 'patch'
type MoneyCallOf<M extends MoneyMethod> = <P extends ApiPath<M>, I extends ApiInit<M, P>>(path: P, ...init: ApiInitParam<I>) => MoneyCall<ApiAnswer<M, P, I>>

function moneyCall<M extends MoneyMethod>(method: Uppercase<M>): MoneyCallOf<M> {
  const send = api[method] as (path: string, init?: { headers?: Record<string, string> }) => Promise<unknown>
  return ((path: string, init: { params?: unknown; body?: unknown; headers?: Record<string, string> } = {}) => ({
    method,
    path,
    params: init.params,
    body: init.body,
    send: (idempotencyKey: string) => send(path, { ...init, headers: { ...init.headers, 'Idempotency-Key': idempotencyKey } }),
  })) as MoneyCallOf<M>
}

/**
 * A money-moving call typed by the API's description, as `api.POST` is, for `useIdempotentMutation`:
 * `request: (body) => moneyRequest.POST('/api/wallets/send', { body })`.
 */
export const moneyRequest = { POST: moneyCall<'post'>('POST'), PATCH: moneyCall<'patch'>('PATCH') }

/** Intents whose outcome is unknown are kept this long at most (a form has one or two). */
const MAX_PENDING_INTENTS = 20

/**
 * Whether the server's answer settled the intent: a success, or a refusal it stored under the key (decision 011). Kept
 * open (the same key on the next try): a lost answer (network failure), a 5xx or a proxy's timeout (the server
 * stored nothing, or the answer never came back), a rate limit (it never ran) and `IDEMPOTENCY_IN_PROGRESS`.
 */
export function settlesIntent(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.status < 400 || error.status >= 500) return false
  return error.status !== 408 && error.status !== 429 && error.code !== 'IDEMPOTENCY_IN_PROGRESS'
}

/**
 * One Idempotency-Key per intent (docs/decisions/133-one-idempotency-key-per-intent.md), after Stripe's rule: a key is minted when
 * the form opens, the first submission takes it, and every resubmission of the same request (the same route and body)
 * carries it again until the server has settled it. A request with other values is another intent and takes a new key.
 * So pressing Send again after a lost answer replays the first answer instead of moving the money twice.
 */
export class IntentKeys {
  /** Requests sent whose outcome is not known yet, by their fingerprint, oldest first. */
  private readonly pending = new Map<string, string>()
  private next: string

  constructor(private readonly mint: () => string = () => crypto.randomUUID()) {
    this.next = mint()
  }

  /** The key for this request: the one it was sent with before if still unsettled, else the fresh one. */
  keyFor(request: MoneyRequest): string {
    const fingerprint = fingerprintOf(request)
    const known = this.pending.get(fingerprint)
    if (known) return known
    const key = this.next
    this.next = this.mint()
    this.pending.set(fingerprint, key)
    if (this.pending.size > MAX_PENDING_INTENTS) this.pending.delete(this.pending.keys().next().value!)
    return key
  }

  /** The server answered this request for good: its next submission is a new intent. */
  settle(request: MoneyRequest): void {
    this.pending.delete(fingerprintOf(request))
  }
}

function fingerprintOf({ method, path, params, body }: MoneyRequest): string {
  return `${method} ${path} ${stableJson(params ?? {})}\n${stableJson(body)}`
}

/** Sends a money request with its intent's key; the intent settles on success or a stored refusal. */
export async function sendWithIntentKey<T>(intents: IntentKeys, request: MoneyCall<T>): Promise<T> {
  const key = intents.keyFor(request)
  try {
    const answer = await request.send(key)
    intents.settle(request)
    return answer
  } catch (error) {
    if (settlesIntent(error)) intents.settle(request)
    throw error
  }
}

/**
 * `useMutation` for every money-moving call, customer and staff: `request` names the call, the keys live as long as
 * the form that holds the hook.
 */
export function useIdempotentMutation<TResult, TVariables>({
  request,
  ...options
}: Omit<UseMutationOptions<TResult, Error, TVariables>, 'mutationFn'> & { request: (variables: TVariables) => MoneyCall<TResult> }) {
  const [intents] = useState(() => new IntentKeys())
  return useMutation({ ...options, mutationFn: (variables: TVariables) => sendWithIntentKey(intents, request(variables)) })
}
