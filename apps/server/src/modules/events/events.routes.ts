import type { FastifyPluginAsync } from 'fastify'
import { can } from '@wallet/shared/roles'
import { fileAnswer } from '../../lib/api-description.ts'

/** Part 1 §9: realtime heartbeat every 30 s. */
const HEARTBEAT_MS = 30_000
const WORK_COALESCE_MS = 250
/**
 * When the server stops, each stream is told to come back after this long plus up to as much again at random: by then
 * another instance (or this one restarted) answers, and the browsers of a whole instance do not all return at once.
 */
const RETRY_AFTER_SHUTDOWN_MS = 3000

/**
 * Server-Sent Events for the signed-in user: `event: transaction` with `{ transactionId, kind }` whenever a
 * ledger row of theirs is inserted or changes status, and for a worker `event: announcement` with each new
 * announcement of their manager, and for staff `event: work` when their work queues may have changed, on whichever
 * instance that happened (LISTEN/NOTIFY).
 * A stream carries only what its session may see when it opened: the moment that session ends (sign-out, a ban, a
 * password reset) or its account changes (role, ban, its manager), the stream ends. The browser reconnects after the
 * `retry` delay and is signed in anew, or refused. When the server stops, every stream ends with a longer `retry`.
 */
export const eventsRoutes: FastifyPluginAsync<{ heartbeatMs?: number }> = async (app, options) => {
  const { events, metrics } = app.services
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
  const open = new Set<(retryMs?: number) => void>()
  // Before the server waits for its requests to end: a stream would otherwise hold the shutdown until its client leaves.
  app.addHook('preClose', async () => {
    for (const end of open) end(RETRY_AFTER_SHUTDOWN_MS + Math.floor(Math.random() * RETRY_AFTER_SHUTDOWN_MS))
  })

  app.get(
    '/events',
    { schema: { response: { 200: fileAnswer('Server-Sent Events: transaction, announcement and work events, and a heartbeat', ['text/event-stream']) } } },
    async (req, reply) => {
      // Until the stream is set up, a change is only remembered; it ends the stream as soon as there is one.
      let stale = false
      let end = (_retryMs?: number) => {
        stale = true
      }
      const unsubscribers = [
        await events.subscribeSession(req.actor, () => end()),
        await events.subscribe(req.actor.userId, (event) => {
          reply.raw.write(`event: transaction\ndata: ${JSON.stringify({ transactionId: event.transactionId, kind: event.kind })}\n\n`)
        }),
      ]
      // A worker also hears their manager's new announcements, live.
      const managerId = can(req.actor.role, 'customers:claim') ? await app.services.staffAccounts.managerOf(req.actor.userId) : null
      if (managerId) {
        unsubscribers.push(
          await events.subscribeAnnouncements(managerId, (event) => {
            reply.raw.write(`event: announcement\ndata: ${JSON.stringify(event.announcement)}\n\n`)
          }),
        )
      }
      // Staff hear that their work queues may have moved; a burst of changes is one event a quarter second later.
      let workTimer: NodeJS.Timeout | null = null
      if (can(req.actor.role, 'customers:view')) {
        unsubscribers.push(
          await events.subscribeWork(() => {
            workTimer ??= setTimeout(() => {
              workTimer = null
              reply.raw.write('event: work\ndata: {}\n\n')
            }, WORK_COALESCE_MS)
          }),
        )
      }
      const unsubscribe = async () => {
        if (workTimer) clearTimeout(workTimer)
        await Promise.all(unsubscribers.map((u) => u()))
      }
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      reply.raw.write(': connected\n\nretry: 1000\n\n')
      const heartbeat = setInterval(() => reply.raw.write(': heartbeat\n\n'), heartbeatMs)
      metrics.eventStreams.inc()
      let closed = false
      const close = () => {
        if (closed) return
        closed = true
        metrics.eventStreams.dec()
        open.delete(end)
        clearInterval(heartbeat)
        void unsubscribe()
      }
      end = (retryMs) => {
        if (retryMs !== undefined && !closed) reply.raw.write(`retry: ${retryMs}\n\n`)
        close()
        reply.raw.end()
      }
      open.add(end)
      req.raw.on('close', () => {
        open.delete(end)
        close()
      })
      if (stale) end()
    },
  )
}
