import type { FastifyPluginAsync } from 'fastify'
import { can } from '@wallet/shared/roles'
import { fileAnswer } from '../../lib/api-description.ts'
import { EventStream } from './event-stream.ts'

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
 * ledger row of theirs is inserted or changes status, `event: deposit` with `{ depositId }` when a deposit on the chain
 * to their address is seen, gains a confirmation or is dropped by a reorg, and for a worker `event: announcement` with each new
 * announcement of their manager, and for staff `event: work` when their work queues may have changed, on whichever
 * instance that happened (LISTEN/NOTIFY).
 * A stream carries only what its session may see when it opened: the moment that session ends (sign-out, a ban, a
 * password reset) or its account changes (role, ban, its manager), the stream ends. The browser reconnects after the
 * `retry` delay and is signed in anew, or refused. When the server stops, every stream ends with a longer `retry`.
 */
export const eventsRoutes: FastifyPluginAsync<{ heartbeatMs?: number; maxBufferedBytes?: number }> = async (app, options) => {
  const { events, metrics } = app.services
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
  const open = new Set<EventStream>()
  // Before the server waits for its requests to end: a stream would otherwise hold the shutdown until its client leaves.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end(`retry: ${RETRY_AFTER_SHUTDOWN_MS + Math.floor(Math.random() * RETRY_AFTER_SHUTDOWN_MS)}\n\n`)
  })

  app.get(
    '/events',
    { schema: { response: { 200: fileAnswer('Server-Sent Events: transaction, announcement and work events, and a heartbeat', ['text/event-stream']) } } },
    async (req, reply) => {
      // The stream owns everything taken for it from here on, so that a client who leaves during set-up leaks nothing;
      // what happens before its head is sent (an event, the session's end) waits for `start`.
      metrics.eventStreams.inc()
      const stream = new EventStream(
        reply.raw,
        () => {
          metrics.eventStreams.dec()
          open.delete(stream)
        },
        options.maxBufferedBytes,
      )
      if (!stream.closed) open.add(stream)
      try {
        stream.hold(await events.subscribeSession(req.actor, () => stream.end()))
        // Each step is skipped once the stream has closed (the client left, the session ended).
        if (!stream.closed) {
          stream.hold(
            await events.subscribe(req.actor.userId, (event) => {
              stream.write(
                event.kind === 'deposit'
                  ? `event: deposit\ndata: ${JSON.stringify({ depositId: event.transactionId })}\n\n`
                  : `event: transaction\ndata: ${JSON.stringify({ transactionId: event.transactionId, kind: event.kind })}\n\n`,
              )
            }),
          )
        }
        // A worker also hears their manager's new announcements, live.
        const managerId = can(req.actor.role, 'customers:claim') && !stream.closed ? await app.services.staffAccounts.managerOf(req.actor.userId) : null
        if (managerId && !stream.closed) {
          stream.hold(
            await events.subscribeAnnouncements(managerId, (event) => {
              stream.write(`event: announcement\ndata: ${JSON.stringify(event.announcement)}\n\n`)
            }),
          )
        }
        // Staff hear that their work queues may have moved; a burst of changes is one event a quarter second later.
        if (can(req.actor.role, 'customers:view') && !stream.closed) {
          let workTimer: NodeJS.Timeout | null = null
          stream.hold(() => workTimer && clearTimeout(workTimer))
          stream.hold(
            await events.subscribeWork(() => {
              workTimer ??= setTimeout(() => {
                workTimer = null
                stream.write('event: work\ndata: {}\n\n')
              }, WORK_COALESCE_MS)
            }),
          )
        }
      } catch (err) {
        stream.close()
        throw err
      }
      reply.hijack()
      stream.start(
        {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        },
        ': connected\n\nretry: 1000\n\n',
      )
      const heartbeat = setInterval(() => stream.heartbeat(': heartbeat\n\n'), heartbeatMs)
      stream.hold(() => clearInterval(heartbeat))
    },
  )
}
