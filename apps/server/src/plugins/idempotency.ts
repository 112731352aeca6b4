import { createHash } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { ERRORS, REQUEST_MESSAGES } from '@wallet/shared/errors'
import { stableJson } from '@wallet/shared/stable-json'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { AppError } from '../lib/errors.ts'
import { isDuplicateIdempotencyKey, type IdempotentWrite } from '../money/ledger/ledger.service.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money-moving POST: an `Idempotency-Key` header makes a replay return the first answer. */
    idempotent?: boolean
  }
  interface FastifyRequest {
    /**
     * The caller's Idempotency-Key on an idempotent route. The service writes the key on its ledger row and its answer
     * in the same transaction (`commit`, or `answer` carried by the ledger's statement).
     */
    idempotency: IdempotentWrite | null
  }
}

const IDEMPOTENCY_HEADER = 'idempotency-key'
/** Printable ASCII, 1–255 characters (UUIDs and the like). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** A request that carries a key; `answered` is the status whose answer went into its money transaction. */
interface Claim {
  userId: string
  key: string
  route: string
  requestHash: string
  answered?: number
}

/**
 * Idempotency for money-moving POSTs (docs/decisions/011-idempotency.md, 051-idempotent-money-writes.md and
 * 013-the-answer-holds-the-key.md). The header is optional. A (user, key) belongs to the first request whose answer is
 * stored under it:
 * - the service stores its answer in its money transaction, as a plain INSERT of the key's row beside the ledger row
 *   that carries the key: the write and its answer commit together or not at all, and a key already used (an answer
 *   or a ledger entry under it) fails the write, which then writes nothing;
 * - any other answer (a refusal) is stored as it is sent, unless the key already holds one;
 * - whatever this request's own outcome, a key that already holds an answer gets that answer (marked
 *   `idempotent-replayed: true`), or 422 when it was stored for another route or body.
 * Two requests with one key at once are ordered by the database: the second waits for the first's transaction and
 * then gets its answer. A 5xx stores nothing, so a retry runs again.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('idempotency', null)
  const claims = new WeakMap<FastifyRequest, Claim>()

  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.config.idempotent) return
    const header = req.headers[IDEMPOTENCY_HEADER]
    if (header === undefined) return
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('VALIDATION_FAILED', { message: REQUEST_MESSAGES.idempotencyKeyInvalid })
    }
    const actor = await req.resolveActor()
    if (!actor) return // the route's own guard answers 401
    const route = `${req.method} ${req.routeOptions.url}`
    const claim: Claim = { userId: actor.userId, key: header, route, requestHash: requestHashOf(route, req.body) }
    claims.set(req, claim)
    const answer = (status: number, body: unknown) => {
      // Marked before it runs: a reply with this status means the statement committed (see onSend).
      claim.answered = status
      return answerStatement(req, claim, status, body)
    }
    req.idempotency = {
      key: header,
      answer,
      async commit(tx, status, body) {
        try {
          await tx.execute(answer(status, body))
        } catch (err) {
          throw isDuplicateIdempotencyKey(err) ? new AppError('IDEMPOTENCY_IN_PROGRESS') : err
        }
      },
    }
  })

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = claims.get(req)
    if (!claim) return payload
    claims.delete(req)
    // Sending the status whose answer went into the money transaction means that transaction committed (a rollback
    // after it would have turned into another status): the answer is stored.
    if (claim.answered === reply.statusCode) return payload
    // Nothing was stored: the money transaction rolled back, or committed its answer before something failed (then a
    // retry gets that answer). Either way a retry with the key runs again or replays.
    if (reply.statusCode >= 500) return payload
    const stored = await storeUnlessAnswered(db, claim, reply.statusCode, parseBody(payload))
    if (!stored) return payload
    if (stored.route !== claim.route || stored.requestHash !== claim.requestHash) return refuse(reply, 'IDEMPOTENCY_KEY_REUSED')
    // A key reserved by an earlier version of the app, which stored its answer only when it sent it.
    if (stored.responseStatus === null) return refuse(reply, 'IDEMPOTENCY_IN_PROGRESS')
    reply.code(stored.responseStatus).header('idempotent-replayed', 'true')
    return JSON.stringify(stored.responseBody)
  })
})

/**
 * The statement that stores the answer inside the money write's own transaction (on its own, or carried by the ledger
 * write's statement), shaped by the route's response schema exactly as it will be sent. A plain INSERT: if the key
 * already holds an answer it fails on the primary key, and the money write with it.
 */
function answerStatement(req: FastifyRequest, claim: Claim, status: number, body: unknown): SQL {
  const schema = (req.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[status]
  const responseBody = JSON.stringify(schema ? z.encode(schema, body) : body)
  const { userId, key, route, requestHash } = claim
  // Written out in SQL: it runs with every money write, and Drizzle's INSERT builder costs more CPU than the database
  // takes to run it (docs/decisions/065-money-path.md).
  return sql`insert into "idempotency_keys" ("user_id", "key", "route", "request_hash", "response_status", "response_body")
    values (${userId}, ${key}, ${route}, ${requestHash}, ${status}, ${responseBody}::jsonb)`
}

/**
 * Stores an answer that no money transaction stored (a refusal) under the key, unless the key already holds one: then
 * answers the stored row. Null when this answer was stored (or the row is gone).
 */
async function storeUnlessAnswered(db: Db, claim: Claim, status: number, body: unknown): Promise<typeof idempotencyKeys.$inferSelect | null> {
  const { userId, key, route, requestHash } = claim
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash, responseStatus: status, responseBody: body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (inserted.length > 0) return null
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return stored ?? null
}

function refuse(reply: FastifyReply, code: 'IDEMPOTENCY_KEY_REUSED' | 'IDEMPOTENCY_IN_PROGRESS'): string {
  reply.code(ERRORS[code].status)
  return JSON.stringify({ error: ERRORS[code].message, code, requestId: reply.request.id })
}

function parseBody(payload: unknown): unknown {
  if (typeof payload !== 'string') return null
  try {
    return JSON.parse(payload)
  } catch {
    return payload
  }
}

/** What tells two requests under one key apart: the route and the body, its keys in any order. */
export function requestHashOf(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(stableJson(body)).digest('hex')
}
