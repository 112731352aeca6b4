import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { executePrepared } from '../db/prepared.ts'
import { AppError } from '../lib/errors.ts'
import type { IdempotentWrite } from '../modules/ledger/ledger.service.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money-moving POST: an `Idempotency-Key` header makes a replay return the first answer. */
    idempotent?: boolean
  }
  interface FastifyRequest {
    /**
     * The caller's Idempotency-Key on an idempotent route, once this request owns it. The service writes the key on
     * its ledger row and commits its answer in the same transaction (`commit`).
     */
    idempotency: IdempotentWrite | null
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** Printable ASCII, 1–255 characters (UUIDs and the like). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/**
 * A reservation older than this without an answer may be taken over. The answer of a money write is committed with
 * the write itself, so a reservation without one means nothing was written: its instance died before the commit.
 */
export const ABANDONED_AFTER_MS = 60_000
const WAIT_STEP_MS = 50
const WAIT_LIMIT_MS = 10_000

/**
 * Idempotency for money-moving POSTs (see docs/decisions/011-idempotency.md and 051-idempotent-money-writes.md).
 * The header is optional; when present, the first request with a (user, key) reserves it by inserting the
 * primary key. The service writes the key on its ledger row (unique per user) and commits its answer in the same
 * transaction, so a write and its answer exist together or not at all. A replay with the same body gets that
 * answer; with a different body or route, 422; while the first is still running, the replay waits for it (then 409).
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('idempotency', null)
  /** The requests that own their key; `answered` is the status whose answer commit() wrote with the money write. */
  const owners = new WeakMap<FastifyRequest, { userId: string; key: string; answered?: number }>()

  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return
    const header = req.headers[IDEMPOTENCY_HEADER]
    if (header === undefined) return
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('VALIDATION_FAILED', { message: 'The Idempotency-Key header must be 1 to 255 printable characters.' })
    }
    const actor = await req.resolveActor()
    if (!actor) return // the route's own guard answers 401
    const route = `${req.method} ${req.routeOptions.url}`
    const requestHash = hashRequest(route, req.body)

    const deadline = Date.now() + WAIT_LIMIT_MS
    for (;;) {
      if (await reserve(db, { userId: actor.userId, key: header, route, requestHash })) {
        const owner: { userId: string; key: string; answered?: number } = { userId: actor.userId, key: header }
        owners.set(req, owner)
        const reservation = { userId: actor.userId, key: header, route, requestHash }
        const answer = (status: number, body: unknown) => {
          // Marked before it runs: a reply with this status means the statement committed (see onSend).
          owner.answered = status
          return answerStatement(req, reservation, status, body)
        }
        req.idempotency = { key: header, answer, commit: async (tx, status, body) => void (await tx.execute(answer(status, body))) }
        return
      }
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, header)))
      if (!existing) continue // released between our insert and select: try to reserve again
      if (existing.route !== route || existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED')
      if (existing.responseStatus !== null) {
        return replay(reply, existing.responseStatus, existing.responseBody)
      }
      if (Date.now() - existing.createdAt.getTime() > ABANDONED_AFTER_MS) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.userId, actor.userId),
              eq(idempotencyKeys.key, header),
              sql`${idempotencyKeys.responseStatus} is null`,
              lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
            ),
          )
        continue
      }
      if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
    }
  })

  app.addHook('onSend', async (req, reply, payload) => {
    const owner = owners.get(req)
    if (!owner) return payload
    owners.delete(req)
    // An answer committed with the money write is the truth; only a reservation still without one is settled here.
    // Sending the status that commit() wrote means its transaction committed (a rollback after it would have turned
    // into an error status): nothing is left to settle, and the UPDATE below would change no row. Were that ever
    // wrong, the reservation would stay without an answer, which means nothing was written (decision 051).
    if (owner.answered === reply.statusCode) return payload
    const where = and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key), isNull(idempotencyKeys.responseStatus))
    if (reply.statusCode >= 500) {
      // No answer was committed, so nothing was written: let the client retry with the same key.
      await db.delete(idempotencyKeys).where(where)
      return payload
    }
    await db.update(idempotencyKeys).set({ responseStatus: reply.statusCode, responseBody: parseBody(payload) }).where(where)
    return payload
  })
})

/**
 * The statement that stores the answer inside the money write's own transaction (on its own, or carried by the ledger
 * write's statement), shaped by the route's response schema exactly as it will be sent. Re-creates the reservation
 * when a takeover removed it meanwhile, so the answer is never lost.
 */
function answerStatement(
  req: FastifyRequest,
  reservation: { userId: string; key: string; route: string; requestHash: string },
  status: number,
  body: unknown,
): SQL {
  const schema = (req.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[status]
  const responseBody = JSON.stringify(schema ? z.encode(schema, body) : body)
  const { userId, key, route, requestHash } = reservation
  return sql`insert into ${idempotencyKeys} (${column.userId}, ${column.key}, ${column.route}, ${column.requestHash}, ${column.responseStatus}, ${column.responseBody})
    values (${userId}, ${key}, ${route}, ${requestHash}, ${status}, ${responseBody}::jsonb)
    on conflict (${column.userId}, ${column.key}) do update
      set ${column.responseStatus} = excluded.${column.responseStatus}, ${column.responseBody} = excluded.${column.responseBody}
      where ${idempotencyKeys.responseStatus} is null`
}

/*
 * The two statements every idempotent request runs are written out in SQL: Drizzle's INSERT builder costs more CPU
 * than the database takes to run them (docs/decisions/065-money-path.md).
 */
const column = {
  userId: sql.identifier(idempotencyKeys.userId.name),
  key: sql.identifier(idempotencyKeys.key.name),
  route: sql.identifier(idempotencyKeys.route.name),
  requestHash: sql.identifier(idempotencyKeys.requestHash.name),
  responseStatus: sql.identifier(idempotencyKeys.responseStatus.name),
  responseBody: sql.identifier(idempotencyKeys.responseBody.name),
}

/** Inserts the reservation (a prepared statement: every idempotent request runs it); false when the (user, key) is already there. */
async function reserve(db: Db, r: { userId: string; key: string; route: string; requestHash: string }): Promise<boolean> {
  const result = (await executePrepared(db, sql`insert into ${idempotencyKeys} (${column.userId}, ${column.key}, ${column.route}, ${column.requestHash})
    values (${r.userId}, ${r.key}, ${r.route}, ${r.requestHash}) on conflict do nothing returning 1`)) as unknown as { rows: unknown[] }
  return result.rows.length > 0
}

function replay(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('idempotent-replayed', 'true').send(body)
}

function parseBody(payload: unknown): unknown {
  if (typeof payload !== 'string') return null
  try {
    return JSON.parse(payload)
  } catch {
    return payload
  }
}

function hashRequest(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(stableJson(body)).digest('hex')
}

/** JSON with object keys sorted, so that the same body in another key order is the same request. */
function stableJson(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
}
