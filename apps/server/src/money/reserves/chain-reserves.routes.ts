import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OwnershipProofFile, OwnershipRequestFile } from '@wallet/shared/money/ownership-proof'
import { SnapshotParams } from '@wallet/shared/money/reserves'
import { AddressList, AddressPage, AddressPageQuery, OnChainReserves } from '@wallet/shared/money/reserves-on-chain'
import { describedAs } from '../../lib/api-description.ts'

/** The largest proof file an admin uploads: about 150,000 addresses' signatures (docs/decisions/157). */
export const OWNERSHIP_PROOF_BODY_LIMIT = 32 * 1024 * 1024

const RequestQuery = z.object({ snapshotId: z.uuid('Unknown snapshot.').optional() })

/** A snapshot's operator addresses, public: a page at a time, or the whole list as one file (docs/decisions/156). */
export const publicChainReservesRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true }
  const { chainReserves } = app.services
  app.get(
    '/proof-of-reserves/snapshots/:snapshotId/addresses',
    { schema: { params: SnapshotParams, querystring: AddressPageQuery, response: { 200: AddressPage } }, config: open },
    (req) => chainReserves.addressPage(req.params.snapshotId, req.query.offset, req.query.limit),
  )
  app.get(
    '/proof-of-reserves/snapshots/:snapshotId/addresses.json',
    { schema: { params: SnapshotParams, response: { 200: AddressList } }, config: open },
    async (req, reply) => {
      const list = await chainReserves.addressList(req.params.snapshotId)
      return reply.header('content-disposition', `attachment; filename="reserves-addresses-${req.params.snapshotId}.json"`).send(list)
    },
  )
}

/**
 * The admin's side (docs/decisions/157): the ownership request of a snapshot for the offline signer, and the upload of
 * its proof, a staff action checked signature by signature against that request.
 */
export const adminChainReservesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chainReserves } = app.services
  app.get('/admin/proof-of-reserves/ownership-request', { schema: { querystring: RequestQuery, response: { 200: OwnershipRequestFile } } }, (req) =>
    chainReserves.exportRequest(req.query.snapshotId ?? null),
  )
  app.post(
    '/admin/proof-of-reserves/snapshots/:snapshotId/ownership-proof',
    {
      bodyLimit: OWNERSHIP_PROOF_BODY_LIMIT,
      // The body is checked by the service, which names the field at fault; the description shows the file's format.
      schema: { params: SnapshotParams, body: z.unknown(), response: { 200: OnChainReserves } },
      config: {
        staffAction: chainReserves.actions.upload,
        swaggerTransform: describedAs({
          summary: "Upload the offline signer's proof of control of a snapshot's addresses (checked whole against its request)",
          body: OwnershipProofFile,
        }),
      },
    },
    (req) => chainReserves.upload(req.actor, { snapshotId: req.params.snapshotId, file: req.body }),
  )
}
