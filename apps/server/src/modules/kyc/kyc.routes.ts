import path from 'node:path'
import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { KYC_MAX_FILE_BYTES, KycSubmitResponse } from '@wallet/shared/kyc'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { createLocalStorage } from '../../lib/storage.ts'
import { createKycDocumentLinks } from './kyc-documents.ts'
import { createKycService } from './kyc.service.ts'

export interface KycRoutesOptions {
  db: Db
  dataDir: string
  secret: string
}

// Loose on purpose: a malformed link gets the same 404 as a forged or expired one.
const SignedLinkParams = z.object({ id: z.string().max(100) })
const SignedLinkQuery = z.object({ expires: z.string().max(20).optional(), sig: z.string().max(128).optional() })

export const kycRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, { db, dataDir, secret }) => {
  // Multipart is parsed only inside this module; every other route keeps JSON only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 2, fields: 4, fieldSize: 16 * 1024, parts: 6, headerPairs: 50 },
  })
  const storage = createLocalStorage(path.join(dataDir, 'uploads', 'kyc'))
  const kyc = createKycService({ db, storage, links: createKycDocumentLinks(secret) })

  /** submit-kyc-data: multipart with basicDetails (JSON text), identityDoc and residenceDoc. */
  app.post('/kyc', { onRequest: app.requireUser, schema: { response: { 201: KycSubmitResponse } } }, async (req, reply) => {
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'The submission must be sent as multipart/form-data.' })
    await kyc.assertCanSubmit(req.actor.userId)
    return reply.code(201).send(await kyc.submit(req.actor.userId, req.parts()))
  })

  /** Staff open documents through links made by signKycDocumentUrl; the signature is the permission. */
  app.get(
    '/kyc/documents/:id',
    { schema: { params: SignedLinkParams, querystring: SignedLinkQuery } },
    async (req, reply) => {
      const doc = await kyc.openSignedDocument(req.params.id, req.query.expires, req.query.sig)
      return reply
        .type(doc.mimeType)
        .header('content-length', doc.size)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(doc.stream)
    },
  )
}
