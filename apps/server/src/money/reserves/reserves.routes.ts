import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DeclareReserveBody, ReserveProof, SnapshotParams } from '@wallet/shared/money/reserves'
import { PublishedSnapshot, ReservesPage } from '@wallet/shared/money/reserves-on-chain'

const ProofQuery = z.object({ snapshotId: z.uuid('Unknown snapshot.').optional() })

/** The public proof-of-reserves page and its roots: no sign-in (docs/decisions/150). */
export const publicReservesRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true }
  const { reserves, chainReserves } = app.services
  // Each answer carries the snapshot's on-chain part where a chain was connected (docs/decisions/156).
  app.get('/proof-of-reserves', { schema: { response: { 200: ReservesPage } }, config: open }, async () => chainReserves.page(await reserves.overview()))
  app.get('/proof-of-reserves/latest', { schema: { response: { 200: PublishedSnapshot } }, config: open }, async () =>
    chainReserves.published(await reserves.published(null)),
  )
  app.get('/proof-of-reserves/snapshots/:snapshotId', { schema: { params: SnapshotParams, response: { 200: PublishedSnapshot } }, config: open }, async (req) =>
    chainReserves.published(await reserves.published(req.params.snapshotId)),
  )
}

/** 'Verify my balance': the signed-in customer's own inclusion proof, the latest snapshot's unless one is named. */
export const reservesProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/proof-of-reserves/proof', { schema: { querystring: ProofQuery, response: { 200: ReserveProof } } }, (req) =>
    app.services.reserves.proof(req.actor.userId, req.query.snapshotId ?? null),
  )
}

/** The admin's snapshot on demand and declared reserve figures: staff actions, each one audit row. */
export const adminReservesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { actions } = app.services.reserves
  app.post(
    '/admin/proof-of-reserves/snapshots',
    { schema: { response: { 201: PublishedSnapshot } }, config: { staffAction: actions.takeSnapshot } },
    async (req, reply) => reply.code(201).send(await app.services.chainReserves.published(await app.services.reserves.takeSnapshot(req.actor))),
  )
  app.post(
    '/admin/proof-of-reserves/reserves',
    { schema: { body: DeclareReserveBody, response: { 204: z.null() } }, config: { staffAction: actions.declare } },
    async (req, reply) => {
      await app.services.reserves.declare(req.actor, req.body)
      return reply.code(204).send(null)
    },
  )
}
